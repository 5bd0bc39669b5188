import type { Page } from '@playwright/test';
import { api, expect, registerAndLogIn, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';

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
  const created = await api(page, 'POST', '/api/bookings', { therapyId: 2, arrangementId: 1, start });
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

  const again = await api(page, 'POST', '/api/bookings', { therapyId: 2, arrangementId: 1, start });
  expect(again.status).toBe(201);
});

test('a late cancellation warns that the full price is charged', async ({ page }) => {
  const email = uniqueEmail('late');
  await registerAndLogIn(page, email);
  await api(page, 'PUT', '/api/profile', { firstName: 'Leo', lastName: 'Spät', phone: '+41 79 555 33 44', language: 'de' });
  const start = await freeSlot(page, 0);
  if (Date.parse(start) - Date.now() >= 24 * 3_600_000) test.skip(true, 'no free slot within the next 24 hours at this time of day');
  expect((await api(page, 'POST', '/api/bookings', { therapyId: 2, arrangementId: 1, start })).status).toBe(201);
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
