import { test as base, chromium, type Page } from '@playwright/test';
import axe from 'axe-core';
import { AXE_RULES, AXE_SKIPPED_RULES, axeViolations, describeFindings, PUBLIC, withLang } from './axe.ts';
import { api, bookForCustomer, expect, loginWithPassword, registerAndLogIn, registerCustomer, rejectCookies } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail } from './mail.ts';
import { ADMIN, BASE_URL } from './playwright.config.ts';

// The plain Playwright test: these tests look at every page themselves (the journeys' automatic check would look twice).
const test = base;

/** Waits until the page has its heading and nothing is loading any more, then expects no axe violation. */
async function expectAccessible(page: Page, what = page.url()) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
  const findings = await axeViolations(page);
  expect(findings, describeFindings(what, findings)).toEqual([]);
}

/** Opens a page in `lang` and checks it. */
async function visit(page: Page, path: string, lang: string) {
  await page.goto(withLang(path, lang));
  await expectAccessible(page, `${path} (${lang})`);
}

/** Chooses the first free slot of the /book calendar, so its panel (with the way to book) is checked too. */
async function chooseFirstSlot(page: Page) {
  const calendar = page.getByTestId('booking-calendar');
  // A phone shows one week: late on a Saturday or on a Sunday, the calendar starts with the next.
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await calendar.locator('button[data-state="free"]').first().click();
  await expect(page.getByTestId('selected-slot')).toBeVisible();
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

test('the check runs every rule of axe 4.14, the experimental ones and target-size included', () => {
  expect(axe.version).toMatch(/^4\.14\./);
  const skipped = AXE_SKIPPED_RULES.map(({ rule }) => rule);
  expect(AXE_RULES).toEqual(expect.arrayContaining(['target-size', 'p-as-heading', 'focus-order-semantics', 'label-content-name-mismatch']));
  expect([...AXE_RULES, ...skipped].sort()).toEqual(
    axe
      .getRules()
      .map(({ ruleId }) => ruleId)
      .sort(),
  );
});

for (const { name, viewport } of VIEWPORTS) {
  for (const lang of ['de', 'ru']) {
    test.describe(`accessibility on a ${name} in ${lang}`, () => {
      test.use({ viewport, locale: lang === 'de' ? 'de-CH' : 'ru-RU' });
      // Sixteen pages, each looked at by axe (every rule) on two cores shared with the servers.
      test.setTimeout(300_000);

      test('every public page, the cookie banner and the login pop-up have no axe violation', async ({ page }) => {
        await visit(page, '/', lang);
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        await rejectCookies(page);
        for (const path of PUBLIC) {
          await visit(page, path, lang);
          if (path === '/about') {
            const therapist = await page.locator('a[href^="/therapist/"]').first().getAttribute('href');
            await visit(page, new URL(therapist!, BASE_URL).pathname, lang);
          }
          if (path.startsWith('/book?')) {
            await chooseFirstSlot(page);
            await expectAccessible(page, `${path} with a chosen slot (${lang})`);
          }
        }
        await page.getByTestId('language-picker').click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page, `language menu (${lang})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
        await page.getByTestId('account-button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, `login pop-up (${lang})`);
        await page.getByRole('tab').nth(1).click();
        await expectAccessible(page, `register tab of the login pop-up (${lang})`);
      });

      test("every customer page (bookings, a booking's card, account, health form, booking) has no axe violation", async ({ page }) => {
        const email = uniqueEmail(`a11y-${name}-${lang}`);
        // Registered through the German pop-up (the helper reads its labels); the pages are then visited in `lang`.
        await registerAndLogIn(page, email, '/?lang=de');
        // A booking of the customer's, made by the admin in a browser of their own.
        const staff = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
        try {
          const adminPage = await (await staff.newContext({ baseURL: BASE_URL, locale: 'de-CH' })).newPage();
          await adminPage.goto('/');
          await rejectCookies(adminPage);
          await loginWithPassword(adminPage, ADMIN.email, ADMIN.password);
          await expect(adminPage.getByTestId('staff-menu-button')).toBeVisible();
          await bookForCustomer(adminPage, email);
        } finally {
          await staff.close();
        }
        await visit(page, '/bookings', lang);
        const card = page.getByTestId('booking-card-link').first();
        await expect(card).toBeVisible();
        await visit(page, (await card.getAttribute('href'))!, lang);
        await visit(page, '/account', lang);
        await page.getByTestId('account-button').click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page, `account menu (${lang})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
        await visit(page, '/health-form', lang);
        await visit(page, '/book?therapyid=1&arrangementid=2', lang);
        await chooseFirstSlot(page);
        await expectAccessible(page, `/book with a chosen slot, logged in (${lang})`);
      });
    });
  }
}

/** Every staff screen, each tab of the operations plan too. */
const STAFF_SCREENS = [
  '/bookingList',
  '/bookingList?view=day',
  '/bookingList?view=week',
  '/todo',
  '/waitlist',
  '/clientList',
  '/cashRegister',
  '/invoices',
  '/voucherManagement',
  '/performance',
  '/admin/team',
  '/operationPlan',
  '/operationPlan?tab=therapistPlans',
  '/operationPlan?tab=weekPlans',
  '/operationPlan?tab=catalogue',
  '/absences',
  '/admin/settings',
  '/admin/setup',
  '/admin/audit',
  '/admin/users',
  '/dbUpdates',
  '/activeRoles',
  '/account',
];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The labels of visible buttons whose text does not fit them (cut off). */
function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Button-label'))
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );
}

