import { authenticatorCode, expect, grantRoles, logout, registerAndLogIn, test } from './fixtures.ts';
import { text } from './locale.ts';
import { loginPath, uniqueEmail, waitForMail } from './mail.ts';

const a = (key: string) => text('de', 'account', key);

test('a therapist turns on two-factor login with a code computed here, logs in by link with the next code (a wrong one refused), sees her sessions and subscribes to her calendar', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('zwei.faktor');
  await registerAndLogIn(page, email);
  await grantRoles(baseURL!, email, ['customer', 'therapist']);

  // The account's security tab: turn it on (the demo practice does not require it).
  await page.goto('/account?tab=password');
  const section = page.getByTestId('mfa-section');
  await expect(section.getByTestId('mfa-status')).toHaveText(a('mfa.section.off'));
  await section.getByRole('button', { name: a('mfa.section.turnOn') }).click();
  await expect(section.getByTestId('mfa-qr')).toBeVisible();
  const secret = (await section.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel(a('mfa.codeLabel')).fill(await authenticatorCode(secret));
  await section.getByRole('button', { name: a('mfa.setup.confirm') }).click();
  await expect(section.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await section.getByRole('button', { name: a('mfa.section.done') }).click();
  await expect(section.getByTestId('mfa-status')).toHaveText(a('mfa.section.on'));

  // Next login by e-mailed link: the second step asks for a code before anything else opens.
  await logout(page);
  await page.getByTestId('account-button').click();
  await page.getByRole('tab', { name: a('dialog.tabRegister') }).click();
  await page.getByRole('dialog').getByLabel(a('dialog.email')).fill(email);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: a('dialog.registerButton') })
    .click();
  await page.goto(loginPath(await waitForMail(email, 2)));
  const screen = page.getByTestId('second-factor');
  await expect(screen.getByRole('heading', { name: a('secondFactor.verifyTitle') })).toBeVisible();
  // A guarded page leads back to the second step.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/second-factor/);
  // The header knows the login is under way: its button offers the step and logging out, not a new login.
  await page.getByTestId('account-button').click();
  await expect(page.getByRole('menuitem', { name: a('secondFactor.documentTitle') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: a('menu.logout') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: a('menu.logout') })).toBeHidden();
  const right = await authenticatorCode(secret, 1);
  await screen.getByLabel(a('mfa.codeLabel')).fill(right === '000000' ? '111111' : '000000');
  await screen.getByRole('button', { name: a('mfa.verify'), exact: true }).click();
  await expect(screen.getByText(text('de', 'common', 'errors.MFA_INVALID'))).toBeVisible();
  // The next step's code: the one used to set it up is never taken again.
  await screen.getByLabel(a('mfa.codeLabel')).fill(right);
  await screen.getByRole('button', { name: a('mfa.verify'), exact: true }).click();
  // The login goes on where it was asked for (the account page), now in the staff workspace.
  await expect(page.getByTestId('staff-shell')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  // The security tab lists her sessions, this one marked as this device.
  await page.goto('/account?tab=password');
  const sessions = page.getByTestId('sessions-section');
  await expect(sessions.getByTestId('session-current')).toHaveText(a('sessions.current'));
  await expect(sessions.getByText(/Chrome/).first()).toBeVisible();

  // Her calendar feed: the address is shown once and a calendar client can read it.
  const feed = page.getByTestId('calendar-feed-section');
  await expect(feed.getByTestId('calendar-feed-status')).toHaveText(a('calendarFeed.off'));
  await feed.getByRole('button', { name: a('calendarFeed.create') }).click();
  const url = await feed.getByTestId('calendar-feed-url').inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const ics = await page.request.get(new URL(url).pathname);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR/);
  expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
});
