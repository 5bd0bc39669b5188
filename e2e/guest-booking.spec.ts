import { api, expect, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';
import { loginPath, uniqueEmail, waitForMail } from './mail.ts';

const k = (key: string) => text('de', 'booking', key);
const picker = (key: string) => text('de', 'picker', key);
const profile = (key: string) => text('de', 'profile', key);

test('a guest books from the home page through the wheel and the calendar, completes the data from the mailed link and sees the booking', async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail('guest');
  await page.goto('/');
  await rejectCookies(page);

  // Pain picker: the neck highlights the therapies that help there and turns the wheel to the best one.
  const pain = page.getByTestId('pain-picker');
  await pain.getByRole('button', { name: picker('regions.neck'), exact: true }).click();
  await expect(pain.getByRole('button', { name: picker('regions.neck'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  const wheel = page.getByTestId('therapy-wheel');
  const classic = wheel.getByRole('button', { name: text('de', 'therapies', 'items.classic_massage.name') });
  await classic.focus();
  await page.keyboard.press('Enter');
  await expect(classic).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: /55/ }).check();
  await page.getByRole('link', { name: picker('duration.book') }).click();

  // Calendar: a free slot some days ahead (the last one shown, so parallel journeys do not meet).
  await expect(page).toHaveURL(/\/book\?therapyid=1&arrangementid=2/);
  const calendar = page.getByTestId('booking-calendar');
  const free = calendar.locator('button[data-state="free"]');
  await expect(free.first()).toBeVisible();
  // Every week shown loaded (the last free slot moves while one still loads), then the slot pinned by its name.
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  const slotName = await free.last().getAttribute('aria-label');
  await calendar.getByRole('button', { name: slotName! }).click();
  await expect(calendar.getByRole('button', { name: slotName! })).toHaveAttribute('aria-pressed', 'true');
  const selected = page.getByTestId('selected-slot');
  await expect(selected).toContainText(text('de', 'therapies', 'items.classic_massage.name'));
  await expect(selected).toContainText('CHF 140.00');

  // As a guest: the e-mail reserves the slot at once.
  await selected.getByLabel(k('guest.email')).fill(email);
  // The terms are accepted with the reservation: without the box ticked nothing is sent.
  await selected.getByRole('button', { name: k('guest.reserve') }).click();
  await expect(selected).toContainText(text('de', 'common', 'errors.TERMS_NOT_ACCEPTED'));
  await selected.getByRole('checkbox', { name: text('de', 'common', 'termsAccept').replace(/<\/?terms>/g, '') }).check();
  await selected.getByRole('button', { name: k('guest.reserve') }).click();
  const result = page.getByTestId('booking-result');
  await expect(result).toHaveAttribute('data-status', 'temporary');
  await expect(result).toContainText(email);

  // The mailed link logs in and opens the booking card, which asks for the personal data.
  const mail = await waitForMail(email);
  await page.goto(loginPath(mail));
  const card = page.getByTestId('booking-card');
  await expect(card).toHaveAttribute('data-status', 'temporary');
  await card.getByRole('link', { name: k('panel.completeData') }).click();

  const form = page.getByTestId('personal-data-form');
  await form.getByLabel(profile('fields.firstName')).fill('Gina');
  await form.getByLabel(profile('fields.lastName')).fill('Gast');
  await form.getByLabel(profile('fields.phone')).fill('+41 79 555 66 77');
  await form.getByRole('button', { name: profile('save') }).click();
  // Saving the data confirms the booking: she is back on its card, which says so (not only "saved").
  await expect(page).toHaveURL(/\/booking\/\d+$/);
  await expect(card).toHaveAttribute('data-status', 'upcoming');
  await expect(card.getByTestId('booking-status')).toHaveText(k('card.status.upcoming'));

  // Confirmed: the confirmation mail arrives and "my bookings" lists the booking as upcoming.
  const confirmation = await waitForMail(email, 2);
  expect(confirmation.text).toMatch(/Klassische Massage, 55 Minuten, CHF\s140\.00/);
  await page.goto('/bookings');
  const future = page.getByTestId('bookings-future');
  await expect(future.getByTestId('booking-card')).toHaveCount(1);
  await expect(future).toContainText(text('de', 'therapies', 'items.classic_massage.name'));
  // The terms accepted with the reservation are on record with their version: her next booking does not ask.
  expect((await api(page, 'GET', '/api/profile')).json).toMatchObject({ terms: { current: 1, accepted: { version: 1 } } });
  expect(consoleErrors).toEqual([]);
});