/** Checks the open dialogue (or menu) once it has settled, then closes it with Escape. */
async function expectDialogAccessible(page: Page, what: string, close = true) {
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
  const findings = await axeViolations(page);
  expect(findings, describeFindings(what, findings)).toEqual([]);
  expect(await clippedButtons(page), `${what}: buttons whose text is cut off`).toEqual([]);
  if (close) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/** The front desk's dialogues and menus, open: booking in the calendar (and a new caller), a row's actions, move, cancel, payment with an invoice. */
async function frontDeskDialogues(page: Page, lang: string) {
  const bl = (key: string) => text(lang, 'booking-list', key);
  // Ten days ahead or the Monday after: a working day with free times whatever the hour.
  const ahead = new Date(Date.now() + 10 * 86_400_000);
  while ([0, 6].includes(ahead.getUTCDay())) ahead.setUTCDate(ahead.getUTCDate() + 1);
  const day = ahead.toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  await visit(page, `/bookingList?view=day&date=${day}`, lang);
  const freeSuffix = bl('calendar.freeCell').split('{{therapist}}')[1]!;
  await page
    .getByTestId('calendar-grid')
    .getByRole('button', { name: new RegExp(`${escapeRegExp(freeSuffix)}$`) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: bl('calendar.book.title') })).toBeVisible();
  await expectDialogAccessible(page, `calendar booking (${lang})`, false);
  await page.getByRole('button', { name: bl('calendar.book.newCustomer') }).click();
  await expect(page.getByTestId('new-customer-form')).toBeVisible();
  await expectDialogAccessible(page, `new caller (${lang})`);

  await visit(page, '/bookingList', lang);
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(bl('sections.upcoming'))}`) }).click();
  const actionsLabel = text(lang, 'table', 'actionsFor').split('{{name}}')[0]!;
  const actions = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(actionsLabel)}`) }).first();
  await actions.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectDialogAccessible(page, `booking actions menu (${lang})`, false);
  await page.getByRole('menuitem', { name: bl('actions.move') }).click();
  await expect(page.getByTestId('move-dialog')).toBeVisible();
  await expectDialogAccessible(page, `move dialogue (${lang})`);
  await actions.click();
  await page.getByRole('menuitem', { name: bl('actions.cancel') }).click();
  await expect(page.getByTestId('cancel-choice')).toBeVisible();
  await expectDialogAccessible(page, `cancel dialogue (${lang})`, false);
  await page
    .getByTestId('cancel-choice')
    .getByRole('button', { name: bl('cancel.change') })
    .click();
  await expectDialogAccessible(page, `cancel dialogue, every question (${lang})`);
  await page
    .getByRole('button', { name: bl('row.payment'), exact: true })
    .first()
    .click();
  const type = page.getByRole('combobox', { name: text(lang, 'payments', 'form.type') });
  await type.click();
  await page.getByRole('option', { name: text(lang, 'payments', 'types.5') }).click();
  await expectDialogAccessible(page, `payment dialogue, invoice (${lang})`);
}

