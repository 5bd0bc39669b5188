import { TAG_MANAGER_ID } from './playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { text } from './locale.ts';

const DAY = 24 * 60 * 60;

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => {
    // The tag manager is out of reach here: answer its script locally and count the requests.
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  });

  test('accepting keeps the choice for 365 days and loads analytics and the map', async ({ page, context }) => {
    const tagRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('https://www.googletagmanager.com/')) tagRequests.push(r.url());
    });
    await page.goto('/contacts');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('map-placeholder').first()).toBeVisible();
    await expect(banner.getByRole('switch').first()).toBeDisabled();
    await expect(banner.getByRole('switch').first()).toBeChecked();
    expect(tagRequests).toEqual([]);

    await banner.getByRole('button', { name: text('de', 'common', 'consent.accept') }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('map-frame').first()).toBeAttached();
    await expect.poll(() => tagRequests.length).toBeGreaterThan(0);
    expect(tagRequests[0]).toContain(`id=${TAG_MANAGER_ID}`);

    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('accepted');
    const days = (cookie!.expires - Date.now() / 1000) / DAY;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByTestId('map-frame').first()).toBeAttached();
    await expect(banner).toBeHidden();
  });

  test('rejecting keeps analytics and the map off, and the choice can be changed later', async ({ page, context }) => {
    const tagRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('https://www.googletagmanager.com/')) tagRequests.push(r.url());
    });
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: text('de', 'common', 'consent.reject') }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('rejected');

    await page.reload();
    await expect(page.getByTestId('map-placeholder').first()).toBeVisible();
    await expect(banner).toBeHidden();
    expect(tagRequests).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);

    await page.getByRole('button', { name: text('de', 'common', 'consent.settings') }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: text('de', 'common', 'consent.accept') }).click();
    await expect.poll(() => tagRequests.length).toBeGreaterThan(0);
  });
});
