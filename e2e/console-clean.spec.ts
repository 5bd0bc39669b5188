import { test as base, type Page } from '@playwright/test';
import { axeViolations, describeFindings, PUBLIC, withLang } from './axe.ts';
import { api, expect, loginWithPassword, rejectCookies, test, waitUntilInteractive } from './fixtures.ts';
import { text } from './locale.ts';
import { ADMIN } from './playwright.config.ts';

/**
 * Every public page, loaded afresh (so the server's HTML is hydrated) in every language, and the
 * staff's main screens: the browser's console stays silent. A hydration mismatch, a React warning
 * (a missing key, a missing HydrateFallback) or an error fails the journey.
 */
const LANGUAGES = ['de', 'en', 'fr', 'it', 'ru', 'es'];
/** The languages the accessibility journeys check the public pages in already (on a phone and a desktop). */
const AXE_CHECKED_ELSEWHERE = ['de', 'ru'];

/** Console errors and warnings, uncaught exceptions and React's recoverable errors of a page. */
function listen(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

for (const path of PUBLIC) {
  // Six full page loads; axe (every rule) looks at those in the languages the accessibility journeys
  // leave out, so no page is checked twice: the plain Playwright test, without the journeys' own check.
  base(`${path} is taken over in every language without a console message, its server heading kept`, async ({ page }) => {
    base.setTimeout(150_000);
    const messages = listen(page);
    for (const language of LANGUAGES) {
      const url = withLang(path, language);
      const served = /<h1[^>]*>(.*?)<\/h1>/s.exec(await (await page.request.get(url)).text())?.[1]?.replace(/<[^>]+>/g, '');
      expect(served, `${url}: the server's heading`).toBeTruthy();
      await page.goto(url);
      await waitUntilInteractive(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The heading the server sent is the one the app shows once it is live (none drawn afresh).
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(served!.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'"));
      expect(messages, url).toEqual([]);
      if (!AXE_CHECKED_ELSEWHERE.includes(language)) {
        const findings = await axeViolations(page);
        expect(findings, describeFindings(url, findings)).toEqual([]);
      }
    }
  });
}

test('the staff screens open without a console message', async ({ page }) => {
  // Twelve screens, each checked by axe with all its rules.
  test.setTimeout(180_000);
  const messages = listen(page);
  await page.goto('/');
  await rejectCookies(page);
  await loginWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('staff-menu-button')).toBeVisible();

  // A treatment given in the last days (the demo has some without a payment) for the journal, the board and the payment dialogue.
  const { todos } = (await api(page, 'GET', '/api/staff/todos')).json as { todos: Array<{ bookingId: number }> };
  expect(todos.length).toBeGreaterThan(0);
  const bookingId = todos[0]!.bookingId;

  const screens: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
    { path: '/bookingList', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/operationPlan', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
    { path: '/book?therapyid=1&arrangementid=2', ready: (p) => expect(p.getByTestId('booking-calendar')).toBeVisible() },
    { path: '/todo', ready: (p) => expect(p.getByRole('table').first()).toBeVisible() },
    { path: '/invoices', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/voucherManagement', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/cashRegister', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/performance', ready: (p) => expect(p.locator('.recharts-surface').first()).toBeVisible() },
    { path: `/journal?bookingId=${bookingId}`, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: `/drawingBoard?bookingId=${bookingId}`, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/admin/settings', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { path: '/clientList', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  ];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(messages, path).toEqual([]);
  }

  // The payment dialogue of the booking list, opened on a past treatment without a payment, and closed.
  await page.goto('/bookingList?payment=outstanding');
  await page.getByRole('button', { name: new RegExp(`^${text('de', 'booking-list', 'sections.past')}`) }).click();
  await page
    .getByRole('row')
    .filter({ hasText: text('de', 'booking-list', 'row.outstanding') })
    .first()
    .getByRole('button', { name: text('de', 'booking-list', 'row.payment'), exact: true })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(messages, 'payment dialogue').toEqual([]);
});