for (const { name, viewport } of VIEWPORTS) {
  const lang = name === 'phone' ? 'fr' : 'de';
  test.describe(`the staff workspace on a ${name} in ${lang}`, () => {
    test.use({ viewport, locale: lang === 'de' ? 'de-CH' : 'fr-CH' });
    test.setTimeout(300_000);

    test('every staff screen and the navigation have no axe violation and fit the screen', async ({ page }) => {
      // Logged in through the German pop-up (the helper reads its labels); the screens are then visited in `lang`.
      await page.goto('/?lang=de');
      await rejectCookies(page);
      await loginWithPassword(page, ADMIN.email, ADMIN.password);
      // Logged in before the first screen is opened (a navigation right away would cut the login off).
      await expect(page.getByTestId('staff-menu-button')).toBeVisible();
      for (const path of STAFF_SCREENS) {
        await visit(page, path, lang);
        // No screen is wider than the device: wide tables scroll within themselves.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${path} overflow`).toBe(0);
        expect(await clippedButtons(page), `${path}: buttons whose text is cut off`).toEqual([]);
      }
      // The navigation: a drawer on the phone, at the side on the desktop.
      if (name === 'phone') {
        await page
          .getByRole('button', { name: /navigation/i })
          .first()
          .click();
        await expect(page.getByTestId('staff-nav-team')).toBeVisible();
        await expectAccessible(page, `navigation drawer (${lang})`);
      }
    });

    test('the front desk’s dialogues and menus have no axe violation', async ({ page }) => {
      await page.goto('/?lang=de');
      await rejectCookies(page);
      await loginWithPassword(page, ADMIN.email, ADMIN.password);
      // Logged in before the first screen is opened (a navigation right away would cut the login off).
      await expect(page.getByTestId('staff-menu-button')).toBeVisible();
      await frontDeskDialogues(page, lang);
    });
  });
}

test('a cancelled booking in the week calendar is as readable as the rest (the demo week may have none)', async ({ page, browser }) => {
  const email = uniqueEmail('cancelled-block');
  await registerCustomer(browser, email);
  await page.goto('/?lang=de');
  await rejectCookies(page);
  await loginWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('staff-menu-button')).toBeVisible();
  const start = await bookForCustomer(page, email);
  const day = new Date(start).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  const { json } = await api(page, 'GET', `/api/staff/bookings?from=${day}&to=${day}&time=all&cancellation=all&search=${encodeURIComponent(email)}`);
  const [booking] = (json as { bookings: Array<{ id: number }> }).bookings;
  const cancelled = await api(page, 'POST', `/api/staff/bookings/${booking!.id}/cancel`, {
    cancelType: 3,
    reason: 'illness',
    costOption: 'none',
    sendEmail: false,
    language: 'de',
    text: '',
  });
  expect(cancelled.status).toBe(200);
  await page.goto(`/bookingList?view=week&date=${day}&lang=de`);
  const cancelledLabel = `(${text('de', 'booking-list', 'calendar.cancelled')})`;
  const block = page
    .getByTestId('calendar-grid')
    .getByRole('button', { name: new RegExp(`${escapeRegExp(cancelledLabel)}$`) })
    .last();
  await expect(block).toBeVisible();
  // In view: axe cannot tell the colour behind a block the grid's header or the page's edge covers.
  await block.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'week calendar with a cancelled booking (de)');
});
