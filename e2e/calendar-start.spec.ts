import { expect, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';

const b = (key: string) => text('de', 'booking', key);
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));
const weekdayName = (weekday: number, width: 'long' | 'short') =>
  new Intl.DateTimeFormat('de', { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));

test.use({ viewport: { width: 390, height: 844 }, locale: 'de-CH' });

test('a customer who chooses a weekday already past this week is moved to next week, starts there when back, is told so, and can page back', async ({
  page,
}) => {
  const now = today();
  // Yesterday's weekday has no time left this week (the availability begins today); on a Monday there
  // is no earlier day in the week to choose.
  test.skip(weekdayOf(now) === 1, 'on a Monday no weekday of the week lies in the past');
  const yesterday = weekdayOf(addDays(now, -1));
  await page.goto('/book?therapyid=1&arrangementid=2');
  await rejectCookies(page);
  const calendar = page.getByTestId('booking-calendar');
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  // On a phone the filters are folded into one line; its button opens them. The chip's label is
  // what a finger taps (its checkbox is drawn by the label).
  await page.getByRole('button', { name: b('filters.change') }).click();
  await page
    .getByRole('group', { name: b('filters.weekdays') })
    .getByText(weekdayName(yesterday, 'short'), { exact: true })
    .click();
  await expect(page.getByRole('checkbox', { name: weekdayName(yesterday, 'long') })).toBeChecked();
  // At once, not only on arrival: the calendar moves on to the first week with such a day free, and says so.
  const weeks = calendar.getByTestId('calendar-week');
  await expect(weeks).toHaveAttribute('data-week', addDays(mondayOf(now), 7));
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('calendar-skipped')).toContainText(b('calendar.bookedUpBefore').split(' {{range}}')[0]!);
  await expect(page.getByTestId('calendar-notice')).toHaveCount(0);

  // Coming back (the search is kept for the visit): the calendar looks for the first week with such a day free.
  await page.reload();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(weeks).toHaveCount(1);
  await expect(weeks).toHaveAttribute('data-week', addDays(mondayOf(now), 7));
  await expect(page.getByTestId('calendar-skipped')).toContainText(b('calendar.bookedUpBefore').split(' {{range}}')[0]!);
  await expect(calendar.locator('button[data-state="free"]').first()).toBeVisible();
  await expect(page.getByTestId('calendar-notice')).toHaveCount(0);

  await page.getByRole('button', { name: new RegExp(b('calendar.earlier')) }).click();
  await expect(weeks).toHaveAttribute('data-week', mondayOf(now));
  await expect(page.getByTestId('calendar-skipped')).toHaveCount(0);
  await expect(page.getByTestId('calendar-notice')).toHaveAttribute('data-notice', 'noAppointments');
});
