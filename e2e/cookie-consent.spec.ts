import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { TAG_MANAGER_ID } from './playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';

const DAY = 24 * 60 * 60;

/** Registers `email` in the account pop-up and waits for the answer. */
async function register(page: Page, email: string): Promise<void> {
  const a = (key: string) => text('de', 'account', key);
  await page.getByTestId('account-button').click();
  await page.getByRole('tab', { name: a('dialog.tabRegister') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a('dialog.email')).fill(email);
  await dialog.getByRole('button', { name: a('dialog.registerButton') }).click();
  await expect(dialog.getByTestId('account-status')).toHaveText(a('status.login-new-account'));
}

/** The sign-up events in the page's data layer, and the whole layer as text. */
const signUps = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
    return { events: layer.filter((entry) => (entry as { event?: string }).event === 'sign_up'), text: JSON.stringify(layer) };
  });

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

  test('a new registration sends the sign_up conversion (value 2, hashed e-mail) only with consent', async ({ page, browser }) => {
    await page.goto('/');
    await page
      .getByTestId('cookie-banner')
      .getByRole('button', { name: text('de', 'common', 'consent.accept') })
      .click();
    const email = uniqueEmail('Conversion');
    await register(page, ` ${email.toUpperCase()} `);
    await expect.poll(async () => (await signUps(page)).events.length).toBe(1);
    const { events, text: layer } = await signUps(page);
    const hash = createHash('sha256').update(email.toLowerCase()).digest('hex');
    expect(events[0]).toEqual({ event: 'sign_up', value: 2, user_data: { sha256_email_address: hash } });
    expect(layer.toLowerCase()).not.toContain(email.toLowerCase());

    // Without consent: the registration works, and nothing reaches the data layer.
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await other.goto('/');
      await other
        .getByTestId('cookie-banner')
        .getByRole('button', { name: text('de', 'common', 'consent.reject') })
        .click();
      await register(other, uniqueEmail('no-consent'));
      expect((await signUps(other)).events).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
