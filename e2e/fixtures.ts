import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page, collected while a test runs. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

/** Closes the cookie banner by rejecting, so it does not cover the page. */
export async function rejectCookies(page: Page): Promise<void> {
  await page.getByTestId('cookie-banner').getByRole('button').first().click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
}

export { expect };
