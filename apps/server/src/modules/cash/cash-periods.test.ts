import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, cashCounts, cashPeriods, cashTransactions, invoices, payments, users } from '../../db/schema/index.ts';

type Reply = { statusCode: number; json(): { error?: { code: string; details?: Array<{ path: string; message: string }> } } & Record<string, unknown> };

/** The app with a therapist, a customer with an address, a planner, an accountant and a managing director; `at` moves the clock and logs everyone in again. */
async function cashApp(kind: (typeof DB_KINDS)[number], iso: string) {
  const t = await createTestApp(kind, { LOG_LEVEL: 'error' });
  t.clock.set(new Date(iso));
  await createBookableTherapist(t.db);
  const annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
  await t.db
    .update(users)
    .set({ street: 'Bahnhofstrasse', houseNumber: '1', postalCode: '8001', location: 'Zürich', countryCode: 'CH' })
    .where(eq(users.id, annaId));
  await createUser(t.db, 'plan@example.com', ['planner']);
  await createUser(t.db, 'acc@example.com', ['accountant']);
  await createUser(t.db, 'md@example.com', ['managing_director']);
  const cookies = { planner: '', accountant: '', director: '', lea: '', anna: '' };
  const login = async () => {
    cookies.anna = await loginCookie(t.app, 'anna.meier@example.com');
    cookies.planner = await loginCookie(t.app, 'plan@example.com');
    cookies.accountant = await loginCookie(t.app, 'acc@example.com');
    cookies.director = await loginCookie(t.app, 'md@example.com');
    cookies.lea = await loginCookie(t.app, 'lea@example.com');
  };
  await login();
  const at = async (when: string) => {
    t.clock.set(new Date(when));
    await login();
  };
  const post = (url: string, payload?: object, cookie = cookies.accountant) => t.app.inject({ method: 'POST', url, headers: asUser(cookie), payload });
  let slot = 0;
  /** A booking of Anna's in the week after `monday` (a weekday at 9:00 to 18:00). */
  const book = async (monday: string) => {
    const hour = [9, 10, 11, 14, 15, 16, 17, 18][slot % 8]!;
    const day = new Date(`${monday}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + Math.floor(slot / 8));
    slot += 1;
    const date = day.toISOString().slice(0, 10);
    // Zurich's summer time of 2027: from 28 March to 31 October.
    const offset = date >= '2027-03-28' && date < '2027-10-31' ? '+02:00' : '+01:00';
    const start = `${date}T${String(hour).padStart(2, '0')}:00:00${offset}`;
    const res = await post('/api/staff/bookings', { customerId: annaId, therapyId: 1, arrangementId: 2, start, notify: false }, cookies.lea);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  /** A payment of today (a payment's day is corrected afterwards, see `PUT …/date`). */
  const pay = (bookingId: number, typeId: number, amountRappen: number) =>
    post(
      '/api/staff/payments',
      { targetType: 'booking', targetId: bookingId, amountRappen, typeId, ...(amountRappen < 0 ? { transactionText: 'Rückerstattung' } : {}) },
      cookies.planner,
    );
  const entry = (date: string, type: string, amountRappen: number, direction: 'debit' | 'credit', subject = type) =>
    post('/api/staff/cash/transactions', { date, type, subject, amountRappen, direction });
  const count = (date: string, denominations: Record<string, number>, comment = '') => post('/api/staff/cash/counts', { date, denominations, comment });
  const close = (month: string) => post(`/api/staff/cash/months/${month}/close`);
  const reopen = (month: string, reason: string, cookie = cookies.director) => post(`/api/staff/cash/months/${month}/reopen`, { reason }, cookie);
  const month = async (m: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/staff/cash/months/${m}`, headers: { cookie: cookies.accountant } })).json();
  /** What a refusal must leave as it was: every entry, count, payment and closed month. */
  const snapshot = async () => ({
    entries: await t.db.select().from(cashTransactions).orderBy(cashTransactions.id),
    counts: await t.db.select().from(cashCounts).orderBy(cashCounts.id),
    payments: await t.db.select().from(payments).orderBy(payments.id),
    periods: await t.db.select().from(cashPeriods).orderBy(cashPeriods.month),
  });
  return { t, annaId, cookies, at, post, book, pay, entry, count, close, reopen, month, snapshot };
}

