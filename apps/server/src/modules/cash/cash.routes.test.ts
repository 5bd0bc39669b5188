import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, cashTransactions } from '../../db/schema/index.ts';

describe.each(DB_KINDS)('cash book on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let accountant: string;
  let director: string;
  let customer: string;
  let lea: string;
  let annaId: number;
  const login = async () => {
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
    director = await loginCookie(t.app, 'md@example.com');
    customer = await loginCookie(t.app, 'anna.meier@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    await createBookableTherapist(t.db);
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    await createUser(t.db, 'md@example.com', ['managing_director']);
    await login();
  });
  afterAll(() => t.close());

  let slot = 0;
  const book = async () => {
    const hour = [9, 10, 11, 14, 15, 16, 17, 18][slot % 8]!;
    const day = 11 + Math.floor(slot / 8);
    slot += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId: annaId, therapyId: 1, arrangementId: 2, start: `2027-01-${day}T${String(hour).padStart(2, '0')}:00:00+01:00`, notify: false },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const pay = (bookingId: number, typeId: number, amountRappen = 14000) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/payments',
      headers: asUser(planner),
      payload: { targetType: 'booking', targetId: bookingId, amountRappen, typeId },
    });
  const month = async (m: string, cookie = accountant) =>
    (await t.app.inject({ method: 'GET', url: `/api/staff/cash/months/${m}`, headers: { cookie } })).json();
  const entry = (payload: object, cookie = accountant) =>
    t.app.inject({ method: 'POST', url: '/api/staff/cash/transactions', headers: asUser(cookie), payload });
  const count = (payload: object, cookie = accountant) => t.app.inject({ method: 'POST', url: '/api/staff/cash/counts', headers: asUser(cookie), payload });

  it('books a cash payment as a cash receipt in its transaction, with the running balance; removing the payment takes it along', async () => {
    const id = await book();
    const paid = await pay(id, 2);
    expect(paid.statusCode).toBe(201);
    expect((await pay(await book(), 1)).statusCode).toBe(201);
    const january = await month('2027-01');
    expect(january).toMatchObject({ month: '2027-01', openingRappen: 0, closingRappen: 14000, closed: false });
    expect(january.transactions).toEqual([
      expect.objectContaining({
        type: 'cashReceipt',
        debitRappen: 14000,
        creditRappen: 0,
        balanceRappen: 14000,
        automatic: true,
        date: '2027-01-04',
        subject: `Barzahlung Buchung ${id}`,
      }),
    ]);
    expect(january.transactions[0].context).toMatchObject({ paymentId: paid.json().id, bookingId: id });
    // A payment's entry is corrected through the payment, not reversed.
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/cash/transactions/${january.transactions[0].id}/reverse`,
      headers: asUser(accountant),
      payload: {},
    });
    expect(reversed.json().error.code).toBe('NOT_REVERSIBLE');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${paid.json().id}`, headers: asUser(planner) })).statusCode).toBe(204);
    expect((await month('2027-01')).transactions).toEqual([]);
    // A cashback (negative cash with the acquired customer) is money out, paid from change fetched from the bank.
    expect((await entry({ date: '2027-01-04', type: 'withdrawal', subject: 'Wechselgeld', amountRappen: 5000, direction: 'debit' })).statusCode).toBe(201);
    await createBookingCustomer(t.db, 'neu@example.com', 'Nina');
    const cashback = await t.app.inject({
      method: 'POST',
      url: '/api/staff/payments',
      headers: asUser(planner),
      payload: { targetType: 'booking', targetId: id, amountRappen: -1000, typeId: 2, acquiredCustomerEmail: 'neu@example.com' },
    });
    expect(cashback.statusCode).toBe(201);
    expect((await month('2027-01')).transactions).toEqual([
      expect.objectContaining({ type: 'withdrawal', debitRappen: 5000, balanceRappen: 5000 }),
      expect.objectContaining({ type: 'cashback', creditRappen: 1000, balanceRappen: 4000 }),
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${cashback.json().id}`, headers: asUser(planner) });
  });

  it('takes hand entries of the manual types, reverses them once, and refuses bad input', async () => {
    const expense = await entry({ date: '2027-01-04', type: 'cashExpense', subject: 'Massageöl', amountRappen: 2350, direction: 'credit' });
    expect(expense.statusCode).toBe(201);
    expect(expense.json()).toMatchObject({ type: 'cashExpense', creditRappen: 2350, number: expect.stringMatching(/^2027-\d{4}$/), automatic: false });
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/cash/transactions/${expense.json().id}/reverse`,
      headers: asUser(planner),
      payload: {},
    });
    expect(reversed.statusCode).toBe(201);
    expect(reversed.json()).toMatchObject({ debitRappen: 2350, context: { reversesId: expense.json().id } });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/staff/cash/transactions/${expense.json().id}/reverse`,
      headers: asUser(planner),
      payload: {},
    });
    expect(again.json().error.code).toBe('NOT_REVERSIBLE');
    const listed = await month('2027-01');
    expect(listed.transactions.find((x: { id: number }) => x.id === expense.json().id).context.reversedById).toBe(reversed.json().id);
    const field = async (payload: object) => (await entry(payload)).json().error?.details?.[0];
    const valid = { date: '2027-01-04', type: 'deposit', subject: 'Bank', amountRappen: 5000, direction: 'credit' };
    expect(await field({ ...valid, direction: 'debit' })).toMatchObject({ path: '/direction', message: 'directionMismatch' });
    expect(await field({ ...valid, type: 'cashReceipt', direction: 'debit' })).toMatchObject({ path: '/type' });
    expect(await field({ ...valid, amountRappen: 0 })).toMatchObject({ path: '/amountRappen' });
    expect(await field({ ...valid, amountRappen: 10_000_001 })).toMatchObject({ path: '/amountRappen' });
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/cash/months/2027-13', headers: { cookie: accountant } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/cash/months/januar', headers: { cookie: accountant } })).statusCode).toBe(400);
    expect((await entry(valid, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/cash/months/2027-01', headers: { cookie: customer } })).statusCode).toBe(403);
  });

  it('counts the till by denomination against the book, and books a shortfall with its comment', async () => {
    const before = (await month('2027-01')).closingRappen;
    // Every denomination once: 0.05+0.10+0.20+0.50+1+2+5+10+20+50+100+200+1000 = CHF 1388.85.
    const all = Object.fromEntries(['0.05', '0.10', '0.20', '0.50', '1', '2', '5', '10', '20', '50', '100', '200', '1000'].map((d) => [d, 1]));
    await entry({ date: '2027-01-04', type: 'withdrawal', subject: 'Wechselgeld', amountRappen: 138_885 - before + 50, direction: 'debit' });
    const noComment = await count({ date: '2027-01-04', denominations: all });
    expect(noComment.json().error.details).toEqual([{ path: '/comment', message: 'commentNeeded' }]);
    const counted = await count({ date: '2027-01-04', denominations: all, comment: 'Fehlbetrag 50 Rappen' });
    expect(counted.statusCode).toBe(201);
    expect(counted.json()).toMatchObject({ countedRappen: 138_885, bookRappen: 138_935, discrepancyRappen: -50 });
    const january = await month('2027-01');
    // The difference's text says what it is.
    expect(january.transactions.at(-1)).toMatchObject({
      type: 'variousExpense',
      creditRappen: 50,
      subject: 'Kassendifferenz: Fehlbetrag 50 Rappen',
      balanceRappen: 138_885,
    });
    expect(january.counts.at(-1)).toMatchObject({ countedRappen: 138_885, discrepancyRappen: -50 });
    // Counting again now: no difference, no comment needed.
    expect((await count({ date: '2027-01-04', denominations: all })).json()).toMatchObject({ discrepancyRappen: 0 });
    expect((await count({ date: '2027-01-04', denominations: { '0.05': -1 } })).statusCode).toBe(400);
    expect((await count({ date: '2027-01-04', denominations: { '1': 1.5 } })).statusCode).toBe(400);
    expect((await count({ date: '2027-01-04', denominations: { '3': 1 } })).statusCode).toBe(400);
  });

  it('closes a month after its last day’s count, locks everything dated in it, and reopens it for a director with a reason', async () => {
    const id = await book();
    const card = await pay(id, 1, 5000);
    expect(card.statusCode).toBe(201);
    t.clock.set(new Date('2027-02-02T08:00:00Z'));
    await login();
    const closing = (await month('2027-01')).closingRappen;
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/cash/months/2027-01/close', headers: asUser(accountant) })).json().error.code).toBe(
      'COUNT_MISSING',
    );
    expect((await count({ date: '2027-01-31', denominations: { '1000': Math.floor(closing / 100_000) }, comment: 'Monatsende' })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/cash/months/2027-01/close', headers: asUser(planner) })).statusCode).toBe(403);
    const closed = await t.app.inject({ method: 'POST', url: '/api/staff/cash/months/2027-01/close', headers: asUser(accountant) });
    expect(closed.json()).toEqual({ month: '2027-01', closed: true });
    expect(await month('2027-01')).toMatchObject({ closed: true, closedAt: expect.stringMatching(/^2027-02-02T08:00/) });
    // February opens with January's closing balance.
    expect((await month('2027-02')).openingRappen).toBe((await month('2027-01')).closingRappen);

    // Nothing dated in January changes, through any path.
    const code = async (res: Promise<{ json(): { error?: { code: string } } }>) => (await res).json().error?.code;
    expect(await code(entry({ date: '2027-01-20', type: 'cashExpense', subject: 'x', amountRappen: 100, direction: 'credit' }))).toBe('PERIOD_CLOSED');
    expect(await code(count({ date: '2027-01-31', denominations: {} }))).toBe('PERIOD_CLOSED');
    expect(await code(t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${card.json().id}`, headers: asUser(planner) }))).toBe('PERIOD_CLOSED');
    expect(
      await code(t.app.inject({ method: 'PUT', url: `/api/staff/payments/${card.json().id}/date`, headers: asUser(planner), payload: { date: '2027-02-01' } })),
    ).toBe('PERIOD_CLOSED');
    const february = await pay(await book(), 2, 3000);
    expect(february.statusCode).toBe(201);
    expect(
      await code(
        t.app.inject({ method: 'PUT', url: `/api/staff/payments/${february.json().id}/date`, headers: asUser(planner), payload: { date: '2027-01-15' } }),
      ),
    ).toBe('PERIOD_CLOSED');
    // An invoice payment on a voucher, the one payment that takes its own day.
    const voucher = await t.app.inject({
      method: 'POST',
      url: '/api/vouchers',
      headers: asUser(customer),
      payload: { motif: 'neutral', valueRappen: 5000, shipping: { to: 'buyer', by: 'email' }, paymentMethod: 'inPerson' },
    });
    expect(voucher.statusCode).toBe(201);
    expect(
      await code(
        t.app.inject({
          method: 'POST',
          url: '/api/staff/payments',
          headers: asUser(planner),
          payload: { targetType: 'voucher', targetId: voucher.json().id, amountRappen: 5000, typeId: 7, date: '2027-01-20' },
        }),
      ),
    ).toBe('PERIOD_CLOSED');
    const january = await t.db.select().from(cashTransactions).where(eq(cashTransactions.date, '2027-01-15'));
    expect(january).toEqual([]);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/cash/months/2027-01/reopen', headers: asUser(accountant), payload: { reason: 'Korrektur' } }))
        .statusCode,
    ).toBe(403);
    for (const payload of [{}, { reason: '  \n ' }]) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/staff/cash/months/2027-01/reopen', headers: asUser(director), payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toEqual([expect.objectContaining({ path: '/reason' })]);
    }
    expect(await month('2027-01')).toMatchObject({ closed: true, locked: true });
    const reopened = await t.app.inject({
      method: 'POST',
      url: '/api/staff/cash/months/2027-01/reopen',
      headers: asUser(director),
      payload: { reason: 'Beleg nachgetragen' },
    });
    expect(reopened.json()).toEqual({ month: '2027-01', closed: false, reopened: ['2027-01'] });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'cash.reopen'));
    expect(JSON.parse(audit!.detail!)).toMatchObject({ month: '2027-01', reason: 'Beleg nachgetragen' });
    expect((await entry({ date: '2027-01-20', type: 'cashExpense', subject: 'Nachtrag', amountRappen: 100, direction: 'credit' })).statusCode).toBe(201);
  });

  it('exports the range as a PDF and as a CSV for the accountant, with accounts, no formulas and fields intact', async () => {
    expect(
      (await entry({ date: '2027-02-01', type: 'variousReceipt', subject: '=SUM(A1); "Spende"', amountRappen: 1235, direction: 'debit' })).statusCode,
    ).toBe(201);
    const csv = await t.app.inject({ method: 'GET', url: '/api/staff/cash/export.csv?from=2027-01-01&to=2027-02-28', headers: { cookie: accountant } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.body, { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual(['Datum', 'Belegnummer', 'Text', 'Soll', 'Haben', 'Betrag', 'MWST-Code']);
    const api = [...(await month('2027-01')).transactions, ...(await month('2027-02')).transactions];
    expect(rows.length - 1).toBe(api.length);
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    expect(sum(rows.slice(1).map((r) => Math.round(Number(r[5]) * 100)))).toBe(
      sum(api.map((x: { debitRappen: number; creditRappen: number }) => x.debitRappen + x.creditRappen)),
    );
    const spende = rows.find((r) => r[2]!.includes('Spende'))!;
    expect(spende[2]).toBe('\'=SUM(A1); "Spende"');
    expect(spende.slice(3, 6)).toEqual(['1000', '3400', '12.35']);
    expect(rows.find((r) => r[2] === 'Massageöl')!.slice(3, 5)).toEqual(['6700', '1000']);
    expect(rows.every((r) => !/^[=+\-@]/.test(r[2]!))).toBe(true);
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/staff/cash/export.pdf?from=2027-01-01&to=2027-01-31&language=fr',
      headers: { cookie: planner },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload, encoding: 'utf8' });
    expect(text).toContain('Livre de caisse');
    expect(text).toContain('Solde initial');
    expect(text).toContain('Massageöl');
    expect(text).toContain('Totaux par type');
    expect(text).toContain('Comptages de caisse');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/cash/export.csv?from=2027-02-01&to=2027-01-01', headers: { cookie: accountant } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/cash/export.pdf?from=2026-01-01&to=2027-02-28', headers: { cookie: accountant } })).statusCode,
    ).toBe(400);
  });
});
