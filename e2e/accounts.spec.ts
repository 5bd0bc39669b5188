import { ADMIN } from './playwright.config.ts';
import { expect, grantRoles, loginWithPassword, logout, registerAndLogIn, rejectCookies, test } from './fixtures.ts';
import { text } from './locale.ts';
import { loginPath, uniqueEmail, waitForMail } from './mail.ts';
import type { Page } from '@playwright/test';

const de = (key: string) => text('de', 'account', key);

async function openRegisterTab(page: Page) {
  await page.getByTestId('account-button').click();
  await page.getByRole('tab', { name: de('dialog.tabRegister') }).click();
}

test('a visitor registers by e-mail, logs in with the mailed link, and logs out', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('guest');
  await page.goto('/pricing');
  await rejectCookies(page);
  await openRegisterTab(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(de('dialog.email')).fill('not-an-address');
  await dialog.getByRole('button', { name: de('dialog.registerButton') }).click();
  await expect(dialog.getByText(de('errors.invalidEmail'))).toBeVisible();

  await dialog.getByLabel(de('dialog.email')).fill(email);
  await dialog.getByRole('button', { name: de('dialog.registerButton') }).click();
  await expect(dialog.getByTestId('account-status')).toHaveText(de('status.login-new-account'));

  const mail = await waitForMail(email);
  expect(mail.subject).toContain('Praxis Sanara');
  expect(mail.html).toContain('Seefeldstrasse 42');
  await page.goto(loginPath(mail));
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByTestId('account-button').click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.keyboard.press('Escape');
  await logout(page);
  await page.getByTestId('account-button').click();
  await expect(page.getByRole('tab', { name: de('dialog.tabLogin') })).toBeVisible();
  expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('an outdated link offers a new one, which logs in', async ({ page }) => {
  const email = uniqueEmail('outdated');
  await page.goto('/');
  await rejectCookies(page);
  await openRegisterTab(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(de('dialog.email')).fill(email);
  await dialog.getByRole('button', { name: de('dialog.registerButton') }).click();
  const first = await waitForMail(email, 1);
  await dialog.getByRole('button', { name: de('dialog.registerButton') }).click();
  await expect(dialog.getByTestId('account-status')).toHaveText(de('status.login-link-sent'));
  await waitForMail(email, 2);

  await page.goto(loginPath(first));
  await expect(page.getByRole('heading', { name: de('autoLogin.outdatedTitle') })).toBeVisible();
  await page.getByRole('button', { name: de('autoLogin.sendNew') }).click();
  await expect(page.getByText(de('status.login-link-sent'))).toBeVisible();
  const third = await waitForMail(email, 3);
  await page.goto(loginPath(third));
  await expect(page).toHaveURL(/\/$/);
  // Logged in once the button names the account (before that, a click opens the login dialogue).
  await expect(page.getByTestId('account-button')).toHaveAttribute('aria-label', de('menu.label').replace('{{name}}', email));
  await page.getByTestId('account-button').click();
  await expect(page.getByRole('menu')).toContainText(email);
});

test('a wrong password shows the reason and then the forgot-password link', async ({ page }) => {
  await page.goto('/');
  await rejectCookies(page);
  await loginWithPassword(page, ADMIN.email, 'wrong-password');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('login-error')).toContainText(text('de', 'common', 'errors.LOGIN_FAILED'));
  await dialog.getByRole('button', { name: de('dialog.forgotLink') }).click();
  await expect(dialog.getByRole('tab', { name: de('dialog.tabRegister') })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel(de('dialog.email'))).toHaveValue(ADMIN.email);
});

test('a customer without a password asks for a login link on the login tab, and the mailed link logs them in', async ({ page }) => {
  // An e-mail-only account, as a registration or a guest booking leaves it: no password.
  const email = uniqueEmail('nopassword');
  await page.goto('/pricing');
  await rejectCookies(page);
  await openRegisterTab(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(de('dialog.email')).fill(email);
  await dialog.getByRole('button', { name: de('dialog.registerButton') }).click();
  await expect(dialog.getByTestId('account-status')).toHaveText(de('status.login-new-account'));
  await waitForMail(email, 1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByTestId('account-button').click();
  await dialog.getByRole('tab', { name: de('dialog.tabLogin') }).click();
  await expect(dialog.getByRole('tab', { name: de('dialog.tabLogin') })).toHaveAttribute('aria-selected', 'true');
  const sendLink = dialog.getByRole('button', { name: de('dialog.linkButton') });
  // The address is checked before anything is sent.
  await dialog.getByLabel(de('dialog.email')).fill('not-an-address');
  await sendLink.click();
  await expect(dialog.getByText(de('errors.invalidEmail'))).toBeVisible();
  await expect(dialog.getByLabel(de('dialog.email'))).toBeFocused();

  // A password the account does not have: the message offers the link right there.
  await dialog.getByLabel(de('dialog.email')).fill(email);
  await dialog.getByLabel(de('dialog.password')).fill('a-guess');
  await dialog.getByRole('button', { name: de('dialog.login'), exact: true }).click();
  const error = dialog.getByTestId('login-error');
  await expect(error).toContainText(de('dialog.noPasswordHint'));
  await expect(error.getByRole('button', { name: de('dialog.linkInstead') })).toBeVisible();

  await sendLink.click();
  const sent = dialog.getByTestId('login-link-status');
  await expect(sent).toHaveText(de('dialog.linkSent').replace('{{address}}', email).replace('{{registerTab}}', de('dialog.tabRegister')));
  await expect(sent).toBeFocused();
  await expect(error).toHaveCount(0);

  const mail = await waitForMail(email, 2);
  await page.goto(loginPath(mail));
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('account-button')).toHaveAttribute('aria-label', de('menu.label').replace('{{name}}', email));
});

test('a logged-out visitor opening a guarded page logs in in the pop-up and stays there, by password or by the mailed link', async ({ page }) => {
  await page.goto('/');
  await rejectCookies(page);
  // By password: /account, as from a bookmark.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('loginRequired.title'));
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(de('dialog.email')).fill(ADMIN.email);
  await dialog.getByLabel(de('dialog.password')).fill(ADMIN.password);
  await dialog.getByRole('button', { name: de('dialog.login'), exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'profile', 'title'));
  await logout(page);

  // By the link a new customer asks for in the pop-up: /bookings, as from a mail; the link leads back there.
  const email = uniqueEmail('guarded');
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/bookings$/);
  await page
    .getByRole('dialog')
    .getByRole('tab', { name: de('dialog.tabRegister') })
    .click();
  await page.getByRole('dialog').getByLabel(de('dialog.email')).fill(email);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: de('dialog.registerButton') })
    .click();
  await expect(page.getByRole('dialog').getByTestId('account-status')).toHaveText(de('status.login-new-account'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: de('dialog.tabRegister') })).toHaveCount(0);
  // Closed, the pop-up can be opened again from the page.
  await expect(page.getByTestId('login-required').getByRole('button', { name: de('loginRequired.button') })).toBeVisible();
  await page.goto(loginPath(await waitForMail(email)));
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'bookings', 'title'));
});