const refusal = (res: Reply) => ({ status: res.statusCode, ...res.json().error });

describe.each(DB_KINDS)('cash book periods on %s', (kind) => {
  let app: Awaited<ReturnType<typeof cashApp>>;
  let febCard: number;
  let invoiceId: number;
  beforeAll(async () => {
    app = await cashApp(kind, '2027-01-04T07:00:00Z');
    await enterQrIban(app.t.app, app.t.db);
    // An invoice issued in February, paid later; a card payment dated in February (no cash-book line).
    await app.at('2027-02-08T07:00:00Z');
    const invoiced = await app.pay(await app.book('2027-02-15'), 5, 14_000);
    expect(invoiced.statusCode, invoiced.body).toBe(201);
    invoiceId = (
      await app.t.db
        .select()
        .from(invoices)
        .where(eq(invoices.paymentId, invoiced.json().id as number))
    )[0]!.id;
    const card = await app.pay(await app.book('2027-02-15'), 1, 14_000);
    expect(card.statusCode, card.body).toBe(201);
    febCard = card.json().id as number;
    await app.at('2027-04-05T07:00:00Z');
    // January and March have cash entries; February has none.
    expect((await app.entry('2027-01-10', 'withdrawal', 10_000, 'debit')).statusCode).toBe(201);
    expect((await app.entry('2027-03-05', 'cashExpense', 1_000, 'credit')).statusCode).toBe(201);
  });
  afterAll(() => app.t.close());

  it('closes months in order: an earlier month with entries first (EARLIER_MONTH_OPEN names it); a month without entries holds nothing back', async () => {
    expect((await app.count('2027-03-31', { '50': 1, '20': 2 })).statusCode).toBe(201);
    const before = await app.snapshot();
    expect(refusal(await app.close('2027-03'))).toMatchObject({ status: 409, code: 'EARLIER_MONTH_OPEN', details: [{ path: '/month', message: '2027-01' }] });
    expect(await app.snapshot()).toEqual(before);

    expect((await app.count('2027-01-31', { '100': 1 })).statusCode).toBe(201);
    expect((await app.close('2027-01')).json()).toEqual({ month: '2027-01', closed: true });
    expect(refusal(await app.close('2027-01'))).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((await app.close('2027-03')).json()).toEqual({ month: '2027-03', closed: true });
    // February was never closed, but March's close locks it.
    expect(await app.month('2027-02')).toMatchObject({ closed: false, locked: true, openingRappen: 10_000, closingRappen: 10_000 });
    expect(await app.month('2027-03')).toMatchObject({ closed: true, locked: true, openingRappen: 10_000, closingRappen: 9_000 });
    expect(await app.month('2027-04')).toMatchObject({ closed: false, locked: false });
  });

  it('changes nothing dated in or before a closed month, through any path (PERIOD_CLOSED), and leaves the closed balances as they were', async () => {
    const march = await app.month('2027-03');
    const before = await app.snapshot();
    const closed = { status: 409, code: 'PERIOD_CLOSED' };
    // The case: a back-dated entry in the open month before a closed one.
    expect(refusal(await app.entry('2027-02-15', 'cashExpense', 3_000, 'credit'))).toMatchObject({
      ...closed,
      details: [{ path: '/date', message: '2027-03' }],
    });
    expect(refusal(await app.entry('2027-02-15', 'withdrawal', 3_000, 'debit'))).toMatchObject(closed);
    expect(refusal(await app.count('2027-02-10', { '100': 1 }))).toMatchObject(closed);
    const booking = await app.book('2027-04-12');
    // The card payment dated in February is neither removed nor re-dated; nor is April's moved into March.
    expect(refusal(await app.t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${febCard}`, headers: asUser(app.cookies.planner) }))).toMatchObject(
      closed,
    );
    const redate = (id: number, date: string) =>
      app.t.app.inject({ method: 'PUT', url: `/api/staff/payments/${id}/date`, headers: asUser(app.cookies.planner), payload: { date } });
    expect(refusal(await redate(febCard, '2027-04-01'))).toMatchObject(closed);
    // The invoice issued in February is not paid on a day in February.
    expect(refusal(await app.post(`/api/staff/invoices/${invoiceId}/paid`, { paidOn: '2027-02-20' }))).toMatchObject({
      ...closed,
      details: [{ path: '/paidOn', message: '2027-03' }],
    });
    // A voucher's invoice payment, the other payment that takes its own day.
    const voucher = await app.post(
      '/api/vouchers',
      { motif: 'neutral', valueRappen: 5000, shipping: { to: 'buyer', by: 'email' }, paymentMethod: 'inPerson' },
      app.cookies.anna,
    );
    expect(voucher.statusCode, voucher.body).toBe(201);
    expect(
      refusal(await app.post('/api/staff/payments', { targetType: 'voucher', targetId: voucher.json().id, amountRappen: 5000, typeId: 7, date: '2027-03-15' })),
    ).toMatchObject(closed);
    expect(await app.snapshot()).toEqual(before);
    expect(await app.month('2027-03')).toEqual(march);

    // April is open: payments of today move, but not back into March or before, cash or card.
    const cash = await app.pay(booking, 2, 7_000);
    const card = await app.pay(booking, 1, 7_000);
    expect([cash.statusCode, card.statusCode]).toEqual([201, 201]);
    expect(refusal(await redate(cash.json().id as number, '2027-03-31'))).toMatchObject({ ...closed, details: [{ path: '/date', message: '2027-03' }] });
    expect(refusal(await redate(card.json().id as number, '2027-02-20'))).toMatchObject(closed);
    expect(await app.month('2027-03')).toEqual(march);
    expect((await redate(cash.json().id as number, '2027-04-01')).statusCode).toBe(200);
  });

  it('reopens a month and every later closed one, for directors only, with a reason in the audit log', async () => {
    expect((await app.reopen('2027-01', 'Beleg fehlt', app.cookies.accountant)).statusCode).toBe(403);
    const blank = await app.reopen('2027-01', '   ');
    expect(refusal(blank)).toMatchObject({ status: 400, details: [expect.objectContaining({ path: '/reason' })] });
    expect((await app.month('2027-01')).closed).toBe(true);

    const reopened = await app.reopen('2027-01', 'Quittung vom 20. Januar nachgetragen');
    expect(reopened.json()).toEqual({ month: '2027-01', closed: false, reopened: ['2027-01', '2027-03'] });
    const audits = await app.t.db.select().from(auditLog).where(eq(auditLog.action, 'cash.reopen'));
    expect(audits.map((a) => JSON.parse(a.detail!))).toEqual([
      { month: '2027-01', reason: 'Quittung vom 20. Januar nachgetragen', reopened: ['2027-01', '2027-03'] },
    ]);
    for (const m of ['2027-01', '2027-02', '2027-03']) expect(await app.month(m)).toMatchObject({ closed: false, locked: false });
    expect(refusal(await app.reopen('2027-01', 'noch einmal'))).toMatchObject({ status: 409, code: 'CONFLICT' });

    // Closed again in order; reopening February (locked by March, not closed itself) reopens March only.
    expect((await app.close('2027-01')).statusCode).toBe(200);
    expect((await app.close('2027-03')).statusCode).toBe(200);
    expect((await app.reopen('2027-02', 'Februar nachtragen')).json()).toEqual({ month: '2027-02', closed: false, reopened: ['2027-03'] });
    expect(await app.month('2027-01')).toMatchObject({ closed: true, locked: true });
    expect((await app.entry('2027-02-15', 'cashExpense', 3_000, 'credit')).statusCode).toBe(201);
    // With an entry in February now, March waits for it.
    expect(refusal(await app.close('2027-03'))).toMatchObject({ code: 'EARLIER_MONTH_OPEN', details: [{ path: '/month', message: '2027-02' }] });
  });
});

describe.each(DB_KINDS)('the till never goes below zero on %s', (kind) => {
  let app: Awaited<ReturnType<typeof cashApp>>;
  beforeAll(async () => {
    app = await cashApp(kind, '2027-01-04T07:00:00Z');
  });
  afterAll(() => app.t.close());

  const negative = (date: string, path = '/amountRappen') => ({ status: 409, code: 'TILL_NEGATIVE', details: [{ path, message: date }] });

  it('refuses an entry, reversal, refund, removal, re-dating or count that leaves the till short on its day or a later one, and changes nothing', async () => {
    const first = await app.book('2027-01-11');
    const second = await app.book('2027-01-11');
    await app.at('2027-01-20T07:00:00Z');
    /** Refused as `expected`, with every entry, count, payment and period as before. */
    const refused = async (reply: Promise<Reply>, expected: object) => {
      const before = await app.snapshot();
      expect(refusal(await reply)).toMatchObject(expected);
      expect(await app.snapshot()).toEqual(before);
    };
    const redate = (id: number, date: string) =>
      app.t.app.inject({ method: 'PUT', url: `/api/staff/payments/${id}/date`, headers: asUser(app.cookies.planner), payload: { date } });
    await refused(app.entry('2027-01-10', 'cashExpense', 500, 'credit'), negative('2027-01-10'));

    const withdrawal = await app.entry('2027-01-10', 'withdrawal', 10_000, 'debit');
    expect(withdrawal.statusCode).toBe(201);
    // Before the money came in; and a later day going short.
    await refused(app.entry('2027-01-05', 'cashExpense', 500, 'credit'), negative('2027-01-05'));
    expect((await app.entry('2027-01-12', 'deposit', 10_000, 'credit')).statusCode).toBe(201);
    await refused(app.entry('2027-01-11', 'cashExpense', 100, 'credit'), negative('2027-01-12'));
    // Reversing the money in, today.
    await refused(app.post(`/api/staff/cash/transactions/${withdrawal.json().id}/reverse`, {}), negative('2027-01-20'));

    // A cash refund when the cash it refunds went to the bank; then one moved before the day the till had it.
    const paid = await app.pay(first, 2, 14_000);
    expect(paid.statusCode).toBe(201);
    expect((await redate(paid.json().id as number, '2027-01-15')).statusCode).toBe(200);
    expect((await app.entry('2027-01-17', 'deposit', 14_000, 'credit')).statusCode).toBe(201);
    await refused(app.pay(first, 2, -5_000), negative('2027-01-20'));
    expect((await app.entry('2027-01-18', 'withdrawal', 5_000, 'debit')).statusCode).toBe(201);
    const refund = await app.pay(first, 2, -5_000);
    expect(refund.statusCode).toBe(201);
    await refused(redate(refund.json().id as number, '2027-01-16'), negative('2027-01-17', '/date'));

    // Cash spent after it came in: removing it, or moving it after the spending, leaves the till short.
    const spent = await app.pay(second, 2, 14_000);
    expect(spent.statusCode).toBe(201);
    const spentId = spent.json().id as number;
    expect((await redate(spentId, '2027-01-13')).statusCode).toBe(200);
    expect((await app.entry('2027-01-19', 'cashExpense', 14_000, 'credit')).statusCode).toBe(201);
    await refused(
      app.t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${spentId}`, headers: asUser(app.cookies.planner) }),
      negative('2027-01-19', '/id'),
    );
    await refused(redate(spentId, '2027-01-20'), negative('2027-01-19', '/date'));
    // A count on the 15th that finds CHF 130 less than the book would leave the 19th short.
    await refused(app.count('2027-01-15', { '100': 1, '50': 1 }, 'Fehlbetrag'), negative('2027-01-19', '/denominations'));
    // 01-10 +100, 01-12 −100, 01-13 +140, 01-15 +140, 01-17 −140, 01-18 +50, 01-19 −140, 01-20 −50: down to zero, which is fine.
    expect((await app.month('2027-01')).closingRappen).toBe(0);
  });

  it('books a count’s difference as the till’s difference, in the export’s language', async () => {
    expect((await app.entry('2027-01-20', 'withdrawal', 5_000, 'debit')).statusCode).toBe(201);
    const counted = await app.count('2027-01-20', { '20': 2, '5': 1 }, 'Münze verloren');
    expect(counted.json()).toMatchObject({ discrepancyRappen: -500 });
    const line = (await app.month('2027-01')).transactions.at(-1);
    expect(line).toMatchObject({ type: 'variousExpense', creditRappen: 500, subject: 'Kassendifferenz: Münze verloren' });
    const csv = async (language: string) => {
      const res = await app.t.app.inject({
        method: 'GET',
        url: `/api/staff/cash/export.csv?from=2027-01-01&to=2027-01-31&language=${language}`,
        headers: { cookie: app.cookies.accountant },
      });
      return (parse(res.body, { delimiter: ';', bom: true }) as string[][]).find((row) => row[1] === line.number)![2];
    };
    expect(await csv('de')).toBe('Kassendifferenz: Münze verloren');
    expect(await csv('fr')).toBe('Différence de caisse : Münze verloren');
    expect(await csv('en')).toBe('Till difference: Münze verloren');
    const pdf = await app.t.app.inject({
      method: 'GET',
      url: '/api/staff/cash/export.pdf?from=2027-01-01&to=2027-01-31&language=it',
      headers: { cookie: app.cookies.accountant },
    });
    expect(execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload, encoding: 'utf8' })).toContain('Differenza di cassa: Münze');
  });
});

