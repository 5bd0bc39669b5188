import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { invoices, users } from '../../db/schema/index.ts';
import { bananaTransactions } from './cash-export.ts';

const COLUMNS = ['Date', 'Doc', 'Description', 'AccountDebit', 'AccountCredit', 'Amount', 'VatCode'];
/** The practice's own chart: every role on another account than the defaults. */
const MAPPING = {
  cash: '1001',
  card: '1091',
  twint: '1092',
  bank: '1025',
  receivables: '1105',
  voucherLiability: '2300',
  revenue: '3000',
  expenses: '6500',
};
const RANGE = 'from=2027-01-01&to=2027-01-31';

/**
 * The Banana Accounting export of a January made through the routes with the accounts of a changed
 * mapping, read column by column as Banana's "Text file with column headers" import reads it.
 */
describe.each(DB_KINDS)('the bookkeeping for Banana on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let accountant: string;
  let therapist: string;
  let customer: string;
  let annaId: number;
  const numbers = { invoice: '', cancelled: '', creditNote: '', voucher: '', redeemed: '' };

  const login = async () => {
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
    therapist = await loginCookie(t.app, 'lea@example.com');
    customer = await loginCookie(t.app, 'anna.meier@example.com');
  };
  const post = async (url: string, payload: object, cookie = planner, status = 201) => {
    const res = await t.app.inject({ method: 'POST', url, headers: asUser(cookie), payload });
    expect(res.statusCode, `${url} ${res.body}`).toBe(status);
    return res.json();
  };
  const book = async (start: string, arrangementId = 2) =>
    (await post('/api/staff/bookings', { customerId: annaId, therapyId: 1, arrangementId, start, notify: false }, therapist)).id as number;
  const pay = (targetId: number, typeId: number, amountRappen: number, extra: object = {}) =>
    post('/api/staff/payments', { targetType: 'booking', targetId, typeId, amountRappen, ...extra });
  const invoiceOf = async (paymentId: number) => (await t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)))[0]!;
  const download = (query = RANGE, cookie = accountant) => t.app.inject({ method: 'GET', url: `/api/staff/cash/export.txt?${query}`, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2027-01-11T17:00:00+01:00'));
    await createBookableTherapist(t.db);
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await t.db.update(users).set({ street: 'Bahnhofstrasse 1', postalCode: '8001', location: 'Zürich', countryCode: 'CH' }).where(eq(users.id, annaId));
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    await enterQrIban(t.app, t.db);
    const admin = await loginCookie(t.app, 'billing-admin@example.com');
    const practice = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload: { ...practice, cashAccounts: MAPPING } });
    expect(saved.statusCode, saved.body).toBe(200);
    await login();

    // 11 January: cash with 10 % off, card, TWINT for half an hour, two invoices; a voucher of
    // CHF 1,200 sold by card, a smaller one by TWINT and CHF 40 of it redeemed; coffee and a deposit paid from the till.
    const cash = await book('2027-01-11T09:00:00+01:00');
    await pay(cash, 2, 12_600, { discountPercent: 10 });
    await pay(await book('2027-01-11T10:00:00+01:00'), 1, 14_000);
    await pay(await book('2027-01-11T11:00:00+01:00', 1), 3, 7_500);
    const paid = await invoiceOf((await pay(await book('2027-01-11T14:00:00+01:00'), 5, 14_000)).id);
    const cancelled = await invoiceOf((await pay(await book('2027-01-11T15:00:00+01:00'), 5, 14_000)).id);
    numbers.invoice = paid.number;
    numbers.cancelled = cancelled.number;
    const gift = { motif: 'neutral', shipping: { to: 'buyer', by: 'email' }, paymentMethod: 'inPerson' };
    const sold = await post('/api/vouchers', { ...gift, valueRappen: 120_000 }, customer);
    numbers.voucher = sold.number;
    await post('/api/staff/payments', { targetType: 'voucher', targetId: sold.id, typeId: 1, amountRappen: 120_000 });
    const small = await post('/api/vouchers', { ...gift, valueRappen: 5_000 }, customer);
    numbers.redeemed = small.number;
    await post('/api/staff/payments', { targetType: 'voucher', targetId: small.id, typeId: 3, amountRappen: 5_000 });
    await pay(await book('2027-01-11T16:00:00+01:00'), 4, 4_000, { voucherId: small.id });
    await post(
      '/api/staff/cash/transactions',
      { date: '2027-01-11', type: 'cashExpense', subject: 'Kaffee; Milch "bio"', amountRappen: 2_000, direction: 'credit' },
      accountant,
    );
    await post(
      '/api/staff/cash/transactions',
      { date: '2027-01-11', type: 'deposit', subject: '=Einzahlung Bank', amountRappen: 5_000, direction: 'credit' },
      accountant,
    );

    // 20 January: the first invoice paid, the second cancelled by a credit note.
    t.clock.set(new Date('2027-01-20T10:00:00+01:00'));
    await login();
    await post(`/api/staff/invoices/${paid.id}/paid`, { paidOn: '2027-01-20' }, accountant, 200);
    numbers.creditNote = (await post(`/api/staff/invoices/${cancelled.id}/cancel`, {}, accountant, 200)).creditNoteNumber;
  }, 300_000);
  afterAll(() => t?.close());

  /** The file's lines without the final line feed, each split at its tabs. */
  const fieldsOf = (body: string) =>
    body
      .slice(0, -1)
      .split('\n')
      .map((line) => line.split('\t'));

  it('is a UTF-8 text file without byte-order mark: Banana’s column names, a tab between fields, a line feed after each record', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Buchhaltung-Banana-2027-01-01-2027-01-31.txt"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 4).toString('utf8')).toBe('Date');
    expect(res.body.endsWith('\n')).toBe(true);
    expect(res.body).not.toContain('\r');
    const lines = res.body.slice(0, -1).split('\n');
    expect(lines[0]).toBe(COLUMNS.join('\t'));
    for (const line of lines) expect(line.split('\t'), line).toHaveLength(COLUMNS.length);
    // 3 cash-book lines (cash payment, coffee, deposit), 2 invoices made, 1 paid, 1 credit note, card and TWINT, 2 voucher sales, 1 redemption.
    expect(lines).toHaveLength(1 + 3 + 2 + 1 + 1 + 2 + 2 + 1);
  });

  it('writes days as YYYY-MM-DD within the range, amounts in francs with a point and two decimals, and leaves the VAT code empty', async () => {
    const rows = fieldsOf((await download()).body).slice(1);
    for (const [date, , , , , amount, vatCode] of rows) {
      expect(date).toMatch(/^2027-01-(0[1-9]|[12]\d|3[01])$/);
      expect(amount).toMatch(/^\d+\.\d{2}$/);
      expect(vatCode).toBe('');
    }
    // No thousands separator: the voucher of CHF 1,200.
    expect(rows.map((row) => row[5])).toContain('1200.00');
    expect(rows.map((row) => row[0])).toEqual([...rows.map((row) => row[0]!)].sort());
  });

  it('books each record on the accounts of the changed mapping', async () => {
    const rows = fieldsOf((await download()).body).slice(1);
    const accounts = new Set(Object.values(MAPPING));
    for (const row of rows) {
      expect(accounts.has(row[3]!), row.join(' | ')).toBe(true);
      expect(accounts.has(row[4]!), row.join(' | ')).toBe(true);
      expect(row[3]).not.toBe(row[4]);
    }
    const pick = (debit: string, credit: string) => rows.filter((row) => row[3] === debit && row[4] === credit).map((row) => [row[0], row[1], row[2], row[5]]);
    expect(pick('1001', '3000')).toEqual([['2027-01-11', expect.stringMatching(/^2027-\d{4}$/), expect.stringMatching(/^Barzahlung Buchung /), '126.00']]);
    expect(pick('6500', '1001')).toEqual([['2027-01-11', expect.any(String), 'Kaffee; Milch "bio"', '20.00']]);
    expect(pick('1025', '1001')).toEqual([['2027-01-11', expect.any(String), "'=Einzahlung Bank", '50.00']]);
    expect(pick('1091', '3000')).toEqual([['2027-01-11', '', expect.stringMatching(/^Kartenzahlung, Buchung 2027-\d{5}$/), '140.00']]);
    expect(pick('1092', '3000')).toEqual([['2027-01-11', '', expect.stringMatching(/^TWINT-Zahlung, Buchung 2027-\d{5}$/), '75.00']]);
    expect(pick('1105', '3000')).toEqual([
      ['2027-01-11', numbers.invoice, expect.stringContaining(`Rechnung ${numbers.invoice}, Buchung 2027-`), '140.00'],
      ['2027-01-11', numbers.cancelled, expect.stringContaining(`Rechnung ${numbers.cancelled}, Buchung 2027-`), '140.00'],
    ]);
    expect(pick('1091', '2300')).toEqual([['2027-01-11', '', `Gutscheinverkauf mit Karte, Gutschein ${numbers.voucher}`, '1200.00']]);
    expect(pick('1092', '2300')).toEqual([['2027-01-11', '', `Gutscheinverkauf mit TWINT, Gutschein ${numbers.redeemed}`, '50.00']]);
    expect(pick('2300', '3000')).toEqual([
      ['2027-01-11', '', expect.stringMatching(new RegExp(`^Gutschein ${numbers.redeemed} eingelöst, Buchung 2027-\\d{5}$`)), '40.00'],
    ]);
    expect(pick('1025', '1105')).toEqual([['2027-01-20', numbers.invoice, `Zahlungseingang Rechnung ${numbers.invoice}`, '140.00']]);
    expect(pick('3000', '1105')).toEqual([['2027-01-20', numbers.creditNote, `Gutschrift ${numbers.creditNote} zu Rechnung ${numbers.cancelled}`, '140.00']]);
  });

  it('holds the cash book’s lines as the CSV does, with their document numbers', async () => {
    const rows = fieldsOf((await download()).body).slice(1);
    const csv = await t.app.inject({ method: 'GET', url: `/api/staff/cash/export.csv?${RANGE}`, headers: { cookie: accountant } });
    const cashRows: string[][] = parse(csv.rawPayload, { bom: true, delimiter: ';' }).slice(1);
    const tillLines = rows.filter((row) => row[3] === MAPPING.cash || row[4] === MAPPING.cash);
    expect(tillLines.map((row) => [row[0], row[1], row[3], row[4], row[5]])).toEqual(cashRows.map((row) => [row[0], row[1], row[3], row[4], row[5]]));
  });

  it('keeps tabs and line breaks out of a field, should a text ever hold one', () => {
    const file = bananaTransactions([
      { date: '2027-01-11', doc: '2027-0001', description: 'Kaffee\tund\r\nMilch', debit: '6500', credit: '1001', amountRappen: 2_000 },
    ]);
    expect(file).toBe(`${COLUMNS.join('\t')}\n2027-01-11\t2027-0001\tKaffee und Milch\t6500\t1001\t20.00\t\n`);
  });

  it('speaks the asked language, refuses a reversed range naming the field, and is for the cash book’s readers only', async () => {
    const english = fieldsOf((await download(`${RANGE}&language=en`)).body);
    expect(english[0]).toEqual(COLUMNS);
    expect(english.map((row) => row[2])).toContain(`Payment received, invoice ${numbers.invoice}`);
    const reversed = await download('from=2027-01-31&to=2027-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details).toEqual([expect.objectContaining({ path: '/to' })]);
    expect((await download(RANGE, customer)).statusCode).toBe(403);
    expect((await download(RANGE, planner)).statusCode).toBe(200);
    // Nothing in February: the header alone.
    expect((await download('from=2027-02-01&to=2027-02-28')).body).toBe(`${COLUMNS.join('\t')}\n`);
  });
});
