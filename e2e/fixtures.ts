import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { axeViolations, describeFindings, isCheckedPage } from './axe.ts';

/** Pages (path and language) this worker has checked with axe already: each is looked at once, to keep journeys fast. */
const axeChecked = new Set<string>();

/** `page.goto` and `page.reload` that return once the app has taken the page over (see `waitUntilInteractive`). */
function gotoWaitsUntilInteractive(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitUntilInteractive(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitUntilInteractive(page);
    return response;
  };
}

/** Console errors and uncaught exceptions of a page, collected while a test runs. */
export const test = base.extend<{ consoleErrors: string[] }, object>({
  /**
   * Pages of the browser contexts a journey opens itself (a second visitor, a therapist's own
   * browser) wait like `page` does: a click on a painted but not yet live button would be lost
   * (a cookie banner that stayed open hung a journey). Contexts without JavaScript never become live.
   */
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', gotoWaitsUntilInteractive);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  /**
   * Every journey runs axe (WCAG 2.2 AA and best practices) on each page it leaves by `page.goto`
   * and on the page it ends on; a violation fails the journey (AXE_STRICT=0 only reports it, to look
   * at several at once). Pages reached by clicks count when the journey leaves or ends on them.
   */
  page: async ({ page }, use, testInfo) => {
    const check = async () => {
      const url = page.url();
      if (!isCheckedPage(url)) return;
      const key = `${new URL(url).pathname} ${await page.evaluate(() => document.documentElement.lang)}`;
      if (axeChecked.has(key)) return;
      axeChecked.add(key);
      const findings = await axeViolations(page, { allRules: false });
      if (findings.length === 0) return;
      if (process.env.AXE_STRICT !== '0') throw new Error(describeFindings(url, findings));
      testInfo.annotations.push({ type: 'axe', description: describeFindings(url, findings) });
      console.warn(describeFindings(url, findings));
    };
    gotoWaitsUntilInteractive(page);
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      await check();
      return goto(...args);
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) await check();
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

/**
 * Waits until the app's page has taken over its server-rendered HTML (the root layout marks it), so
 * a click is not lost on a button that is painted but not yet live. Other responses (an API's JSON,
 * a PDF) pass at once.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-interactive'));
}

/** Closes the cookie banner by rejecting, so it does not cover the page. */
export async function rejectCookies(page: Page): Promise<void> {
  await waitUntilInteractive(page);
  await page.getByTestId('cookie-banner').getByRole('button').first().click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
}

export { expect };

/**
 * Gives `email` the `roles`, through the API as the e2e admin (the admin's own account stays
 * untouched, so journeys running side by side do not change each other's menus).
 */
export async function grantRoles(baseURL: string, email: string, roles: string[]): Promise<void> {
  const { request } = await import('@playwright/test');
  const { ADMIN } = await import('./playwright.config.ts');
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/health');
    const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const headers = { 'X-XSRF-TOKEN': token };
    expect((await api.post('/api/account/login', { headers, data: ADMIN })).status()).toBe(200);
    const { users } = (await (await api.get(`/api/admin/users?search=${encodeURIComponent(email)}`)).json()) as { users: Array<{ id: number }> };
    expect(users).toHaveLength(1);
    expect((await api.put(`/api/admin/users/${users[0]!.id}/roles`, { headers, data: { roles } })).status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** Registers `email` through the account pop-up and logs in with the mailed link. */
export async function registerAndLogIn(page: Page, email: string, start = '/'): Promise<void> {
  const { text } = await import('./locale.ts');
  const { loginPath, waitForMail } = await import('./mail.ts');
  const a = (key: string) => text('de', 'account', key);
  await page.goto(start);
  await rejectCookies(page);
  await page.getByTestId('account-button').click();
  await page.getByRole('tab', { name: a('dialog.tabRegister') }).click();
  await page.getByRole('dialog').getByLabel(a('dialog.email')).fill(email);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: a('dialog.registerButton') })
    .click();
  await page.goto(loginPath(await waitForMail(email)));
  await expect(page.getByTestId('account-button')).toHaveAttribute('aria-label', a('menu.label').replace('{{name}}', email));
}

/** Logs out through the account menu and waits until the page shows the visitor's account button. */
export async function logout(page: Page): Promise<void> {
  const { text } = await import('./locale.ts');
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: text('de', 'account', 'menu.logout') }).click();
  await expect(page.getByTestId('account-button')).toHaveAttribute('aria-label', text('de', 'account', 'button'));
}

