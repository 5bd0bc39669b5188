import { expect, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';

test('the back-to-top button appears after 100 px and returns to the top', async ({ page }) => {
  await page.goto('/agb');
  await rejectCookies(page);
  const button = page.getByTestId('back-to-top');
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 60);
  await page.waitForTimeout(300);
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.goto('/agb');
  await rejectCookies(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('link', { name: text('de', 'common', 'nav.partners') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'partners', 'title'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu opens as a drawer and navigates', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await rejectCookies(page);
    await page.getByRole('button', { name: text('de', 'common', 'nav.menu') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: text('de', 'common', 'nav.therapies') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'therapies', 'title'));
    await expect(page.getByRole('dialog')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});
