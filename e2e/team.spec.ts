import { expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';
import { loginPath, uniqueEmail, waitForMail } from './mail.ts';

const a = (key: string) => text('de', 'account', key);
const tm = (key: string) => text('de', 'team', key);

test('the admin adds a therapist, whose mailed link logs them in; deactivating them ends their session', async ({ page, browser, consoleErrors }) => {
  const email = uniqueEmail('therapeutin');
  await openStaffEntryAsAdmin(page, 'team');
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tm('title'));

  await page.getByRole('button', { name: tm('add.action') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: tm('fields.email') }).fill(email);
  await dialog.getByRole('textbox', { name: tm('fields.firstName') }).fill('Tina');
  await dialog.getByRole('textbox', { name: tm('fields.lastName') }).fill('Therapeutin');
  await dialog.getByRole('checkbox', { name: a('roles.therapist') }).check();
  await dialog.getByRole('button', { name: tm('add.save') }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: tm('table.label') });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Tina Therapeutin');
  await expect(row).toContainText(a('roles.therapist'));
  await expect(row).toContainText(tm('status.active'));

  // The new therapist, in a browser of their own, follows the mailed link.
  const theirs = await browser.newContext({ locale: 'de-CH' });
  try {
    const them = await theirs.newPage();
    await them.goto(loginPath(await waitForMail(email)));
    await expect(them.getByTestId('staff-menu-button')).toBeVisible();

    await row.getByText('Tina Therapeutin').click();
    await dialog.getByRole('switch', { name: tm('fields.active') }).click();
    await expect(dialog.getByLabel(tm('fields.inactiveFrom'))).not.toHaveValue('');
    await dialog.getByRole('button', { name: tm('edit.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(tm('status.inactive').split(' {{')[0]!);

    await them.reload();
    await expect(them.getByTestId('account-button')).toHaveAttribute('aria-label', a('button'));
    await expect(them.getByTestId('staff-menu-button')).toHaveCount(0);
  } finally {
    await theirs.close();
  }
  expect(consoleErrors).toEqual([]);
});

test('adding a staff member with a bad e-mail, a one-letter name and no role is refused in place, and nobody is added', async ({ page }) => {
  await openStaffEntryAsAdmin(page, 'team');
  await page.getByRole('button', { name: tm('add.action') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: tm('fields.email') }).fill('tina@');
  await dialog.getByRole('textbox', { name: tm('fields.firstName') }).fill('T');
  await dialog.getByRole('textbox', { name: tm('fields.lastName') }).fill('Therapeutin');
  await dialog.getByRole('button', { name: tm('add.save') }).click();
  await expect(dialog.getByText(text('de', 'common', 'validation.invalidEmail'))).toBeVisible();
  await expect(dialog.getByText(tm('errors.nameTooShort'))).toBeVisible();
  await expect(dialog.getByText(tm('errors.staffRoleNeeded'))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: tm('fields.email') })).toBeFocused();
  await dialog.getByRole('button', { name: text('de', 'common', 'cancel') }).click();
  await expect(
    page
      .getByRole('table', { name: tm('table.label') })
      .getByRole('row')
      .filter({ hasText: 'tina@' }),
  ).toHaveCount(0);
});
