import { api, bookForCustomer, expect, openStaffEntryAsAdmin, registerAndLogIn, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail, waitForMailAbout } from './mail.ts';

const v = (key: string) => text('de', 'vouchers', key);
const pay = (key: string) => text('de', 'payments', key);
const bl = (key: string) => text('de', 'booking-list', key);

test('a Christmas voucher by invoice in advance reaches its recipient once the accountant records the payment, and pays part of the next treatment', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // The customer, with the address an invoice needs, orders the voucher on /vouchers.
  const buyer = uniqueEmail('gutschein');
  const recipient = uniqueEmail('beschenkt');
  const theirs = await browser.newContext({ locale: 'de-CH' });
  const customer = await theirs.newPage();
  await registerAndLogIn(customer, buyer);
  const profile = {
    firstName: 'Greta',
    lastName: 'Geber',
    phone: '+41 79 555 66 77',
    language: 'de',
    street: 'Seestrasse 5',
    postalCode: '8002',
    location: 'Zürich',
  };
  expect((await api(customer, 'PUT', '/api/profile', profile)).status).toBe(200);
  await customer.goto('/vouchers');
  const form = customer.getByRole('form', { name: v('form.label') });
  await form.getByRole('radio', { name: v('motifs.christmas') }).check();
  await form.getByRole('button', { name: v('value.choice').replace('{{francs}}', '75') }).click();
  await form.getByLabel(v('names.from')).fill('Greta');
  await form.getByLabel(v('names.for')).fill('Hans');
  await form.getByRole('radio', { name: v('shipping.toRecipient') }).check();
  await form.getByRole('radio', { name: v('shipping.email') }).check();
  await form.getByLabel(new RegExp(`^${v('shipping.recipientEmail')}`)).fill(recipient);
  await form.getByRole('radio', { name: new RegExp(`^${v('methods.invoice.name')}`) }).check();
  await expect(form.getByText(v('onlineUnavailable'))).toBeVisible();
  const made = customer.waitForResponse((res) => res.url().endsWith('/api/vouchers') && res.request().method() === 'POST');
  await form.getByRole('button', { name: v('form.submit') }).click();
  const voucher = (await (await made).json()) as { id: number; number: string };
  await expect(customer.getByText(v('done.title').replace('{{number}}', voucher.number))).toBeVisible();
  // The invoice with its QR-bill comes at once.
  const invoiceMail = await waitForMailAbout(buyer, 'für Ihren Geschenkgutschein');
  expect(invoiceMail.text).toMatch(/CHF\s75\.00/);
  await theirs.close();

  // The accountant records the invoice payment in voucher management.
  await openStaffEntryAsAdmin(page, 'voucherManagement');
  await expect(page).toHaveURL(/\/voucherManagement/);
  await page.getByRole('searchbox', { name: v('search.label') }).fill(voucher.number);
  const row = page.getByRole('row').filter({ hasText: voucher.number });
  await expect(row).toContainText(v('states.unconfirmed'));
  await row.getByRole('button', { name: /Aktionen/ }).click();
  await page.getByRole('menuitem', { name: v('actions.payment') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: pay('form.type') }).click();
  await page.getByRole('option', { name: pay('types.7'), exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: new RegExp(pay('form.amount')) })).toHaveValue('75.00');
  const recorded = page.waitForResponse((res) => res.url().endsWith('/api/staff/payments') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: pay('form.submit') }).click();
  expect((await recorded).status()).toBe(201);
  await dialog.getByRole('button', { name: pay('done') }).click();
  await expect(row).toContainText(v('states.sent'));

  // The recipient's certificate, naming the giver.
  const certificate = await waitForMailAbout(recipient, 'Ihr Geschenkgutschein');
  expect(certificate.text.replace(/\s+/g, ' ')).toContain('Greta schenkt Ihnen einen Gutschein über CHF 75.00');

  // At the next treatment the voucher pays CHF 75 of the CHF 140.
  await bookForCustomer(page, buyer);
  await page.goto(`/bookingList?search=${encodeURIComponent(buyer)}`);
  const bookingRow = page.getByRole('row').filter({ hasText: buyer }).first();
  if (!(await bookingRow.isVisible())) await page.getByRole('button', { name: new RegExp(`^${bl('sections.upcoming')}`) }).click();
  await bookingRow.getByRole('button', { name: bl('row.payment'), exact: true }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('combobox', { name: pay('form.type') }).click();
  await page.getByRole('option', { name: pay('types.4'), exact: true }).click();
  await expect(editor.getByRole('button', { name: pay('form.submit') })).toHaveCount(0);
  await editor.getByRole('combobox', { name: new RegExp(`^${pay('form.voucher')}`) }).fill(voucher.number);
  await page.getByRole('option', { name: new RegExp(voucher.number) }).click();
  await expect(editor.getByRole('textbox', { name: new RegExp(pay('form.amount')) })).toHaveValue('75.00');
  const redeemed = page.waitForResponse((res) => res.url().endsWith('/api/staff/payments') && res.request().method() === 'POST');
  await editor.getByRole('button', { name: pay('form.submit') }).click();
  expect((await redeemed).status()).toBe(201);
  await expect(editor.getByText(pay('voucherUsed').replace('{{number}}', voucher.number))).toBeVisible();
  const detail = (await api(page, 'GET', `/api/staff/vouchers/${voucher.id}`)).json as { balanceRappen: number; state: string; redemptions: unknown[] };
  expect(detail).toMatchObject({ balanceRappen: 0, state: 'usedUp' });
  expect(detail.redemptions).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
