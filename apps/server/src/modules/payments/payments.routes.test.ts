import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, payments, users } from '../../db/schema/index.ts';

// Monday 4 January 2027, 07:30 in Zurich.
const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');

describe.each(DB_KINDS)('payments API on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let accountant: string;
  let customer: string;
  let lea: string;
  let annaId: number;
  let peterId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(MONDAY_0730);
    await createBookableTherapist(t.db);
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    peterId = await createBookingCustomer(t.db, 'peter.keller@example.com', 'Peter');
    await createBookingCustomer(t.db, 'rita.frei@example.com', 'Rita');
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    await enterQrIban(t.app, t.db);
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
    customer = await loginCookie(t.app, 'anna.meier@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
  });
  afterAll(() => t.close());

  /** Moves the clock and logs everyone in again (sessions end when idle too long). */
  const at = async (iso: string) => {
    t.clock.set(new Date(iso));
    const cookies = await Promise.all(
      ['plan@example.com', 'acc@example.com', 'anna.meier@example.com', 'lea@example.com'].map((email) => loginCookie(t.app, email)),
    );
    [planner, accountant, customer, lea] = cookies as [string, string, string, string];
  };

  const book = async (customerId: number, start: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId, therapyId: 1, arrangementId: 2, start, notify: false },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const pay = (payload: object, cookie = planner) => t.app.inject({ method: 'POST', url: '/api/staff/payments', headers: asUser(cookie), payload });
  const list = (id: number, cookie = planner) =>
    t.app.inject({ method: 'GET', url: `/api/staff/payments?targetType=booking&targetId=${id}`, headers: { cookie } });
  const row = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: '/api/staff/bookings?from=2026-12-01&to=2027-02-28', headers: { cookie: planner } }))
      .json()
      .bookings.find((b: { id: number }) => b.id === id);
  const todos = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/staff/todos', headers: { cookie: planner } })).json().todos as Array<{ bookingId: number; rating: number }>;

  it('records a card payment of the default amount; the booking shows it paid and its to-do is gone', async () => {
    await at('2027-01-04T06:30:00Z');
    const id = await book(annaId, '2027-01-04T09:00:00+01:00');
    await at('2027-01-04T10:00:00Z');
    expect((await row(id)).paymentOutstanding).toBe(true);
    expect(await todos()).toContainEqual(expect.objectContaining({ bookingId: id, rating: 10, firstName: 'Anna', kind: 'missingPayment' }));
    const before = (await list(id)).json();
    expect(before).toMatchObject({ payments: [], paidRappen: 0, priceRappen: 14000, defaultAmountRappen: 14000, typeIds: [1, 2, 3, 4, 5], payerId: annaId });
    const res = await pay({ targetType: 'booking', targetId: id, amountRappen: before.defaultAmountRappen, typeId: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      targetType: 'booking',
      targetId: id,
      amountRappen: 14000,
      typeId: 1,
      date: '2027-01-04',
      text: '',
      acquiredCustomer: null,
    });
    expect(await row(id)).toMatchObject({
      paidRappen: 14000,
      cashRappen: 14000,
      invoiceRappen: 0,
      paymentCount: 1,
      paymentOutstanding: false,
      invoiceInfo: 'receipt',
      // The classic massage has its Tarif 590 code from the start (1062).
      receiptDataMissing: ['therapistZsr', 'therapistEmr', 'birthday', 'address'],
    });
    expect((await todos()).map((todo) => todo.bookingId)).not.toContain(id);
    const after = (await list(id)).json();
    expect(after).toMatchObject({ paidRappen: 14000, defaultAmountRappen: 0 });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.create'));
    expect(audit).toMatchObject({ subjectUserId: annaId });
    expect(JSON.parse(audit!.detail!)).toMatchObject({ amountRappen: 14000, typeId: 1 });
  });

  it('rates to-dos by the age of the appointment: 10 under 2 days, 20 up to 7 days, 30 after', async () => {
    await at('2027-01-05T06:30:00Z');
    const id = await book(peterId, '2027-01-05T09:00:00+01:00');
    const ratingAt = async (iso: string) => {
      await at(iso);
      return (await todos()).find((todo) => todo.bookingId === id)?.rating;
    };
    // The 60-minute slot from 09:00 ends at 10:00 Zurich time (09:00 UTC).
    expect(await ratingAt('2027-01-05T08:59:00Z')).toBeUndefined();
    expect(await ratingAt('2027-01-05T09:00:00Z')).toBe(10);
    expect(await ratingAt('2027-01-07T08:59:00Z')).toBe(10);
    expect(await ratingAt('2027-01-07T09:00:00Z')).toBe(20);
    expect(await ratingAt('2027-01-12T08:59:00Z')).toBe(20);
    expect(await ratingAt('2027-01-12T09:01:00Z')).toBe(30);
    await at('2027-01-12T10:00:00Z');
    const filtered = (
      await t.app.inject({ method: 'GET', url: '/api/staff/bookings?from=2027-01-01&to=2027-01-31&payment=outstanding', headers: { cookie: planner } })
    ).json();
    expect(filtered.bookings.map((b: { id: number }) => b.id)).toEqual([id]);
  });

  it('invoices count as billed by invoice; none is made without an invoice address, and the row warns when it goes missing', async () => {
    await at('2027-01-06T06:30:00Z');
    const id = await book(peterId, '2027-01-06T09:00:00+01:00');
    const refused = await pay({ targetType: 'booking', targetId: id, amountRappen: 14000, typeId: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('INVOICE_ADDRESS_INCOMPLETE');
    expect(await row(id)).toMatchObject({ invoiceRappen: 0, paymentCount: 0 });
    await t.db.update(users).set({ street: 'Bahnhofstrasse 1', postalCode: '8001', location: 'Zürich' }).where(eq(users.id, peterId));
    expect((await pay({ targetType: 'booking', targetId: id, amountRappen: 14000, typeId: 5 })).statusCode).toBe(201);
    expect(await row(id)).toMatchObject({ invoiceRappen: 14000, cashRappen: 0, invoiceInfo: 'invoice' });
    await t.db.update(users).set({ street: null }).where(eq(users.id, peterId));
    expect((await row(id)).invoiceInfo).toBe('warning');
    await t.db.update(users).set({ street: 'Bahnhofstrasse 1' }).where(eq(users.id, peterId));
  });

  it('refuses bad input with the field and changes nothing', async () => {
    await at('2027-01-07T06:30:00Z');
    const id = await book(annaId, '2027-01-07T09:00:00+01:00');
    const base = { targetType: 'booking', targetId: id, amountRappen: 5000, typeId: 1 };
    const cases: Array<[object, number, string, string]> = [
      [{ amountRappen: 50.5 }, 400, '/amountRappen', 'invalidAmount'],
      [{ amountRappen: 0 }, 400, '/amountRappen', 'amountZero'],
      [{ amountRappen: 10_000_001 }, 400, '/amountRappen', 'amountTooLarge'],
      [{ amountRappen: -500 }, 400, '/amountRappen', 'negativeOnlyCash'],
      [{ typeId: 2, amountRappen: -500 }, 400, '/transactionText', 'refundNeedsText'],
      [{ typeId: 9 }, 400, '/typeId', 'unknownPaymentType'],
      [{ typeId: 7 }, 400, '/typeId', 'paymentTypeNotAllowed'],
      [{ typeId: 6 }, 400, '/typeId', 'paymentTypeNotAllowed'],
      [{ typeId: 4 }, 400, '/voucherId', 'voucherNeeded'],
      [{ typeId: 4, voucherId: 5 }, 400, '/voucherId', 'unknownVoucher'],
      [{ date: '2027-01-01' }, 400, '/date', 'dateNotEditable'],
      [{ amountRappen: 20000 }, 400, '/transactionText', 'textNeededAbovePrice'],
      [{ typeId: 2, amountRappen: -1000 }, 400, '/transactionText', 'refundNeedsText'],
      [{ typeId: 2, amountRappen: -1000, acquiredCustomerEmail: 'anna.meier@example.com' }, 400, '/acquiredCustomerEmail', 'acquiredIsPayer'],
      [{ typeId: 2, amountRappen: -1000, acquiredCustomerEmail: 'nobody@example.com' }, 400, '/acquiredCustomerEmail', 'unknownCustomer'],
      [{ typeId: 1, amountRappen: 1000, acquiredCustomerEmail: 'rita.frei@example.com' }, 400, '/acquiredCustomerEmail', 'cashbackIsNegativeCash'],
      [{ transactionText: 'x'.repeat(501) }, 400, '/transactionText', 'tooLong'],
    ];
    for (const [change, status, path, message] of cases) {
      const res = await pay({ ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().error.details, JSON.stringify(change)).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    }
    expect((await pay({ ...base, targetId: 999_999 })).statusCode).toBe(404);
    expect((await pay({ ...base, targetType: 'voucher' })).statusCode).toBe(404);
    expect((await pay({ ...base, typeId: 7 })).json().error.code).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, id))).toEqual([]);
    // Above the price with a text (a tip) is taken.
    expect((await pay({ ...base, amountRappen: 16000, transactionText: 'Trinkgeld' })).statusCode).toBe(201);
  });

  it('records a cashback for a brought customer once; removing it frees the customer again', async () => {
    await at('2027-01-08T06:30:00Z');
    const id = await book(annaId, '2027-01-08T09:00:00+01:00');
    // The cashback is paid from the till, which never goes below zero: change from the bank first.
    const change = { date: '2027-01-08', type: 'withdrawal', subject: 'Wechselgeld', amountRappen: 5000, direction: 'debit' };
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/cash/transactions', headers: asUser(planner), payload: change })).statusCode).toBe(201);
    const cashback = { targetType: 'booking', targetId: id, amountRappen: -1000, typeId: 2, acquiredCustomerEmail: 'rita.frei@example.com' };
    const res = await pay(cashback);
    expect(res.statusCode).toBe(201);
    expect(res.json().acquiredCustomer).toMatchObject({ email: 'rita.frei@example.com', firstName: 'Rita' });
    const [rita] = await t.db.select().from(users).where(eq(users.email, 'rita.frei@example.com'));
    expect(rita).toMatchObject({ acquiredCustomer: true, acquiredByUserId: annaId });
    const again = await pay(cashback);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_ACQUIRED');
    const other = await book(peterId, '2027-01-08T11:00:00+01:00');
    expect((await pay({ ...cashback, targetId: other })).json().error.code).toBe('ALREADY_ACQUIRED');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${res.json().id}`, headers: asUser(planner) });
    expect(removed.statusCode).toBe(204);
    const [freed] = await t.db.select().from(users).where(eq(users.email, 'rita.frei@example.com'));
    expect(freed).toMatchObject({ acquiredCustomer: false, acquiredByUserId: null });
    expect((await pay({ ...cashback, targetId: other })).statusCode).toBe(201);
  });

  it('corrects a payment’s date within a year and removes it once, both audited with the old values', async () => {
    await at('2027-01-11T06:30:00Z');
    const id = await book(annaId, '2027-01-11T09:00:00+01:00');
    const payment = (await pay({ targetType: 'booking', targetId: id, amountRappen: 14000, typeId: 3 }, accountant)).json();
    const redate = (date: string) =>
      t.app.inject({ method: 'PUT', url: `/api/staff/payments/${payment.id}/date`, headers: asUser(accountant), payload: { date } });
    expect((await redate('2027-01-10')).json()).toMatchObject({ id: payment.id, date: '2027-01-10' });
    expect((await redate('2028-06-01')).json().error.details).toEqual([expect.objectContaining({ path: '/date', message: 'dateOutOfRange' })]);
    expect((await redate('2027-02-30')).statusCode).toBe(400);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.date'));
    expect(JSON.parse(audit!.detail!)).toEqual({ id: payment.id, old: '2027-01-11', new: '2027-01-10' });
    const removals = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${payment.id}`, headers: asUser(planner) })),
    );
    expect(removals.map((r) => r.statusCode).sort()).toEqual([204, ...Array(9).fill(404)]);
    const removalsAudited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.remove'), eq(auditLog.subjectUserId, annaId)));
    expect(removalsAudited.filter((a) => JSON.parse(a.detail!).id === payment.id)).toHaveLength(1);
    expect((await redate('2027-01-10')).statusCode).toBe(404);
  });

  it('counts 20 payments recorded at once on one booking', async () => {
    await at('2027-01-12T06:30:00Z');
    const id = await book(peterId, '2027-01-12T09:00:00+01:00');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay({ targetType: 'booking', targetId: id, amountRappen: 500 + i, typeId: 1, transactionText: 'Teilzahlung' })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const listed = (await list(id)).json();
    expect(listed.payments).toHaveLength(20);
    expect(listed.paidRappen).toBe(20 * 500 + 190);
  });

  it('keeps a booking with payments from being cancelled, by the front desk or the customer', async () => {
    await at('2027-01-04T06:30:00Z');
    const id = await book(annaId, '2027-01-20T09:00:00+01:00');
    expect((await pay({ targetType: 'booking', targetId: id, amountRappen: 14000, typeId: 1 })).statusCode).toBe(201);
    const desk = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${id}/cancel`,
      headers: asUser(planner),
      payload: { cancelType: 3, reason: 'general', costOption: 'none', sendEmail: false, language: 'de', text: '' },
    });
    expect(desk.statusCode).toBe(409);
    expect(desk.json().error.code).toBe('HAS_PAYMENTS');
    const own = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: asUser(customer), payload: {} });
    expect(own.json().error.code).toBe('HAS_PAYMENTS');
    expect((await row(id)).cancelledAt).toBeNull();
  });

  it('takes the charge of a charged cancellation as the price, and nothing on a free one', async () => {
    await at('2027-01-04T06:30:00Z');
    const charged = await book(peterId, '2027-01-21T09:00:00+01:00');
    const free = await book(peterId, '2027-01-21T11:00:00+01:00');
    const cancel = (id: number, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/bookings/${id}/cancel`,
        headers: asUser(planner),
        payload: { reason: 'customerRequest', sendEmail: false, language: 'de', text: '', ...payload },
      });
    expect((await cancel(charged, { cancelType: 5, costOption: 'partialWaiver', chargeRappen: 5000 })).statusCode).toBe(200);
    expect((await cancel(free, { cancelType: 4, costOption: 'none' })).statusCode).toBe(200);
    expect((await row(charged)).paymentOutstanding).toBe(true);
    expect((await list(charged)).json()).toMatchObject({ priceRappen: 5000, defaultAmountRappen: 5000 });
    expect((await todos()).map((todo) => todo.bookingId)).toContain(charged);
    expect((await pay({ targetType: 'booking', targetId: charged, amountRappen: 5000, typeId: 2 })).statusCode).toBe(201);
    expect((await row(charged)).paymentOutstanding).toBe(false);
    expect((await todos()).map((todo) => todo.bookingId)).not.toContain(charged);
    expect((await pay({ targetType: 'booking', targetId: free, amountRappen: 5000, typeId: 2 })).json().error.code).toBe('NOTHING_DUE');
  });

  it('lets planners, accountants and above in, customers never', async () => {
    await at('2027-01-04T06:30:00Z');
    const id = await book(annaId, '2027-01-22T09:00:00+01:00');
    expect((await list(id, accountant)).statusCode).toBe(200);
    expect((await list(id, lea)).statusCode).toBe(200);
    expect((await list(id, customer)).statusCode).toBe(403);
    expect((await pay({ targetType: 'booking', targetId: id, amountRappen: 100, typeId: 1 }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/todos', headers: { cookie: accountant } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/todos', headers: { cookie: customer } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/payments?targetType=booking&targetId=999999', headers: { cookie: planner } })).statusCode,
    ).toBe(404);
  });
});
