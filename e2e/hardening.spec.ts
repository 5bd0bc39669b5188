import type { Browser, Page } from '@playwright/test';
import { api, expect, loginAsPlanner, loginWithPassword, logout, registerAndLogIn, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';
import { ADMIN } from './playwright.config.ts';

const bookings = (key: string) => text('de', 'bookings', key);
const booking = (key: string) => text('de', 'booking', key);
const profile = (key: string) => text('de', 'profile', key);
const common = (key: string) => text('de', 'common', key);

/** Free slots of the classic massage (55 min) from the availability API, more than a day ahead. */
async function freeSlots(page: Page): Promise<string[]> {
  const from = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  const to = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  const { json } = await api(page, 'GET', `/api/availability?therapyId=1&arrangementId=2&from=${from}&to=${to}`);
  return (json as { days: Array<{ slots: Array<{ start: string; state: string }> }> }).days.flatMap((d) =>
    d.slots.filter((s) => s.state === 'free').map((s) => s.start),
  );
}

/** A visitor in a browser of their own, without login. */
async function stranger(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/book?therapyid=1&arrangementid=2');
  await rejectCookies(page);
  return page;
}

test("a reservation in a customer's name is not confirmed by their login; they reject one and confirm the other, and a third is refused in the booking panel", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('victim');
  await registerAndLogIn(page, email);
  expect((await api(page, 'PUT', '/api/profile', { firstName: 'Vera', lastName: 'Opfer', phone: '+41 79 555 12 34', language: 'de' })).status).toBe(200);

  // Someone else reserves twice with her address, without logging in.
  const other = await stranger(browser);
  // Slots from the middle of the horizon: other journeys take the first and the last ones.
  const slots = await freeSlots(other);
  const middle = Math.floor(slots.length / 2);
  for (const start of [slots[middle]!, slots[middle + 6]!]) {
    const res = await api(other, 'POST', '/api/bookings/guest', { therapyId: 1, arrangementId: 2, comment: '', email, language: 'de', start, termsVersion: 1 });
    expect(res.status).toBe(201);
  }

  // A third time through the booking panel: refused with the translated reason and a way to log in.
  // (Freshly loaded, so the calendar knows the two; a middle slot again.)
  await other.reload();
  const free = other.getByTestId('booking-calendar').locator('button[data-state="free"]');
  await expect(free.first()).toBeVisible();
  await expect(other.getByTestId('booking-calendar')).toHaveAttribute('aria-busy', 'false');
  await free.nth(Math.floor((await free.count()) / 2)).click();
  const selected = other.getByTestId('selected-slot');
  await selected.getByLabel(booking('guest.email')).fill(email);
  await selected.getByRole('checkbox', { name: text('de', 'common', 'termsAccept').replace(/<\/?terms>/g, '') }).check();
  await selected.getByRole('button', { name: booking('guest.reserve') }).click();
  const error = other.getByTestId('booking-error');
  await expect(error).toHaveAttribute('data-code', 'TEMPORARY_LIMIT');
  await expect(other.getByTestId('booking-result')).toContainText(common('errors.TEMPORARY_LIMIT'));
  await expect(other.getByTestId('booking-result').getByRole('button', { name: booking('result.login') })).toBeVisible();

  // Her own session (she is logged in, data complete) did not confirm them: both ask her.
  await page.goto('/bookings');
  const future = page.getByTestId('bookings-future');
  const questions = future.getByTestId('unverified-reservation');
  await expect(questions).toHaveCount(2);
  await expect(future.getByRole('button', { name: bookings('cancel.button') })).toHaveCount(0);

  await questions
    .first()
    .getByRole('button', { name: bookings('unverified.reject') })
    .click();
  await page.getByRole('button', { name: bookings('unverified.rejectConfirm') }).click();
  await expect(page.getByTestId('reservation-answered')).toHaveText(bookings('unverified.rejected'));
  await expect(page.getByTestId('bookings-cancelledByPractice').getByTestId('booking-card')).toHaveCount(1);

  await future
    .getByTestId('unverified-reservation')
    .getByRole('button', { name: bookings('unverified.confirm') })
    .click();
  await expect(page.getByTestId('reservation-answered')).toHaveText(bookings('unverified.confirmed'));
  await expect(future.getByTestId('unverified-reservation')).toHaveCount(0);
  await expect(future.getByRole('button', { name: bookings('cancel.button') })).toHaveCount(1);
});

test('a password change needs the current password, refuses a common one and logs out the other sessions', async ({ page, browser }) => {
  const email = uniqueEmail('changer');
  await registerAndLogIn(page, email);
  // Just logged in by link: a first password needs no current one.
  await page.goto('/account?tab=password');
  const form = page.getByTestId('password-form');
  await expect(form.getByLabel(profile('password.current'))).toHaveCount(0);
  await form.getByLabel(profile('password.new')).fill('first-secret-42');
  await form.getByLabel(profile('password.confirm')).fill('first-secret-42');
  await form.getByRole('button', { name: profile('password.save') }).click();
  await expect(page.getByTestId('password-saved')).toBeVisible();

  // Logged in by password now, here and in a second browser.
  await logout(page);
  await loginWithPassword(page, email, 'first-secret-42');
  const second = await (await browser.newContext()).newPage();
  await second.goto('/');
  await rejectCookies(second);
  await loginWithPassword(second, email, 'first-secret-42');
  await expect(second.getByTestId('account-button')).not.toHaveAttribute('aria-label', text('de', 'account', 'button'));

  await page.goto('/account?tab=password');
  const current = form.getByLabel(profile('password.current'));
  await form.getByLabel(profile('password.new')).fill('second-secret-42');
  await form.getByLabel(profile('password.confirm')).fill('second-secret-42');
  await form.getByRole('button', { name: profile('password.save') }).click();
  await expect(form).toContainText(profile('errors.currentRequired'));

  await current.fill('not-my-password');
  await form.getByRole('button', { name: profile('password.save') }).click();
  await expect(form).toContainText(common('errors.CURRENT_PASSWORD_WRONG'));

  await current.fill('first-secret-42');
  await form.getByLabel(profile('password.new')).fill('password');
  await form.getByLabel(profile('password.confirm')).fill('password');
  await form.getByRole('button', { name: profile('password.save') }).click();
  await expect(form).toContainText(common('errors.PASSWORD_TOO_COMMON'));

  await form.getByLabel(profile('password.new')).fill('second-secret-42');
  await form.getByLabel(profile('password.confirm')).fill('second-secret-42');
  await form.getByRole('button', { name: profile('password.save') }).click();
  await expect(page.getByTestId('password-saved')).toContainText(profile('password.otherSessionsEnded'));

  expect((await api(second, 'GET', '/api/account/me')).json).toEqual({ user: null });
  expect((await api(page, 'GET', '/api/account/me')).json).toMatchObject({ user: { email } });
});

test("a planner sees a team member's data read-only", async ({ page, baseURL }) => {
  await loginAsPlanner(page, baseURL!);
  await page.goto(`/account?email=${encodeURIComponent(ADMIN.email)}`);
  await expect(page.getByTestId('team-member-read-only')).toHaveText(profile('teamMemberReadOnly'));
  await expect(page.getByTestId('personal-data-form').getByRole('button', { name: profile('save') })).toHaveCount(0);
});