/** Registers a fresh account and makes it a planner. */
export async function loginAsPlanner(page: Page, baseURL: string) {
  const { uniqueEmail } = await import('./mail.ts');
  const email = uniqueEmail('planner');
  await registerAndLogIn(page, email);
  await grantRoles(baseURL, email, ['customer', 'planner']);
  await page.reload();
  await expect(page.getByTestId('staff-menu-button')).toBeVisible();
}

/** Logs in with e-mail and password through the account pop-up. */
export async function loginWithPassword(page: Page, email: string, password: string): Promise<void> {
  const { text } = await import('./locale.ts');
  const a = (key: string) => text('de', 'account', key);
  await page.getByTestId('account-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(a('dialog.email')).fill(email);
  await dialog.getByLabel(a('dialog.password')).fill(password);
  await dialog.getByRole('button', { name: a('dialog.login'), exact: true }).click();
}

/**
 * Opens the staff screen `key` (`staff.entries.<key>`): from the workspace through its navigation
 * (a drawer on a phone), from the public site through the staff menu.
 */
export async function openStaffEntry(page: Page, key: string): Promise<void> {
  const { text } = await import('./locale.ts');
  const shell = page.getByTestId('staff-shell');
  const menuButton = page.getByTestId('staff-menu-button');
  await expect(shell.or(menuButton)).toBeVisible();
  if (await shell.isVisible()) {
    const link = page.getByTestId(`staff-nav-${key}`);
    // Folded away on a phone or tablet: the top bar's toggle opens it.
    if (!(await link.isVisible())) await page.getByRole('button', { name: text('de', 'account', 'staff.toggleNavigation') }).click();
    await link.click();
    return;
  }
  await page.getByTestId('staff-menu-button').click();
  await page
    .getByTestId('staff-menu')
    .getByRole('menuitem', { name: text('de', 'account', `staff.entries.${key}`) })
    .click();
}

/** From the home page: logs in as the e2e admin and opens the staff menu's entry `key` (`staff.entries.<key>`). */
export async function openStaffEntryAsAdmin(page: Page, key: string): Promise<void> {
  const { text } = await import('./locale.ts');
  const { ADMIN } = await import('./playwright.config.ts');
  await page.goto('/');
  await rejectCookies(page);
  await loginWithPassword(page, ADMIN.email, ADMIN.password);
  await page.getByTestId('staff-menu-button').click();
  await page
    .getByTestId('staff-menu')
    .getByRole('menuitem', { name: text('de', 'account', `staff.entries.${key}`) })
    .click();
}

/** Calls the API from the page, with the page's session and CSRF token. */
export async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([m, p, payload]) => {
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch(p as string, {
        method: m as string,
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: res.status, json: await res.json() };
    },
    [method, path, body] as const,
  );
}

type Slot = { start: string; state: string };

/** Books `email` into the first free slot from today on (Lea, classic massage 55 minutes) as the admin; answers the start. */
export async function bookForCustomer(page: Page, email: string): Promise<string> {
  const found = (await api(page, 'GET', `/api/customers?search=${encodeURIComponent(email)}`)).json as { customers: Array<{ id: number }> };
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  const until = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  // Lea, named: without a therapist the slot would go to any free one, and journeys rely on Lea's ZSR and EMR numbers.
  const team = (await api(page, 'GET', '/api/therapists')).json as { therapists: Array<{ id: number; firstName: string }> };
  const lea = team.therapists.find((therapist) => therapist.firstName === 'Lea')!.id;
  const { days } = (await api(page, 'GET', `/api/availability?therapyId=1&arrangementId=2&from=${today}&to=${until}`)).json as {
    days: Array<{ slots: Slot[] }>;
  };
  // Each day's latest free slots first, so journeys running side by side rarely meet; a slot taken meanwhile is skipped.
  // Staff may book into the past, so their calendar shows today's passed hours as free: only slots
  // still ahead count (in an evening run today's latest slot has already begun and would be "past").
  const ahead = Date.now() + 10 * 60_000;
  const free = days.flatMap((d) => d.slots.filter((s) => s.state === 'free' && Date.parse(s.start) > ahead).reverse());
  // Sent by the page's request context (same session), so a slot taken meanwhile is no console error of the page.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  for (const { start } of free) {
    const res = await page.request.post('/api/staff/bookings', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
      data: { customerId: found.customers[0]!.id, therapyId: 1, arrangementId: 2, start, comment: '', notify: false, therapistId: lea },
    });
    if (res.status() === 201) return start;
    expect(res.status()).toBe(409);
  }
  throw new Error('no free slot in the next two weeks');
}

