import type { Page } from '@playwright/test';
import { api, expect, openStaffEntryAsAdmin, registerAndLogIn, test } from './fixtures.ts';
import { text } from './locale.ts';
import { uniqueEmail, waitForMailAbout } from './mail.ts';

const v = (key: string) => text('de', 'vouchers', key);
const inv = (key: string) => text('de', 'invoices', key);
const common = (key: string) => text('de', 'common', key);

/** Orders a CHF 75 voucher on /vouchers, to be paid by invoice and e-mailed to `recipient`; answers the request's response. */
async function orderByInvoice(page: Page, recipient: string) {
  await page.goto('/vouchers');
  const form = page.getByRole('form', { name: v('form.label') });
  await form.getByRole('radio', { name: v('motifs.birthday') }).check();
  await form.getByRole('button', { name: v('value.choice').replace('{{francs}}', '75') }).click();
  await form.getByLabel(v('names.from')).fill('Greta');
  await form.getByLabel(v('names.for')).fill('Hans');
  await form.getByRole('radio', { name: v('shipping.toRecipient') }).check();
  await form.getByRole('radio', { name: v('shipping.email') }).check();
  await form.getByLabel(new RegExp(`^${v('shipping.recipientEmail')}`)).fill(recipient);
  await form.getByRole('radio', { name: new RegExp(`^${v('methods.invoice.name')}`) }).check();
  const made = page.waitForResponse((res) => res.url().endsWith('/api/vouchers') && res.request().method() === 'POST');
  await form.getByRole('button', { name: v('form.submit') }).click();
  return made;
}

test('a voucher sold by invoice: at most two open at once, and when staff mark its invoice paid the voucher is paid and its certificate mailed', async ({
  browser,
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const buyer = uniqueEmail('gutschein-rechnung');
  const recipient = uniqueEmail('beschenkt-rechnung');
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

  // The first order: its invoice with the QR-bill comes at once.
  const first = await orderByInvoice(customer, recipient);
  expect(first.status()).toBe(201);
  const voucher = (await first.json()) as { id: number; number: string };
  await expect(customer.getByText(v('done.title').replace('{{number}}', voucher.number))).toBeVisible();
  const invoiceMail = await waitForMailAbout(buyer, 'für Ihren Geschenkgutschein');
  const invoiceNumber = invoiceMail.subject.match(/\d{4}-\d{4,}/)![0];

  // A second order by invoice still goes; a third while both are unpaid is refused, with the reason, and makes nothing.
  const second = await api(customer, 'POST', '/api/vouchers', {
    motif: 'neutral',
    valueRappen: 7_500,
    fromName: 'Greta',
    forName: 'Hans',
    shipping: { to: 'buyer', by: 'email' },
    paymentMethod: 'invoice',
    comment: '',
  });
  expect(second.status).toBe(201);
  const third = await orderByInvoice(customer, recipient);
  expect(third.status()).toBe(409);
  await expect(customer.getByRole('alert').filter({ hasText: common('errors.VOUCHER_INVOICES_OPEN') })).toBeVisible();
  const own = (await api(customer, 'GET', '/api/vouchers/own')).json as { vouchers: unknown[] };
  expect(own.vouchers).toHaveLength(2);
  await theirs.close();

  // The money arrived: staff mark the voucher's invoice paid on the invoices screen.
  await openStaffEntryAsAdmin(page, 'invoices');
  await expect(page).toHaveURL(/\/invoices/);
  const row = page.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row).toContainText(inv('states.sent'));
  await row.getByRole('button', { name: /Aktionen/ }).click();
  await page.getByRole('menuitem', { name: inv('actions.paid') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(inv('paid.voucher'))).toBeVisible();
  // Not before the invoice's day: said at the field, nothing sent.
  const date = dialog.getByLabel(new RegExp(inv('paid.date')));
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await date.fill(yesterday);
  await dialog.getByRole('button', { name: inv('paid.submit') }).click();
  await expect(dialog.getByText(common('validation.paidBeforeIssue'))).toBeVisible();
  await date.fill(today);
  const paid = page.waitForResponse((res) => res.url().endsWith('/paid') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: inv('paid.submit') }).click();
  expect((await paid).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(inv('states.paid'));

  // The voucher is paid with it, and its certificate reaches the one it is for.
  const certificate = await waitForMailAbout(recipient, 'Ihr Geschenkgutschein');
  expect(certificate.text.replace(/\s+/g, ' ')).toContain('Greta schenkt Ihnen einen Gutschein über CHF 75.00');
  const detail = (await api(page, 'GET', `/api/staff/vouchers/${voucher.id}`)).json as {
    paid: boolean;
    state: string;
    payments: Array<{ typeId: number; amountRappen: number; date: string }>;
    invoice: { id: number; state: string };
  };
  expect(detail).toMatchObject({ paid: true, state: 'sent', invoice: { state: 'paid' } });
  expect(detail.payments).toEqual([expect.objectContaining({ typeId: 7, amountRappen: 7_500, date: today })]);
  // Its invoice now asks for nothing: the PDF is still there, paid.
  const pdf = await page.request.get(`/api/staff/invoices/${detail.invoice.id}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(consoleErrors).toEqual([]);
});
