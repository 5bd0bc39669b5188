import { api, expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';

const bl = (key: string) => text('de', 'booking-list', key);
const inv = (key: string) => text('de', 'invoices', key);

type Therapy = {
  id: number;
  labelKey: string;
  texts: object;
  image: string;
  arrangementIds: number[];
  tariff590Code: string | null;
  active: boolean;
  sortOrder: number;
};

test('a paid treatment gets a Tarif 590 receipt in French once the therapy has its tariff position', async ({ page, consoleErrors }) => {
  await openStaffEntryAsAdmin(page, 'bookingList');
  // The demo's Anna Meier paid a classic massage by card three days ago.
  await page.goto('/bookingList?search=anna.meier%40example.com');
  await page.getByRole('button', { name: new RegExp(`^${bl('sections.past')}`) }).click();
  await page
    .getByRole('button', { name: bl('invoiceInfo.receipt'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: inv('receipt.languages.de') })).toBeChecked();
  await dialog.getByText(inv('receipt.languages.fr'), { exact: true }).click();

  // Without the therapy's Tarif 590 position the receipt is refused, and nothing is numbered.
  await dialog.getByRole('button', { name: inv('receipt.submit') }).click();
  await expect(dialog.getByText(text('de', 'common', 'errors.RECEIPT_DATA_MISSING'))).toBeVisible();

  const catalogue = (await api(page, 'GET', '/api/catalogue')).json as { therapies: Therapy[] };
  const massage = catalogue.therapies.find((therapy) => therapy.id === 1)!;
  const { id: _id, labelKey: _label, ...body } = massage;
  expect((await api(page, 'PUT', '/api/catalogue/therapies/1', { ...body, tariff590Code: '1200' })).status).toBe(200);

  const made = page.waitForResponse((res) => res.url().endsWith('/api/staff/receipts') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: inv('receipt.submit') }).click();
  const receipt = (await (await made).json()) as { id: number; number: string };
  await expect(dialog.getByText(inv('receipt.done').replace('{{number}}', receipt.number))).toBeVisible();
  const link = dialog.getByRole('link', { name: inv('receipt.open') });
  await expect(link).toHaveAttribute('href', `/api/staff/receipts/${receipt.id}/pdf`);
  const pdf = await page.request.get(`/api/staff/receipts/${receipt.id}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`Justificatif-${receipt.number}-Anna-Meier.pdf`);
  expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
});
