import { expect, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';

const b = (key: string) => text('de', 'booking', key);

// The week choice is a read-only stand-in until it takes the focus; then the combobox replaces it.
for (const device of ['desktop', 'phone'] as const) {
  test(`the week choice opens on the first ${device === 'desktop' ? 'mouse click' : 'tap'} and chooses a week`, async ({ browser, baseURL }) => {
    const context = await browser.newContext(
      device === 'phone' ? { baseURL, locale: 'de-CH', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { baseURL, locale: 'de-CH' },
    );
    try {
      const page = await context.newPage();
      await page.goto('/book?therapyid=1&arrangementid=2');
      await rejectCookies(page);
      // On a phone the filters are folded into one line that opens them.
      if (device === 'phone') await page.getByTestId('filters-toggle').tap();
      const field = page.getByTestId('week-select-pending');
      await expect(field).toHaveAttribute('readonly');
      if (device === 'phone') await field.tap();
      else await field.click();
      const combobox = page.getByRole('combobox', { name: b('filters.weeks') });
      await expect(combobox).toBeFocused();
      const second = page.getByRole('option').nth(1);
      await expect(second).toBeVisible();
      const label = (await second.textContent())!.trim();
      if (device === 'phone') await second.tap();
      else await second.click();
      await expect(page.getByTestId('booking-calendar')).toContainText(label.split(' · ')[0]!);
    } finally {
      await context.close();
    }
  });
}
