import { api, bookForCustomer, expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';
import { waitForMailAbout } from './mail.ts';

const bl = (key: string) => text('de', 'booking-list', key);
const inv = (key: string) => text('de', 'invoices', key);

const ANNA = 'anna.meier@example.com';
const zurichDay = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });

test('two paid treatments go on one Tarif 590 receipt in French, the receipt is e-mailed, copied and cancelled', async ({ page, consoleErrors }) => {
  await openStaffEntryAsAdmin(page, 'bookingList');
  // The demo's Anna Meier paid a classic massage by card three workdays ago; a second one, booked now, she pays by Twint.
  const start = await bookForCustomer(page, ANNA);
  const day = zurichDay(Date.parse(start));
  const listed = (await api(page, 'GET', `/api/staff/bookings?from=${day}&to=${day}&search=${encodeURIComponent(ANNA)}`)).json as {
    bookings: Array<{ id: number; start: string }>;
  };
  const second = listed.bookings.find((b) => Date.parse(b.start) === Date.parse(start))!;
  expect((await api(page, 'POST', '/api/staff/payments', { targetType: 'booking', targetId: second.id, amountRappen: 14000, typeId: 3 })).status).toBe(201);

  await page.goto(`/bookingList?search=${encodeURIComponent(ANNA)}`);
  await page.getByRole('button', { name: new RegExp(`^${bl('sections.past')}`) }).click();
  await page
    .getByRole('button', { name: bl('invoiceInfo.receipt'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: inv('receipt.languages.de') })).toBeChecked();
  await dialog.getByLabel(new RegExp(`^${inv('receipt.from')}`)).fill(zurichDay(Date.now() - 20 * 86_400_000));
  await dialog.getByLabel(new RegExp(`^${inv('receipt.to')}`)).fill(day);
  const bookings = dialog.getByRole('list', { name: inv('receipt.bookings') });
  await expect(bookings.getByRole('listitem').filter({ hasNotText: inv('receipt.notPaid') })).not.toHaveCount(0);
  await dialog.getByText(inv('receipt.languages.fr'), { exact: true }).click();
  const submit = dialog.getByRole('button', { name: /^Beleg für \d+ Buchungen erstellen$/ });

  // The demo's classic massage has its Tarif 590 method code (1062): the preview numbers nothing and already shows both treatments.
  const preview = await dialog.getByRole('link', { name: inv('receipt.preview') }).getAttribute('href');
  expect(preview).toContain('language=fr');
  const previewPdf = await page.request.get(preview!);
  expect(previewPdf.headers()['content-type']).toBe('application/pdf');

  const made = page.waitForResponse((res) => res.url().endsWith('/api/staff/receipts') && res.request().method() === 'POST');
  await submit.click();
  const response = await made;
  const receipt = ((await response.json()) as { receipts: Array<{ id: number; number: string }> }).receipts[0]!;
  expect((response.request().postDataJSON() as { bookingIds: number[] }).bookingIds).toContain(second.id);
  expect((response.request().postDataJSON() as { bookingIds: number[] }).bookingIds.length).toBeGreaterThanOrEqual(2);
  await expect(dialog.getByText(inv('receipt.doneFor').replace('{{number}}', receipt.number).replace('{{therapist}}', 'Lea Brunner'))).toBeVisible();
  await expect(dialog.getByRole('link', { name: inv('receipt.open') })).toHaveAttribute('href', `/api/staff/receipts/${receipt.id}/pdf`);
  const pdf = await page.request.get(`/api/staff/receipts/${receipt.id}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`Justificatif-${receipt.number}-Anna-Meier.pdf`);

  // E-mailed in French, with the PDF; the receipt is then sent.
  await dialog.getByRole('button', { name: inv('receipt.email') }).click();
  const mailDialog = page.getByRole('dialog', { name: inv('receipt.mailTitle').replace('{{number}}', receipt.number) });
  await expect(mailDialog.getByRole('textbox', { name: inv('send.subject') })).toHaveValue(new RegExp(`Justificatif de remboursement ${receipt.number}`));
  await mailDialog.getByRole('button', { name: inv('send.submit') }).click();
  await expect(mailDialog.getByText(inv('receipt.sent'))).toBeVisible();
  const mail = await waitForMailAbout(ANNA, `Justificatif de remboursement ${receipt.number}`);
  expect(mail.text).toContain('assurance complémentaire');
  const stored = (await api(page, 'GET', `/api/staff/receipts/bookings?customerId=${await customerId(page)}&from=${day}&to=${day}`)).json as {
    receipts: Array<{ id: number; sentAt: string | null }>;
  };
  expect(stored.receipts.find((r) => r.id === receipt.id)?.sentAt).not.toBeNull();

  // Among the earlier receipts: a copy, marked as one, then the receipt cancelled after asking.
  await page.goto(`/bookingList?search=${encodeURIComponent(ANNA)}`);
  await page.getByRole('button', { name: new RegExp(`^${bl('sections.past')}`) }).click();
  await page
    .getByRole('button', { name: bl('invoiceInfo.receipt'), exact: true })
    .first()
    .click();
  const again = page.getByRole('dialog', { name: inv('receipt.title') });
  const actions = again.getByRole('group', { name: inv('receipt.actionsOf').replace('{{number}}', receipt.number) });
  await actions
    .first()
    .getByRole('button', { name: inv('receipt.copy'), exact: true })
    .click();
  await expect(again.getByText(inv('receipt.copyDone').replace('{{number}}', receipt.number))).toBeVisible();
  await expect(actions).toHaveCount(2);
  // The original is listed last (newest first); only it can be cancelled.
  await actions
    .last()
    .getByRole('button', { name: inv('receipt.cancel') })
    .click();
  const cancel = page.getByRole('dialog', { name: inv('receipt.cancelTitle').replace('{{number}}', receipt.number) });
  await cancel.getByRole('textbox', { name: inv('receipt.cancelReason') }).fill('Falscher Behandlungsgrund');
  await cancel.getByRole('button', { name: inv('receipt.cancelSubmit') }).click();
  await expect(cancel.getByText(inv('receipt.cancelDone').replace('{{number}}', receipt.number))).toBeVisible();
  const after = (await api(page, 'GET', `/api/staff/receipts/bookings?customerId=${await customerId(page)}&from=${day}&to=${day}`)).json as {
    receipts: Array<{ id: number; cancelledAt: string | null }>;
  };
  expect(after.receipts.find((r) => r.id === receipt.id)?.cancelledAt).not.toBeNull();
  expect(consoleErrors).toEqual([]);
});

async function customerId(page: Parameters<typeof api>[0]): Promise<number> {
  return ((await api(page, 'GET', `/api/customers?search=${encodeURIComponent(ANNA)}`)).json as { customers: Array<{ id: number }> }).customers[0]!.id;
}
