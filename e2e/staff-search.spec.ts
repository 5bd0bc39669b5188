import { expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';

const s = (key: string) => text('de', 'search', key);

test('the front desk finds a caller from the calendar: Ctrl+K, the name typed, Enter (3 keys) opens the customer’s profile', async ({
  page,
  consoleErrors,
}) => {
  await openStaffEntryAsAdmin(page, 'bookingList');
  await expect(page.getByRole('heading', { name: text('de', 'booking-list', 'title') })).toBeVisible();
  let keys = 0;
  keys++;
  await page.keyboard.press('ControlOrMeta+K');
  const dialog = page.getByRole('dialog', { name: s('title') });
  const field = dialog.getByRole('combobox', { name: s('label') });
  await expect(field).toBeFocused();
  keys++;
  await field.pressSequentially('meier anna');
  const hit = dialog.getByRole('option', { name: /Anna Meier/ }).first();
  await expect(hit).toBeVisible();
  keys++;
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account\?email=anna\.meier%40example\.com/);
  await expect(page.getByRole('textbox', { name: text('de', 'profile', 'fields.lastName') })).toHaveValue('Meier');
  expect(keys).toBe(3);
  expect(consoleErrors).toEqual([]);
});
