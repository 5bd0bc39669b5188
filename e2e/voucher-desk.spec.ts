import { expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';

const v = (key: string) => text('de', 'vouchers', key);
const pay = (key: string) => text('de', 'payments', key);

test('the front desk sells a voucher to a customer at the desk and takes the payment: 6 clicks, a name typed and two Enters', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await openStaffEntryAsAdmin(page, 'voucherManagement');
  let clicks = 0;
  let keys = 0;
  const click = async (locator: ReturnType<typeof page.locator>) => {
    clicks++;
    await locator.click();
  };

  await click(page.getByRole('button', { name: v('management.sell') }));
  const dialog = page.getByRole('dialog', { name: v('management.sellTitle') });
  const form = dialog.getByRole('form', { name: v('form.label') });
  // Paid now, in person: the desk's default.
  await expect(form.getByRole('radio', { name: new RegExp(`^${v('methods.inPerson.name')}`) })).toBeChecked();
  const buyer = form.getByRole('combobox', { name: v('buyer.label') });
  await click(buyer);
  keys++;
  await buyer.pressSequentially('anna.meier');
  await click(page.getByRole('option', { name: /anna\.meier@example\.com/ }));
  await click(form.getByRole('radio', { name: v('motifs.birthday') }));
  await click(form.getByRole('button', { name: v('value.choice').replace('{{francs}}', '140') }));
  const made = page.waitForResponse((res) => res.url().endsWith('/api/vouchers') && res.request().method() === 'POST');
  await click(form.getByRole('button', { name: v('form.submit') }));
  const voucher = (await (await made).json()) as { id: number; number: string };

  // The sale goes on to its payment: CHF 140 by card, recorded with Enter, closed with Enter.
  const payment = page.getByRole('dialog');
  await expect(payment.getByRole('button', { name: pay('form.submit') })).toBeFocused();
  await expect(payment.getByRole('textbox', { name: new RegExp(pay('form.amount')) })).toHaveValue('140.00');
  const recorded = page.waitForResponse((res) => res.url().endsWith('/api/staff/payments') && res.request().method() === 'POST');
  keys++;
  await page.keyboard.press('Enter');
  expect((await (await recorded).json()) as { amountRappen: number }).toMatchObject({ amountRappen: 14000 });
  await expect(payment.getByText(pay('recorded'))).toBeVisible();
  keys++;
  await page.keyboard.press('Enter');
  await expect(payment).toBeHidden();

  // The list shows the sold voucher, paid, for Anna Meier; its certificate can be printed.
  const row = page.getByRole('row').filter({ hasText: voucher.number });
  await expect(row).toContainText('Anna Meier');
  await expect(row).not.toContainText(v('states.unconfirmed'));
  expect({ clicks, keys }).toEqual({ clicks: 6, keys: 3 });
  expect(consoleErrors).toEqual([]);
});
