import { expect, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';

test.describe('languages', () => {
  test.use({ locale: 'ja-JP' });

  test('the home page is German when the browser language is not supported', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'home', 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('?lang=en is kept across links and reloads', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await rejectCookies(page);

    await page
      .getByRole('navigation', { name: text('en', 'common', 'nav.main') })
      .getByRole('link', { name: text('en', 'common', 'nav.pricing') })
      .click();
    await expect(page).toHaveURL(/\/pricing\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pricing', 'title'));

    await page.getByRole('link', { name: text('en', 'common', 'nav.impressum') }).click();
    await expect(page).toHaveURL(/\/impressum\?lang=en$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'legal', 'impressum.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the language picker lists languages by their own names and switches', async ({ page }) => {
    await page.goto('/pricing');
    await rejectCookies(page);
    await page.getByTestId('language-picker').click();
    for (const name of ['Deutsch', 'English', 'Français', 'Italiano', 'Русский', 'Español']) {
      await expect(page.getByRole('menuitem', { name })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/pricing\?lang=it$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('it', 'pricing', 'title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test.describe('browser language', () => {
  test.use({ locale: 'fr-CH' });

  test('a French browser gets the French site', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'home', 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('cookie-banner')).toContainText(text('fr', 'common', 'consent.title'));
  });
});
