import { api, bookForCustomer, expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';
import { waitForMail } from './mail.ts';

const bl = (key: string) => text('de', 'booking-list', key);
const pay = (key: string) => text('de', 'payments', key);
const inv = (key: string) => text('de', 'invoices', key);

// A demo customer with a full address (an invoice needs one); no other journey books for him.
const CUSTOMER = 'marco.rossi@example.com';

test('the front desk bills a treatment by invoice, opens the PDF and e-mails it from the invoices screen', async ({ page, consoleErrors }) => {
  await openStaffEntryAsAdmin(page, 'bookingList');
  await bookForCustomer(page, CUSTOMER);
  await page.goto(`/bookingList?search=${encodeURIComponent(CUSTOMER)}`);
  const row = page
    .getByRole('row')
    .filter({ hasText: CUSTOMER })
    .filter({ hasNotText: bl('invoiceInfo.invoice') })
    .first();
  if ((await row.count()) === 0) await page.getByRole('button', { name: new RegExp(`^${bl('sections.upcoming')}`) }).click();
  await row.getByRole('button', { name: bl('row.payment'), exact: true }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: pay('form.type') }).click();
  await page.getByRole('option', { name: pay('types.5'), exact: true }).click();
  const recorded = page.waitForResponse((res) => res.url().endsWith('/api/staff/payments') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: pay('form.submit') }).click();
  const payment = (await (await recorded).json()) as { targetId: number; typeId: number };
  expect(payment.typeId).toBe(5);
  await dialog.getByRole('button', { name: pay('done') }).click();

  // The row now opens the invoice as PDF in a new tab.
  const link = page.getByRole('link', { name: bl('invoiceInfo.invoice') }).first();
  await expect(link).toHaveAttribute('href', `/api/staff/bookings/${payment.targetId}/invoice/pdf`);
  const pdf = await page.request.get(`/api/staff/bookings/${payment.targetId}/invoice/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const listed = (await api(page, 'GET', '/api/staff/invoices')).json as { invoices: Array<{ number: string; targetId: number }> };
  const number = listed.invoices.find((i) => i.targetId === payment.targetId)!.number;
  await page.getByTestId('staff-menu-button').click();
  await page
    .getByTestId('staff-menu')
    .getByRole('menuitem', { name: text('de', 'account', 'staff.entries.invoices') })
    .click();
  await expect(page).toHaveURL(/\/invoices/);
  const invoiceRow = page.getByRole('row').filter({ hasText: number });
  await expect(invoiceRow).toContainText(inv('states.open'));
  await invoiceRow.getByRole('button', { name: /Aktionen/ }).click();
  await page.getByRole('menuitem', { name: inv('actions.send') }).click();
  const send = page.getByRole('dialog');
  await expect(send.getByRole('textbox', { name: inv('send.to') })).toHaveValue(CUSTOMER);
  await expect(send.getByRole('textbox', { name: inv('send.subject') })).toHaveValue(new RegExp(number));
  await send.getByRole('button', { name: inv('send.submit') }).click();
  await expect(send.getByText(text('de', 'common', 'mail.sent'))).toBeVisible({ timeout: 30_000 });
  const mail = await waitForMail(CUSTOMER, 1);
  // Marco Rossi reads Italian: the mail (and the invoice) speak it.
  expect(mail.subject).toContain(`Fattura ${number}`);
  await send.getByRole('button', { name: inv('close') }).click();
  await expect(invoiceRow).toContainText(inv('states.sent'));
  expect(consoleErrors).toEqual([]);
});