/** The booking list searched for `email`: its one row, in whichever section the booking falls (today's is open, later ones are under "upcoming"). */
export async function bookingRowOf(page: Page, email: string) {
  const { text } = await import('./locale.ts');
  const bl = (key: string) => text('de', 'booking-list', key);
  // The list loaded (its sections shown, nothing loading), so the text is typed into the screen that stays.
  await expect(page.getByRole('button', { name: new RegExp(`^${bl('sections.today')}`) })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  const searched = page.waitForResponse((res) => res.url().includes('/api/staff/bookings?') && res.url().includes('search='));
  await page.getByLabel(bl('filters.search'), { exact: true }).fill(email);
  await searched;
  const row = page.getByRole('row').filter({ hasText: email });
  if ((await row.count()) === 0) await page.getByRole('button', { name: new RegExp(`^${bl('sections.upcoming')}`) }).click();
  await expect(row).toHaveCount(1);
  return row;
}

/**
 * The calendar's day view paged to the first day, `minDays` ahead or later, where Lea Brunner is free
 * at `time` (days the other journeys leave alone); answers that free cell.
 */
export async function leaFreeAt(page: Page, time: string, minDays: number) {
  const { text } = await import('./locale.ts');
  const bl = (key: string) => text('de', 'booking-list', key);
  await page.getByText(bl('calendar.views.day'), { exact: true }).click();
  const grid = page.getByTestId('calendar-grid');
  await expect(grid).toBeVisible();
  const name = bl('calendar.freeCell')
    .replace('{{date}}, ', '')
    .replace('{{time}}', time)
    .replace('{{therapist}}', 'Lea Brunner')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const free = grid.getByRole('button', { name: new RegExp(name) });
  for (let day = 0; day < minDays + 10; day++) {
    const loaded = page.waitForResponse((res) => res.url().includes('/api/staff/bookings?'));
    await page.getByRole('button', { name: bl('calendar.next.day') }).click();
    await loaded;
    // Counted once the grid shows the answer: right after it arrived, the grid could still be the day
    // before's, whose free cell then was not there to click (CI, 2026-11-29).
    await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
    if (day >= minDays - 1 && (await free.count()) > 0) return free;
  }
  throw new Error(`Lea Brunner is not free at ${time} on any day from ${minDays} days ahead`);
}

/** A new customer registered and logged in in a browser context of their own, closed again (the staff's page stays as it is). */
export async function registerCustomer(browser: Browser, email: string): Promise<void> {
  const theirs = await browser.newContext({ locale: 'de-CH' });
  try {
    await registerAndLogIn(await theirs.newPage(), email);
  } finally {
    await theirs.close();
  }
}

/** The current code of an authenticator app holding `secret` (as shown on the setup screen), `stepsAhead` steps on. */
export async function authenticatorCode(secret: string, stepsAhead = 0): Promise<string> {
  const { generate } = await import('otplib');
  return generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/**
 * The second step's setup as a new staff member meets it after the login: scans nothing, types the
 * shown secret's code, checks the 10 recovery codes and goes on. Answers the secret.
 */
export async function setUpSecondFactor(page: Page): Promise<string> {
  const { text } = await import('./locale.ts');
  const a = (key: string) => text('de', 'account', key);
  const screen = page.getByTestId('second-factor');
  await expect(screen.getByRole('heading', { name: a('secondFactor.setupTitle') })).toBeVisible();
  await expect(screen.getByTestId('mfa-qr')).toBeVisible();
  const secret = (await screen.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');
  await screen.getByLabel(a('mfa.codeLabel')).fill(await authenticatorCode(secret));
  await screen.getByRole('button', { name: a('mfa.setup.confirm') }).click();
  await expect(screen.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await screen.getByRole('button', { name: a('secondFactor.continue') }).click();
  await expect(screen).toBeHidden();
  return secret;
}
