import { request } from '@playwright/test';
import { expect, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';
import { ADMIN } from './playwright.config.ts';

const k = (key: string) => text('de', 'booking', key);

/** The therapist of the booking starting at `start`, asked as the e2e admin. */
async function therapistOfBookingAt(baseURL: string, start: string, email: string): Promise<string | undefined> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/health');
    const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    expect((await api.post('/api/account/login', { headers: { 'X-XSRF-TOKEN': token }, data: ADMIN })).status()).toBe(200);
    const day = new Date(start).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
    const { bookings } = (await (await api.get(`/api/staff/bookings?from=${day}&to=${day}`)).json()) as {
      bookings: Array<{ start: string; therapistName: string; customerEmail?: string; customerName?: string }>;
    };
    return bookings.find((b) => Date.parse(b.start) === Date.parse(start) && JSON.stringify(b).includes(email))?.therapistName;
  } finally {
    await api.dispose();
  }
}

test('a visitor chooses Marco among the therapists offering the massage, sees his free slots only and reserves with him', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.goto('/book?therapyid=1&arrangementid=2');
  await rejectCookies(page);
  const choice = page.getByRole('group', { name: k('therapist.legend') });
  await expect(choice.getByRole('radio', { name: k('therapist.any') })).toBeChecked();
  const marco = choice.getByRole('radio', { name: 'Marco Keller' });
  await expect(marco).toHaveAccessibleDescription(/Deutsch/);
  await marco.click();
  await expect(marco).toBeChecked();
  await expect(page).toHaveURL(/therapistid=\d+/);
  // A reload keeps the choice.
  await page.reload();
  await expect(page.getByRole('group', { name: k('therapist.legend') }).getByRole('radio', { name: 'Marco Keller' })).toBeChecked();

  const free = page.getByTestId('booking-calendar').locator('button[data-state="free"]');
  await expect(free.first()).toBeVisible();
  await expect(page.getByTestId('booking-calendar')).toHaveAttribute('aria-busy', 'false');
  // The middle of what is shown: other journeys take the first and the last slots.
  const count = await free.count();
  const slot = free.nth(Math.floor(count / 2));
  const start = (await slot.getAttribute('data-cell'))!;
  await slot.click();
  const selected = page.getByTestId('selected-slot');
  await expect(selected).toContainText(k('panel.therapist'));
  await expect(selected).toContainText('Marco Keller');
  const email = uniqueEmail('wahl');
  await selected.getByLabel(k('guest.email')).fill(email);
  await selected.getByRole('checkbox', { name: text('de', 'common', 'termsAccept').replace(/<\/?terms>/g, '') }).check();
  await selected.getByRole('button', { name: k('guest.reserve') }).click();
  await expect(page.getByTestId('booking-result')).toHaveAttribute('data-status', 'temporary');
  expect(await therapistOfBookingAt(baseURL!, start, email)).toBe('Marco Keller');
  expect(consoleErrors).toEqual([]);
});
