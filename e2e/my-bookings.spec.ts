import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expect, registerAndLogIn, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';
import { loginPath, uniqueEmail, waitForMail } from './mail.ts';

const b = (key: string) => text('de', 'bookings', key);

/** The first free slot of a therapy and duration from the availability API, at least `afterMs` from now. */
async function freeSlot(page: Page, afterMs: number): Promise<string> {
  const from = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  const to = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  const { json } = await api(page, 'GET', `/api/availability?therapyId=2&arrangementId=1&from=${from}&to=${to}`);
  const slots = (json as { days: Array<{ slots: Array<{ start: string; state: string }> }> }).days.flatMap((d) => d.slots);
  const slot = slots.find((s) => s.state === 'free' && Date.parse(s.start) > Date.now() + afterMs);
  if (!slot) throw new Error('no free slot');
  return slot.start;
}

test('a customer sees the booking, cancels in time, and the slot is free again', async ({ page }) => {
  const email = uniqueEmail('booker');
  await registerAndLogIn(page, email);
  expect((await api(page, 'PUT', '/api/profile', { firstName: 'Bea', lastName: 'Bucher', phone: '+41 79 555 11 22', language: 'de' })).status).toBe(200);
  const start = await freeSlot(page, 3 * 86_400_000);
  const created = await api(page, 'POST', '/api/bookings', { therapyId: 2, arrangementId: 1, start, termsVersion: 1 });
  expect(created.status).toBe(201);

  await page.goto('/bookings');
  const future = page.getByTestId('bookings-future');
  await expect(future.getByTestId('booking-card')).toHaveCount(1);
  await expect(future).toContainText(text('de', 'therapies', 'items.sports_massage.name'));
  await expect(future).toContainText('CHF 75.00');
  await future.getByRole('button', { name: b('cancel.button') }).click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog.getByTestId('late-warning')).toHaveCount(0);
  await dialog.getByRole('button', { name: b('cancel.confirm') }).click();
  await expect(page.getByTestId('bookings-cancelledByCustomer').getByTestId('booking-card')).toHaveCount(1);
  await expect(future.getByTestId('booking-card')).toHaveCount(0);

  const again = await api(page, 'POST', '/api/bookings', { therapyId: 2, arrangementId: 1, start, termsVersion: 1 });
  expect(again.status).toBe(201);
});

test('a late cancellation warns that the full price is charged', async ({ page }) => {
  const email = uniqueEmail('late');
  await registerAndLogIn(page, email);
  await api(page, 'PUT', '/api/profile', { firstName: 'Leo', lastName: 'Spät', phone: '+41 79 555 33 44', language: 'de' });
  const start = await freeSlot(page, 0);
  if (Date.parse(start) - Date.now() >= 24 * 3_600_000) test.skip(true, 'no free slot within the next 24 hours at this time of day');
  expect((await api(page, 'POST', '/api/bookings', { therapyId: 2, arrangementId: 1, start, termsVersion: 1 })).status).toBe(201);
  await page.goto('/bookings');
  await page
    .getByTestId('bookings-future')
    .getByRole('button', { name: b('cancel.button') })
    .click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog.getByTestId('late-warning')).toBeVisible();
  await dialog.getByRole('button', { name: b('cancel.confirmCharged') }).click();
  const cancelled = page.getByTestId('bookings-cancelledByCustomer');
  await expect(cancelled).toContainText(b('charged'));
});

test('a guest reservation shows in my bookings as temporary, with the data it waits for, until they are given', async ({ page }) => {
  const email = uniqueEmail('temporary');
  await page.goto('/');
  await rejectCookies(page);
  const start = await freeSlot(page, 4 * 86_400_000);
  const reserved = await api(page, 'POST', '/api/bookings/guest', { therapyId: 2, arrangementId: 1, start, email, language: 'de', termsVersion: 1 });
  expect(reserved.status).toBe(201);
  await page.goto(loginPath(await waitForMail(email)));
  await expect(page.getByTestId('booking-card')).toHaveAttribute('data-status', 'temporary');

  await page.goto('/bookings');
  const card = page.getByTestId('bookings-future').getByTestId('booking-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('temporary-badge')).toHaveText(b('temporary.badge'));
  const awaiting = card.getByTestId('awaiting-data');
  await expect(awaiting).toContainText('Vorname, Nachname und Telefon');
  await awaiting.getByRole('link', { name: b('temporary.complete') }).click();

  const form = page.getByTestId('personal-data-form');
  await form.getByLabel(text('de', 'profile', 'fields.firstName')).fill('Tea');
  await form.getByLabel(text('de', 'profile', 'fields.lastName')).fill('Temporär');
  await form.getByLabel(text('de', 'profile', 'fields.phone')).fill('+41 79 555 44 55');
  await form.getByRole('button', { name: text('de', 'profile', 'save') }).click();
  await expect(page.getByTestId('booking-card')).toHaveAttribute('data-status', 'upcoming');
  await page.goto('/bookings');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('temporary-badge')).toHaveCount(0);
  await expect(card.getByTestId('awaiting-data')).toHaveCount(0);
});

test('a slot within the free-cancellation window says so before booking, and its confirmation promises no free cancellation', async ({ page }) => {
  const email = uniqueEmail('shortnotice');
  await registerAndLogIn(page, email);
  await api(page, 'PUT', '/api/profile', { firstName: 'Kai', lastName: 'Kurzfristig', phone: '+41 79 555 66 88', language: 'de' });
  const { cancelHours } = (await api(page, 'GET', '/api/settings/public')).json as { cancelHours: number };
  const start = await freeSlot(page, 0);
  if (Date.parse(start) - Date.now() >= cancelHours * 3_600_000) test.skip(true, `no free slot within the next ${cancelHours} hours at this time of day`);
  // The tab remembers the chosen slot (as after choosing it and coming back to /book).
  await page.evaluate((slot) => {
    sessionStorage.setItem('booking-flow', JSON.stringify({ therapyId: 2, arrangementId: 1, days: [], weekdays: [], weeks: [], timeOfDay: 'all', slot }));
  }, start);
  await page.goto('/book?therapyid=2&arrangementid=1');
  const selected = page.getByTestId('selected-slot');
  const notice = selected.getByTestId('late-cancellation-notice');
  await expect(notice).toContainText(text('de', 'booking', 'panel.lateCancellation.title'));
  await expect(notice).toContainText(`weniger als ${cancelHours} Stunden`);

  const terms = selected.getByRole('checkbox');
  if (await terms.count()) await terms.check();
  await selected.getByRole('button', { name: text('de', 'booking', 'panel.bookNow') }).click();
  await expect(page.getByTestId('booking-result')).toHaveAttribute('data-status', 'confirmed');
  const confirmation = await waitForMail(email, 2);
  expect(confirmation.text).toContain(serverMail.booking.appointment.cancelLate.replace('{{hours}}', String(cancelHours)));
  expect(confirmation.text).not.toContain('kostenlos stornieren');
});

/** The German mail texts of the server, to find what the confirmation says about cancelling. */
const serverMail = JSON.parse(readFileSync(new URL('../apps/server/src/locales/de/mail.json', import.meta.url), 'utf8')) as {
  booking: { appointment: { cancelLate: string } };
};