test('a customer opening /clientList lands on the home page', async ({ page }) => {
  await registerAndLogIn(page, uniqueEmail('customer'));
  await expect(page.getByTestId('staff-menu-button')).toHaveCount(0);
  await page.goto('/clientList');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'home', 'hero.title'));
});

test('staff see the menu of their active roles; as planner only the planner entries', async ({ page, baseURL }) => {
  const email = uniqueEmail('staff');
  await registerAndLogIn(page, email);
  await expect(page.getByTestId('staff-menu-button')).toHaveCount(0);
  await grantRoles(baseURL!, email, ['customer', 'accountant', 'admin']);
  await page.reload();

  await page.getByTestId('staff-menu-button').click();
  const menu = page.getByTestId('staff-menu');
  await expect(menu.getByRole('menuitem', { name: de('staff.entries.dbUpdates') })).toBeVisible();
  await menu.getByRole('menuitem', { name: de('staff.entries.activeRoles') }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de('activeRoles.title'));
  for (const role of ['customer', 'therapist', 'accountant', 'team_leader', 'managing_director', 'admin']) {
    await page.getByRole('checkbox', { name: de(`roles.${role}`) }).uncheck();
  }
  await page.getByRole('checkbox', { name: de('roles.planner') }).check();
  await page.getByRole('button', { name: de('activeRoles.save') }).click();
  await expect(page.getByRole('status')).toContainText(de('roles.planner'));

  // The workspace's navigation, grouped by task: exactly the planner's screens.
  const navigation = page.getByRole('navigation', { name: de('staff.navigation') });
  await expect(navigation.getByRole('group')).toHaveText(
    ['today', 'customers', 'money', 'reports', 'practice'].map((group) => new RegExp(`^${de(`staff.groups.${group}`)}`)),
  );
  await expect(navigation.locator('[data-testid^="staff-nav-"]')).toHaveText(
    [
      'calendar',
      'bookingList',
      'todo',
      'waitlist',
      'clientList',
      'cashRegister',
      'invoices',
      'voucherManagement',
      'performance',
      'operationPlan',
      'absences',
    ].map((key) => new RegExp(`^${de(`staff.entries.${key}`)}`)),
  );
  // The planner's performance report, the to-do list and the client list open (no longer placeholders).
  await navigation.getByRole('link', { name: de('staff.entries.performance') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'performance', 'title'));
  await page.goto('/todo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'payments', 'todo.title'));
  await page.goto('/clientList');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'client-list', 'title'));
  await page.goto('/dbUpdates');
  await expect(page).toHaveURL(/\/$/);
});

test('logging out in one tab logs out the other within a second or two', async ({ page, context }) => {
  await page.goto('/');
  await rejectCookies(page);
  await loginWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('account-button')).toHaveAttribute('aria-label', text('de', 'account', 'menu.label').replace('{{name}}', ADMIN.email));
  const other = await context.newPage();
  await other.goto('/about');
  await expect(other.getByTestId('staff-menu-button')).toBeVisible();
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: de('menu.logout') }).click();
  await expect(other.getByTestId('staff-menu-button')).toHaveCount(0, { timeout: 3000 });
  await expect(other.getByTestId('account-button')).toHaveAttribute('aria-label', de('button'));
});
