import { api, bookForCustomer, expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';

const bl = (key: string) => text('de', 'booking-list', key);
const inv = (key: string) => text('de', 'invoices', key);

// The demo's Marco Rossi reads Italian and has a full address (an invoice needs one).
const MARCO = 'marco.rossi@example.com';
const zurichDay = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });

type Row = { id: number; start: string; bookingNumber: string | null };

test('a treatment billed by invoice gets its Tarif 590 receipt in Italian once the invoice is paid', async ({ page, consoleErrors }) => {
  await openStaffEntryAsAdmin(page, 'bookingList');
  const start = await bookForCustomer(page, MARCO);
  const day = zurichDay(Date.parse(start));
  const listed = (await api(page, 'GET', `/api/staff/bookings?from=${day}&to=${day}&search=${encodeURIComponent(MARCO)}`)).json as { bookings: Row[] };
  const booking = listed.bookings.find((b) => Date.parse(b.start) === Date.parse(start))!;
  // Billed by invoice (an invoice-creation payment makes the invoice).
  expect((await api(page, 'POST', '/api/staff/payments', { targetType: 'booking', targetId: booking.id, amountRappen: 14000, typeId: 5 })).status).toBe(201);
  const invoices = (await api(page, 'GET', '/api/staff/invoices')).json as { invoices: Array<{ id: number; number: string; targetId: number }> };
  const invoice = invoices.invoices.find((i) => i.targetId === booking.id)!;

  const openDialog = async () => {
    await page.goto(`/bookingList?search=${encodeURIComponent(MARCO)}`);
    const row = page.getByRole('row').filter({ hasText: booking.bookingNumber! });
    if ((await row.count()) === 0) await page.getByRole('button', { name: new RegExp(`^${bl('sections.upcoming')}`) }).click();
    // An invoiced booking offers its invoice and its receipt.
    await expect(row.getByRole('link', { name: bl('invoiceInfo.invoice') })).toBeVisible();
    await row.getByRole('button', { name: bl('invoiceInfo.receipt'), exact: true }).click();
    return page.getByRole('dialog', { name: inv('receipt.title') });
  };

  // While the invoice is open, the treatment is not paid: no receipt yet.
  let dialog = await openDialog();
  // The customer reads Italian: so does the receipt, by default.
  await expect(dialog.getByRole('radio', { name: inv('receipt.languages.it') })).toBeChecked();
  // NOTE: another journey may book Marco Rossi the same day (billed by invoice, not paid either).
  const items = dialog.getByRole('list', { name: inv('receipt.bookings') }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items.filter({ hasNotText: inv('receipt.notPaid') })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Beleg für 0 Buchungen erstellen' })).toBeDisabled();
  await dialog.getByRole('button', { name: inv('cancel') }).click();

  // The money arrives: the invoice is marked paid today.
  expect((await api(page, 'POST', `/api/staff/invoices/${invoice.id}/paid`, { paidOn: zurichDay(Date.now()) })).status).toBe(200);
  dialog = await openDialog();
  await expect(items.filter({ hasNotText: inv('receipt.notPaid') })).toHaveCount(1);
  const made = page.waitForResponse((res) => res.url().endsWith('/api/staff/receipts') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Beleg für 1 Buchung erstellen' }).click();
  const response = await made;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ bookingIds: [booking.id], language: 'it' });
  const receipt = ((await response.json()) as { receipts: Array<{ id: number; number: string; totalRappen: number }> }).receipts[0]!;
  expect(receipt.totalRappen).toBe(14000);
  await expect(dialog.getByText(inv('receipt.doneFor').replace('{{number}}', receipt.number).replace('{{therapist}}', 'Lea Brunner'))).toBeVisible();
  await expect(dialog.getByRole('link', { name: inv('receipt.open') })).toHaveAttribute('href', `/api/staff/receipts/${receipt.id}/pdf`);
  const pdf = await page.request.get(`/api/staff/receipts/${receipt.id}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`Giustificativo-${receipt.number}-Marco-Rossi.pdf`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The invoice's payment now rests under the receipt: it stays until the receipt is cancelled.
  const payments = (await api(page, 'GET', `/api/staff/payments?targetType=booking&targetId=${booking.id}`)).json as { payments: Array<{ id: number }> };
  const removal = await page.request.delete(`/api/staff/payments/${payments.payments[0]!.id}`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '') },
  });
  expect(removal.status()).toBe(409);
  expect(((await removal.json()) as { error: { code: string } }).error.code).toBe('RECEIPT_ISSUED');
  expect(consoleErrors).toEqual([]);
});