describe.each(DB_KINDS)('twenty at once on %s', (kind) => {
  let app: Awaited<ReturnType<typeof cashApp>>;
  beforeAll(async () => {
    app = await cashApp(kind, '2027-02-02T07:00:00Z');
  });
  afterAll(() => app.t.close());

  it('closes a month once while entries in it arrive, and keeps the closing balance the entries that got in make', async () => {
    expect((await app.entry('2027-01-05', 'withdrawal', 100_000, 'debit')).statusCode).toBe(201);
    expect((await app.count('2027-01-31', { '1000': 1 })).statusCode).toBe(201);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? app.close('2027-01') : app.entry('2027-01-20', 'cashExpense', 1_000, 'credit', `Ausgabe ${i}`))),
    );
    const closes = replies.filter((_, i) => i % 2 === 0).map((r) => r.statusCode);
    const entries = replies.filter((_, i) => i % 2 === 1).map((r) => (r.statusCode === 201 ? 201 : r.json().error?.code));
    expect(closes.filter((s) => s === 200)).toHaveLength(1);
    expect(closes.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(entries.every((e) => e === 201 || e === 'PERIOD_CLOSED')).toBe(true);
    const booked = entries.filter((e) => e === 201).length;
    const [period] = await app.t.db.select().from(cashPeriods).where(eq(cashPeriods.month, '2027-01'));
    const january = await app.month('2027-01');
    expect(january.transactions).toHaveLength(1 + booked);
    expect(period!.closingRappen).toBe(100_000 - booked * 1_000);
    expect(january.closingRappen).toBe(period!.closingRappen);
  });

  it('lets twenty deposits to the bank at once take no more than the till holds', async () => {
    expect((await app.entry('2027-02-01', 'withdrawal', 50_000, 'debit')).statusCode).toBe(201);
    // CHF 1,400 to 1,500, after the expenses that got into January.
    const holds = (await app.month('2027-02')).closingRappen;
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => app.entry('2027-02-02', 'deposit', 10_000, 'credit', `Bank ${i}`)));
    const codes = replies.map((r) => (r.statusCode === 201 ? 201 : r.json().error?.code));
    const fit = Math.floor(holds / 10_000);
    expect(codes.filter((c) => c === 201)).toHaveLength(fit);
    expect(codes.filter((c) => c === 'TILL_NEGATIVE')).toHaveLength(20 - fit);
    expect((await app.month('2027-02')).closingRappen).toBe(holds - fit * 10_000);
  });
});
