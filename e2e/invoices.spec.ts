import type { Locator } from '@playwright/test';
import { api, bookForCustomer, expect, openStaffEntry, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';
import { waitForMail, waitForMailAbout } from './mail.ts';

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
  await dialog.getByRole('combobox', { name: pay('form.type') }).click();
  await page.getByRole('option', { name: pay('types.5'), exact: true }).click();
  const recorded = page.waitForResponse((res) => res.url().endsWith('/api/staff/payments') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: pay('form.submit') }).click();
  const payment = (await (await recorded).json()) as { targetId: number; typeId: number };
  expect(payment.typeId).toBe(5);
  await dialog.getByRole('button', { name: pay('done') }).click();

  // The row now opens the invoice as PDF in a new tab.
  const link = page
    .getByRole('main')
    .getByRole('link', { name: bl('invoiceInfo.invoice'), exact: true })
    .first();
  await expect(link).toHaveAttribute('href', `/api/staff/bookings/${payment.targetId}/invoice/pdf`);
  const pdf = await page.request.get(`/api/staff/bookings/${payment.targetId}/invoice/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const listed = (await api(page, 'GET', '/api/staff/invoices')).json as { invoices: Array<{ number: string; targetId: number }> };
  const number = listed.invoices.find((i) => i.targetId === payment.targetId)!.number;
  await openStaffEntry(page, 'invoices');
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
  await closeButtonBelow(send).click();
  await expect(invoiceRow).toContainText(inv('states.sent'));
  expect(consoleErrors).toEqual([]);
});

test('an invoice reminded twice gets its third reminder with the processing fee, printed and e-mailed in French', async ({ page, consoleErrors }) => {
  // The demo's Sophie Dubois has not paid an invoice of two months ago despite two reminders.
  const SOPHIE = 'sophie.dubois@example.com';
  await openStaffEntryAsAdmin(page, 'invoices');
  await page.goto('/invoices?state=overdue');
  const row = page.getByRole('row').filter({ hasText: SOPHIE });
  await expect(row).toContainText(inv('reminders.level').replace('{{level}}', '2'));
  const number = (await row.getByRole('link').first().textContent())!.trim();
  await row.getByRole('button', { name: /Aktionen/ }).click();
  const created = page.waitForResponse((res) => res.url().endsWith('/reminders') && res.request().method() === 'POST');
  await page.getByRole('menuitem', { name: inv('actions.remind') }).click();
  const reminder = (await (await created).json()) as { level: number; feeRappen: number };
  expect(reminder).toMatchObject({ level: 3, feeRappen: 2000 });
  const made = page.getByRole('dialog', { name: inv('reminders.created').replace('{{level}}', '3').replace('{{number}}', number) });
  const invoiceId = (await api(page, 'GET', '/api/staff/invoices?state=sent')).json as { invoices: Array<{ id: number; number: string }> };
  const id = invoiceId.invoices.find((i) => i.number === number)!.id;
  await expect(made.getByRole('link', { name: inv('actions.openReminder') })).toHaveAttribute('href', `/api/staff/invoices/${id}/reminders/3/pdf`);
  const pdf = await page.request.get(`/api/staff/invoices/${id}/reminders/3/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`3e-rappel-Facture-${number}-Sophie-Dubois.pdf`);

  await made.getByRole('button', { name: inv('actions.sendReminder') }).click();
  const send = page.getByRole('dialog');
  await expect(send.getByRole('textbox', { name: inv('send.subject') })).toHaveValue(new RegExp(`3e rappel pour la facture ${number}`));
  // The amount asked for: the invoice's CHF 140.00 and the fee of CHF 20.00.
  await expect(send.getByRole('textbox', { name: inv('send.text') })).toHaveValue(/160\.00/);
  await send.getByRole('button', { name: inv('send.submit') }).click();
  await expect(send.getByText(text('de', 'common', 'mail.sent'))).toBeVisible({ timeout: 30_000 });
  const mail = await waitForMailAbout(SOPHIE, `3e rappel pour la facture ${number}`);
  expect(mail.text).toContain('160.00');
  await closeButtonBelow(send).click();
  // Ten more days to pay: no longer overdue, reminded three times.
  await expect(row).toHaveCount(0);
  await page.goto('/invoices?state=sent');
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText(inv('reminders.level').replace('{{level}}', '3'));
  expect(consoleErrors).toEqual([]);
});

/** The dialog's own close button below its content (the × in its title bar carries the same name). */
function closeButtonBelow(dialog: Locator) {
  return dialog.getByRole('button', { name: inv('close'), exact: true }).last();
}
