import { api, bookForCustomer, expect, openStaffEntryAsAdmin, test } from './fixtures.ts';
import { text } from './locale.ts';

const c = (key: string) => text('de', 'cash', key);
const pay = (key: string) => text('de', 'payments', key);
const bl = (key: string) => text('de', 'booking-list', key);
// A demo customer no other journey books for.
const CUSTOMER = 'olga.ivanova@example.com';

const zurichToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
/** The previous month of today and its last day. */
function previousMonth(): { month: string; lastDay: string } {
  const [year, month] = zurichToday().split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { month: last.toISOString().slice(0, 7), lastDay: last.toISOString().slice(0, 10) };
}
const pieces = (value: string) => new RegExp(`^${c('count.pieces').replace('{{value}}', `CHF\\s${value.replace('.', '\\.')}`)}$`);

test('the front desk takes cash, the accountant counts the till at the month’s end with a CHF 0.50 shortfall, closes the month and downloads PDF and CSV', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await openStaffEntryAsAdmin(page, 'bookingList');
  // Cash for a treatment, at the front desk.
  await bookForCustomer(page, CUSTOMER);
  await page.goto(`/bookingList?search=${encodeURIComponent(CUSTOMER)}`);
  const row = page
    .getByRole('row')
    .filter({ hasText: CUSTOMER })
    .filter({ hasText: bl('row.outstanding') })
    .first();
  if (!(await row.isVisible())) await page.getByRole('button', { name: new RegExp(`^${bl('sections.upcoming')}`) }).click();
  const bookingRow = page.getByRole('row').filter({ hasText: CUSTOMER }).first();
  await bookingRow.getByRole('button', { name: bl('row.payment'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: pay('form.type') }).click();
  await page.getByRole('option', { name: pay('types.2'), exact: true }).click();
  const recorded = page.waitForResponse((res) => res.url().endsWith('/api/staff/payments') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: pay('form.submit') }).click();
  const payment = (await (await recorded).json()) as { targetId: number };
  await dialog.getByRole('button', { name: pay('done') }).click();

  // It is in this month's cash book, booked by the payment itself.
  await page.goto('/cashRegister');
  await expect(page.getByRole('row').filter({ hasText: `Barzahlung Buchung ${payment.targetId}` })).toContainText(c('types.cashReceipt'));

  // Last month: change money taken from the bank, then the till counted on its last day, 50 Rappen short.
  const { month, lastDay } = previousMonth();
  await page.goto(`/cashRegister?month=${month}`);
  await page.getByRole('button', { name: c('actions.newEntry') }).click();
  const entry = page.getByRole('dialog');
  await entry.getByLabel(new RegExp(`^${c('entry.date')}`)).fill(lastDay);
  await entry.getByLabel(new RegExp(`^${c('entry.type')}`)).selectOption('withdrawal');
  await entry.getByLabel(new RegExp(`^${c('entry.subject')}`)).fill('Wechselgeld');
  await entry.getByLabel(new RegExp(`^${c('entry.amount')}`)).fill('100.00');
  await entry.getByRole('button', { name: c('entry.submit') }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Wechselgeld' })).toBeVisible();

  // The till as booked on that day: the change money, and the demo's cash payment when it fell in that month.
  const booked = ((await api(page, 'GET', `/api/staff/cash/months/${month}`)).json as { closingRappen: number }).closingRappen;
  expect(booked).toBeGreaterThanOrEqual(10_000);
  await page.getByRole('button', { name: c('actions.count') }).click();
  const count = page.getByRole('form', { name: c('count.title') });
  await count.getByLabel(new RegExp(`^${c('count.date')}`)).fill(lastDay);
  let rest = booked - 50;
  for (const value of ['200', '100', '50', '20', '10', '5', '2', '1', '0.50', '0.20', '0.10', '0.05']) {
    const n = Math.floor(rest / Math.round(Number(value) * 100));
    if (n === 0) continue;
    rest -= n * Math.round(Number(value) * 100);
    await count.getByLabel(pieces(value)).fill(String(n));
  }
  await count.getByLabel(new RegExp(`^${c('count.comment')}`)).fill('Fehlbetrag 50 Rappen');
  const counted = page.waitForResponse((res) => res.url().endsWith('/api/staff/cash/counts') && res.request().method() === 'POST');
  await count.getByRole('button', { name: c('count.submit') }).click();
  const result = (await (await counted).json()) as { countedRappen: number; discrepancyRappen: number };
  expect(result).toMatchObject({ countedRappen: booked - 50, discrepancyRappen: -50 });
  await expect(page.getByText(c('count.saved'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Fehlbetrag 50 Rappen' })
      .filter({ hasText: c('types.variousExpense') }),
  ).toHaveCount(1);

  // Closed: nothing dated in it changes any more.
  await page.getByRole('button', { name: c('actions.close') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: c('closeMonth.submit') })
    .click();
  await expect(page.getByText(c('states.closed')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: c('actions.newEntry') })).toHaveCount(0);

  // The accountant's files.
  const pdfHref = await page.getByRole('link', { name: c('exports.monthPdf') }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const csvHref = await page.getByRole('link', { name: c('exports.monthCsv') }).getAttribute('href');
  const csv = await page.request.get(csvHref!);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const body = await csv.text();
  expect(body).toContain('Wechselgeld;1000;1020;100.00');
  expect(body).toContain('Kassendifferenz: Fehlbetrag 50 Rappen;6700;1000;0.50');

  // Reopened by the managing director (the admin acts as one), so the journey can run again.
  expect((await api(page, 'POST', `/api/staff/cash/months/${month}/reopen`, { reason: 'Journey' })).status).toBe(200);
  expect(consoleErrors).toEqual([]);
});
