import { expect, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';

const b = (key: string) => text('de', 'booking', key);
const SCREEN = { width: 390, height: 844 };

test.use({ viewport: SCREEN, isMobile: true, hasTouch: true, locale: 'de-CH' });

test('on a phone the first free slot is on the first screen, the filters folded into one line that opens to them', async ({ page }) => {
  await page.goto('/book?therapyid=1&arrangementid=2');
  await rejectCookies(page);
  const calendar = page.getByTestId('booking-calendar');
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  const first = calendar.locator('button[data-state="free"]').first();
  await expect(first).toBeVisible();
  // On the first screen as the page opens, without scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await first.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the first free slot ends within the first screen').toBeLessThanOrEqual(SCREEN.height);

  // The filters: one line saying what is searched for, and a button that unfolds them.
  const filters = page.getByTestId('booking-filters');
  const weekdays = filters.getByRole('group', { name: b('filters.weekdays') });
  const toggle = filters.getByRole('button', { name: b('filters.change') });
  await expect(filters.getByTestId('filters-summary')).toHaveText(
    [b('filters.summary.allWeekdays'), b('filters.times.all'), b('filters.summary.anyTherapist')].join(' · '),
  );
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(weekdays).toBeHidden();
  await expect(page.getByTestId('therapist-choice')).toBeHidden();

  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(weekdays).toBeVisible();
  await expect(filters.getByRole('radiogroup', { name: b('filters.timeOfDay') })).toBeVisible();
  await expect(page.getByTestId('therapist-choice')).toBeVisible();
  await expect(filters.getByRole('textbox', { name: b('filters.weeks') })).toBeVisible();

  // A choice shows in the line at once (the chip's label is what a finger taps).
  await filters.getByText(text('de', 'booking', 'filters.times.morning'), { exact: true }).tap();
  await expect(filters.getByTestId('filters-summary')).toContainText(b('filters.times.morning'));
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(weekdays).toBeHidden();
});

test('on a tablet the filters are shown as before, without the folded line', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/book?therapyid=1&arrangementid=2');
  const filters = page.getByTestId('booking-filters');
  await expect(filters.getByRole('group', { name: b('filters.weekdays') })).toBeVisible();
  await expect(filters.getByTestId('filters-toggle')).toBeHidden();
});
