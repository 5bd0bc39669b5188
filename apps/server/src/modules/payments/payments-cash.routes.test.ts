import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { cashTransactions, payments } from '../../db/schema/index.ts';

// Monday 4 January 2027, 07:30 in Zurich.
const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');
const CARD = 1;
const CASH = 2;

/** Issue 37: cash in 5 Rappen, card and the others to the Rappen; a cash refund at most the cash paid; amounts within CHF 100,000. */
describe.each(DB_KINDS)('cash payments and refunds on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let lea: string;
  let annaId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(MONDAY_0730);
    await createBookableTherapist(t.db);
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await createUser(t.db, 'plan@example.com', ['planner']);
    planner = await loginCookie(t.app, 'plan@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
  });
  afterAll(() => t.close());

  let slot = 0;
  const HOURS = ['09', '10', '11', '14', '15', '16'];
  /** A booking of CHF 140 in a slot of its own, Tuesday 5 January 2027 onwards. */
  const book = async () => {
    const start = `2027-01-0${5 + Math.floor(slot / HOURS.length)}T${HOURS[slot % HOURS.length]}:00:00+01:00`;
    slot += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId: annaId, therapyId: 1, arrangementId: 2, start, notify: false },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const pay = (bookingId: number, amountRappen: number, typeId: number, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/payments',
      headers: asUser(planner),
      payload: { targetType: 'booking', targetId: bookingId, amountRappen, typeId, ...extra },
    });
  const refund = (bookingId: number, amountRappen: number) => pay(bookingId, -amountRappen, CASH, { transactionText: 'Rückerstattung' });
  const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${id}`, headers: asUser(planner) });
  /** The booking's payments and the cash-book lines they wrote, straight from the database. */
  const written = async (bookingId: number) => ({
    payments: (await t.db.select().from(payments).where(eq(payments.bookingId, bookingId))).map((p) => p.amountRappen).sort((a, b) => a - b),
    cashLines: (await t.db.select().from(cashTransactions).where(eq(cashTransactions.bookingId, bookingId)))
      .map((c) => [c.direction, c.amountRappen] as const)
      .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]),
  });

  it('takes cash in 5 Rappen only, naming the field; card stays exact', async () => {
    const id = await book();
    const odd = await pay(id, 13997, CASH);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: '/amountRappen', message: 'notCashAmount' }] });
    expect(await written(id)).toEqual({ payments: [], cashLines: [] });
    expect((await pay(id, 13995, CASH)).statusCode).toBe(201);
    expect(await written(id)).toEqual({ payments: [13995], cashLines: [['debit', 13995]] });
    const byCard = await book();
    expect((await pay(byCard, 13997, CARD)).statusCode).toBe(201);
    expect(await written(byCard)).toEqual({ payments: [13997], cashLines: [] });
  });

  it('takes what is open rounded to 5 Rappen in cash without a text, one step more only with one', async () => {
    const id = await book();
    expect((await pay(id, 5002, CARD)).statusCode).toBe(201);
    // CHF 89.98 are open: the till takes 90.00, no tip.
    const tip = await pay(id, 9005, CASH);
    expect(tip.json().error.details).toEqual([expect.objectContaining({ path: '/transactionText', message: 'textNeededAbovePrice' })]);
    expect((await pay(id, 9000, CASH)).statusCode).toBe(201);
    expect((await written(id)).payments).toEqual([5002, 9000]);
  });

  it('refuses a cash refund above the cash paid (409 REFUND_TOO_HIGH, nothing written) and takes one up to it', async () => {
    const id = await book();
    const nothingPaid = await refund(id, 10_000_000);
    expect(nothingPaid.statusCode).toBe(409);
    expect(nothingPaid.json().error).toMatchObject({ code: 'REFUND_TOO_HIGH', details: [{ path: '/amountRappen', message: 'refundTooHigh' }] });
    expect(await written(id)).toEqual({ payments: [], cashLines: [] });

    const paid = (await pay(id, 14000, CASH)).json();
    const tooHigh = await refund(id, 14005);
    expect(tooHigh.statusCode).toBe(409);
    expect(tooHigh.json().error.code).toBe('REFUND_TOO_HIGH');
    expect(await written(id)).toEqual({ payments: [14000], cashLines: [['debit', 14000]] });

    const part = await refund(id, 4000);
    expect(part.statusCode).toBe(201);
    // Earlier refunds count: CHF 100 are left to give back.
    expect((await refund(id, 10005)).json().error.code).toBe('REFUND_TOO_HIGH');
    expect((await refund(id, 10000)).statusCode).toBe(201);
    expect((await refund(id, 5)).json().error.code).toBe('REFUND_TOO_HIGH');
    expect(await written(id)).toEqual({
      payments: [-10000, -4000, 14000],
      cashLines: [
        ['credit', 4000],
        ['credit', 10000],
        ['debit', 14000],
      ],
    });

    // The cash the refunds rest on stays while they do.
    const removed = await remove(paid.id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.code).toBe('REFUND_TOO_HIGH');
    expect((await written(id)).payments).toEqual([-10000, -4000, 14000]);
    expect((await remove(part.json().id)).statusCode).toBe(204);
  });

  it('refunds in cash only what was paid in cash: a card payment or a cashback is no cash to give back', async () => {
    const id = await book();
    expect((await pay(id, 14000, CARD)).statusCode).toBe(201);
    expect((await refund(id, 1000)).json().error.code).toBe('REFUND_TOO_HIGH');
    // Other types are never negative: a card refund goes back through the terminal.
    expect((await pay(id, -1000, CARD, { transactionText: 'Rückerstattung' })).json().error.details).toEqual([
      expect.objectContaining({ path: '/amountRappen', message: 'negativeOnlyCash' }),
    ]);
    await createBookingCustomer(t.db, 'rita.frei@example.com', 'Rita');
    // The cashback for a brought customer is a reward, not a refund: it needs no cash paid.
    expect((await pay(id, -1000, CASH, { acquiredCustomerEmail: 'rita.frei@example.com' })).statusCode).toBe(201);
    expect((await refund(id, 5)).json().error.code).toBe('REFUND_TOO_HIGH');
    expect(await written(id)).toEqual({ payments: [-1000, 14000], cashLines: [['credit', 1000]] });
  });

  it('keeps refunds made at once within the cash paid', async () => {
    const id = await book();
    expect((await pay(id, 14000, CASH)).statusCode).toBe(201);
    const results = await Promise.all(Array.from({ length: 8 }, () => refund(id, 5000)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expect((await written(id)).payments).toEqual([-5000, -5000, 14000]);
  });

  it('keeps every amount within CHF 100,000 either way, naming the field', async () => {
    const id = await book();
    for (const [amountRappen, typeId] of [
      [-10_000_005, CASH],
      [10_000_005, CASH],
      [10_000_001, CARD],
    ] as const) {
      const res = await pay(id, amountRappen, typeId, { transactionText: 'Test' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual({ path: '/amountRappen', message: 'amountTooLarge' });
    }
    expect(await written(id)).toEqual({ payments: [], cashLines: [] });
  });
});
