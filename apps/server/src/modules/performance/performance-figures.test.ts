import { addDays, defaultPaymentAmount, lastDayOf, zonedDay, type PerformanceReport } from '@praxis/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { invoices, users } from '../../db/schema/index.ts';

type Figures = PerformanceReport['months'][number];
type Summed = Exclude<keyof PerformanceReport['totals'], 'utilisation'>;

/** Lea's and Marco's plan (`createBookableTherapist`): Monday to Saturday 09:00–20:00 less a 30-minute break, from June 2026. */
const PLAN_DAY = 630;
const PLAN_BEGINS = '2026-06-01';
/** The report's moment: 10 March 2027, 11:00 in Zurich. */
const REPORT_AT = '2027-03-10T11:00:00+01:00';
const MONTHS = ['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03'];

/**
 * A year of a practice made through the app's routes (bookings, card, cash with discounts, refunds
 * and a cashback, TWINT, voucher redemptions, invoices paid in later months, with three reminders,
 * cancelled or left open, charged and free cancellations, vouchers sold by card and by invoice),
 * then every figure of the report, per month, for all therapists and for each, against sums taken
 * straight from the tables by SQL written here, independently of the report's.
 */
describe.each(DB_KINDS)('performance figures against the database on %s', (kind) => {
  let t: TestApp;
  let lea: number;
  let marco: number;
  let anna: number;
  let peter: number;
  let clara: number;
  let therapistCookie: string;
  let planner: string;
  let accountant: string;

  const login = async () => {
    therapistCookie = await loginCookie(t.app, 'lea@example.com');
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
  };
  /** The clock at `time` (HH:MM) in Zurich on `day`, everyone logged in again (sessions last 12 hours). */
  const at = async (day: string, time = '18:00') => {
    t.clock.set(new Date(zonedDay(day).at(Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))));
    await login();
  };
  const post = async (url: string, payload: object, cookie = planner, status = 201) => {
    const res = await t.app.inject({ method: 'POST', url, headers: asUser(cookie), payload });
    expect(res.statusCode, `${url} ${res.body}`).toBe(status);
    return res.json();
  };
  const book = async (therapistId: number, customerId: number, day: string, time: string, arrangementId = 2) =>
    (
      await post(
        '/api/staff/bookings',
        { customerId, therapistId, therapyId: 1, arrangementId, start: zonedDay(day).iso(Number(time.slice(0, 2)) * 60), notify: false },
        therapistCookie,
      )
    ).id as number;
  const pay = (bookingId: number, typeId: number, amountRappen: number, extra: object = {}) =>
    post('/api/staff/payments', { targetType: 'booking', targetId: bookingId, typeId, amountRappen, ...extra });
  const invoiceOf = async (paymentId: number) => (await t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)))[0]!;
  const markPaid = (id: number, paidOn: string) => post(`/api/staff/invoices/${id}/paid`, { paidOn }, accountant, 200);
  const remind = (id: number) => post(`/api/staff/invoices/${id}/reminders`, {}, accountant);
  const withAddress = async (email: string, firstName: string) => {
    const id = await createBookingCustomer(t.db, email, firstName);
    await t.db.update(users).set({ street: 'Bahnhofstrasse 1', postalCode: '8001', location: 'Zürich', countryCode: 'CH' }).where(eq(users.id, id));
    return id;
  };

  /** Marco's invoice of each month, by its index in `DAYS`. */
  const marcoInvoice: number[] = [];
  /** The day of each month the practice works through (never a Sunday). */
  const DAYS = ['2026-06-09', '2026-07-09', '2026-08-10', '2026-09-09', '2026-10-09', '2026-11-09', '2026-12-09', '2027-01-08', '2027-02-09'];

  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2026-06-01T07:00:00+02:00'));
    lea = await createBookableTherapist(t.db, 'lea@example.com');
    marco = await createBookableTherapist(t.db, 'marco@example.com');
    anna = await withAddress('anna.meier@example.com', 'Anna');
    peter = await withAddress('peter.keller@example.com', 'Peter');
    clara = await withAddress('clara.frei@example.com', 'Clara');
    await withAddress('dora.graf@example.com', 'Dora');
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    await enterQrIban(t.app, t.db);

    // A voucher of CHF 1,000 sold by card in June, redeemed for Lea's 11 o'clock treatments until it runs low.
    await at(DAYS[0]!, '08:00');
    const voucher = await post(
      '/api/vouchers',
      { motif: 'neutral', valueRappen: 100_000, shipping: { to: 'buyer', by: 'email' }, paymentMethod: 'inPerson', buyerId: anna },
      therapistCookie,
    );
    await post('/api/staff/payments', { targetType: 'voucher', targetId: voucher.id, typeId: 1, amountRappen: 100_000 });
    let voucherByInvoice = 0;
    let lateCancellation = 0;

    for (const [i, day] of DAYS.entries()) {
      await at(day);
      const l1 = await book(lea, anna, day, '09:00');
      const l2 = await book(lea, peter, day, '10:00');
      const l3 = await book(lea, anna, day, '11:00');
      const m1 = await book(marco, peter, day, '14:00');
      const m2 = await book(marco, anna, day, '15:00');
      // Card: in full, every third month with 33.33 % off (CHF 93.34, exact to the Rappen).
      if (i % 3 === 1) await pay(l1, 1, defaultPaymentAmount(14_000, 33.33, 0), { discountPercent: 33.33 });
      else await pay(l1, 1, 14_000);
      // Cash with 10 % off; every other month CHF 10 of it given back the same day.
      await pay(l2, 2, 12_600, { discountPercent: 10 });
      if (i % 2 === 1) await pay(l2, 2, -1_000, { transactionText: 'Teilrückerstattung' });
      // The voucher while it lasts (7 × CHF 140), then TWINT.
      if (i < 7) await pay(l3, 4, 14_000, { voucherId: voucher.id });
      else await pay(l3, 3, 14_000);
      // Marco's 14 o'clock by invoice; his 15 o'clock by TWINT in even months, unpaid in odd ones.
      marcoInvoice.push((await invoiceOf((await pay(m1, 5, 14_000)).id)).id);
      if (i % 2 === 0) await pay(m2, 3, 14_000);

      // Invoices: June's gets three reminders and is never paid (open at its third reminder);
      // July's gets three and is paid in December with the fee; August's is paid in September,
      // September's the same day, November's is cancelled by a credit note, December's is paid in
      // January, February's in March; October's and January's stay open.
      if (i >= 2 && i <= 4) await remind(marcoInvoice[0]!);
      if (i >= 3 && i <= 5) await remind(marcoInvoice[1]!);
      if (i === 3) {
        await markPaid(marcoInvoice[2]!, day);
        await markPaid(marcoInvoice[3]!, day);
      }
      if (i === 5) await post(`/api/staff/invoices/${marcoInvoice[5]!}/cancel`, {}, accountant, 200);
      if (i === 6) await markPaid(marcoInvoice[1]!, day);
      if (i === 7) await markPaid(marcoInvoice[6]!, day);

      // A voucher by invoice in July, paid in August: money for a voucher, not for a booking.
      if (i === 1)
        voucherByInvoice = (
          await post(
            '/api/vouchers',
            { motif: 'birthday', valueRappen: 14_000, shipping: { to: 'buyer', by: 'email' }, paymentMethod: 'invoice', buyerId: anna },
            therapistCookie,
          )
        ).id;
      if (i === 2) {
        const [voucherInvoice] = await t.db.select().from(invoices).where(eq(invoices.targetVoucherId, voucherByInvoice));
        await markPaid(voucherInvoice!.id, day);
      }

      // August: Clara's late cancellation, charged in full, the charge paid by card in September.
      if (i === 2) {
        lateCancellation = await book(lea, clara, day, '16:00');
        await post(
          `/api/staff/bookings/${lateCancellation}/cancel`,
          { cancelType: 5, reason: 'general', costOption: 'full', sendEmail: false, language: 'de', text: '' },
          planner,
          200,
        );
      }
      if (i === 3) await pay(lateCancellation, 1, 14_000);
      // September: a cashback of CHF 10 to Peter for bringing Dora.
      if (i === 3) await pay(l2, 2, -1_000, { acquiredCustomerEmail: 'dora.graf@example.com' });
      // November: Peter cancels Marco's 16 o'clock late (charged), then books again within 30 days: no charge left.
      if (i === 5) {
        const cancelled = await book(marco, peter, addDays(day, 1), '16:00');
        await post(
          `/api/staff/bookings/${cancelled}/cancel`,
          { cancelType: 5, reason: 'illness', costOption: 'full', sendEmail: false, language: 'de', text: '' },
          planner,
          200,
        );
        await book(marco, peter, addDays(day, 4), '16:00');
      }
      // January: one cancelled free of charge by the therapist.
      if (i === 7) {
        const free = await book(lea, clara, day, '16:00');
        await post(
          `/api/staff/bookings/${free}/cancel`,
          { cancelType: 3, reason: 'general', costOption: 'none', sendEmail: false, language: 'de', text: '' },
          planner,
          200,
        );
      }
    }
    // March so far: February's invoice paid, one treatment held by card, one later today (not yet held).
    await at('2027-03-02');
    await markPaid(marcoInvoice[8]!, '2027-03-02');
    await pay(await book(lea, anna, '2027-03-02', '09:00'), 1, 14_000);
    await book(lea, peter, '2027-03-10', '15:00');
    t.clock.set(new Date(REPORT_AT));
    await login();
  }, 600_000);
  afterAll(() => t?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async (query: ReturnType<typeof sql>) => Number((await rows<{ v: string | number | null }>(query))[0]?.v ?? 0);

  /** The figures of `month` for `therapists`, each summed straight from the tables. */
  async function expected(month: string, therapists: number[]): Promise<Figures> {
    const first = `${month}-01`;
    const last = lastDayOf(month);
    const now = new Date(REPORT_AT);
    // A month in Zurich: from its first midnight to the next month's (or now, in the current month).
    const start = new Date(zonedDay(first).at(0));
    const end = new Date(Math.min(zonedDay(addDays(last, 1)).at(0), now.getTime()));
    const ids = sql.join(
      therapists.map((id) => sql`${id}`),
      sql`, `,
    );
    const inMonth = sql`b.therapist_id in (${ids}) and b.starts_at >= ${start.toISOString()} and b.starts_at < ${end.toISOString()}`;
    const held = sql`${inMonth} and b.cancelled_at is null`;
    const treatments = await one(sql`select count(*) as v from bookings b where ${held}`);
    const therapyMinutes = await one(sql`select sum(b.duration_minutes) as v from bookings b where ${held}`);
    const bookedMinutes = await one(sql`select sum(extract(epoch from (b.ends_at - b.starts_at))) / 60 as v from bookings b where ${held}`);
    const listPriceRappen = await one(sql`select sum(b.price_rappen) as v from bookings b where ${held}`);
    // The discount in the domain's own rounding, from the last payment that gave one.
    const discounted = await rows<{ price: number; bp: number | null }>(
      sql`select b.price_rappen as price, (select p.discount_basis_points from payments p where p.booking_id = b.id and p.discount_basis_points is not null order by p.id desc limit 1) as bp
          from bookings b where ${held}`,
    );
    const discountRappen = discounted.reduce((sum, r) => (r.bp === null ? sum : sum + r.price - defaultPaymentAmount(r.price, Number(r.bp) / 100, 0)), 0);
    const moneyDays = sql`between ${first} and ${last}`;
    const payments = sql`payments p join bookings b on b.id = p.booking_id where b.therapist_id in (${ids}) and p.paid_on ${moneyDays}`;
    const paidByPayments = await one(sql`select sum(p.amount_rappen) as v from ${payments} and p.type_id in (1, 2, 3, 4)`);
    const paidByCardRappen = await one(sql`select sum(p.amount_rappen) as v from ${payments} and p.type_id = 1`);
    const paidInvoices = await one(
      sql`select sum(coalesce(i.paid_rappen, i.amount_rappen)) as v from invoices i join bookings b on b.id = i.booking_id
          where b.therapist_id in (${ids}) and i.state = 'paid' and i.paid_on ${moneyDays}`,
    );
    const invoicedOpenRappen = await one(
      sql`select sum(i.amount_rappen) as v from invoices i join bookings b on b.id = i.booking_id
          where b.therapist_id in (${ids}) and i.state in ('open', 'sent') and i.issued_on ${moneyDays}`,
    );
    const cancelledBookings = sql`${inMonth} and b.cancelled_at is not null`;
    const cancelled = await one(sql`select count(*) as v from bookings b where ${cancelledBookings}`);
    // A charge stands unless the customer booked again, after cancelling, for a day within the 30 days after it.
    const standing = sql`${cancelledBookings} and b.charge_rappen > 0 and not exists (
      select 1 from bookings r where r.customer_id = b.customer_id and r.id <> b.id and r.cancelled_at is null and r.created_at >= b.cancelled_at
        and r.starts_at > b.starts_at and r.starts_at <= b.starts_at + interval '30 days')`;
    const cancelledCharged = await one(sql`select count(*) as v from bookings b where ${standing}`);
    const cancelledChargeRappen = await one(sql`select sum(b.charge_rappen) as v from bookings b where ${standing}`);
    const planMinutes = therapists.length * planMinutesOf(month);
    return {
      month,
      treatments,
      therapyMinutes,
      bookedMinutes,
      listPriceRappen,
      discountRappen,
      paidRappen: paidByPayments + paidInvoices,
      paidByCardRappen,
      invoicedOpenRappen,
      planMinutes,
      utilisation: planMinutes > 0 ? bookedMinutes / planMinutes : null,
      cancelled,
      cancelledCharged,
      cancelledChargeRappen,
    };
  }

  /** One therapist's plan time in `month`: working days (not Sundays) from the plan's start, today up to 11:00. */
  function planMinutesOf(month: string): number {
    let minutes = 0;
    for (let day = `${month}-01`; day <= lastDayOf(month) && day <= '2027-03-10'; day = addDays(day, 1)) {
      if (day < PLAN_BEGINS || zonedDay(day).weekday === 0) continue;
      minutes += day === '2027-03-10' ? 120 : PLAN_DAY;
    }
    return minutes;
  }

  const report = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/staff/performance${query}`, headers: { cookie: planner } });
    expect(res.statusCode).toBe(200);
    return res.json() as PerformanceReport;
  };

  it.each([
    ['all therapists', () => '', () => [lea, marco]],
    ['Lea', () => `?therapistId=${lea}`, () => [lea]],
    ['Marco', () => `?therapistId=${marco}`, () => [marco]],
  ])('gives every figure of every month as the tables add up (%s)', async (_label, query, therapists) => {
    const body = await report(query());
    expect(body.months.map((m) => m.month)).toEqual(MONTHS);
    const wanted = await Promise.all(MONTHS.map((month) => expected(month, therapists())));
    for (const [i, month] of body.months.entries()) {
      const { utilisation, ...figures } = month;
      const { utilisation: wantedUtilisation, ...wantedFigures } = wanted[i]!;
      expect(figures, month.month).toEqual(wantedFigures);
      if (wantedUtilisation === null) expect(utilisation, month.month).toBeNull();
      else expect(utilisation, month.month).toBeCloseTo(wantedUtilisation, 12);
    }
    for (const key of Object.keys(body.totals).filter((k): k is Summed => k !== 'utilisation'))
      expect(body.totals[key], key).toBe(wanted.reduce((sum, m) => sum + m[key], 0));
  });

  it('counts an invoice when its money arrives, never when it is made; one at its third reminder stays open', async () => {
    const marcos = await report(`?therapistId=${marco}`);
    const month = (key: string) => marcos.months.find((m) => m.month === key)!;
    // June: Marco's invoice of CHF 140 (three reminders, unpaid) is open; what arrived is the TWINT payment.
    expect(month('2026-06')).toMatchObject({ paidRappen: 14_000, invoicedOpenRappen: 14_000 });
    // September: August's and September's invoices paid (2 × 140), no TWINT in an odd month.
    expect(month('2026-09')).toMatchObject({ paidRappen: 28_000, invoicedOpenRappen: 0 });
    // December: July's invoice paid with its third reminder's fee of CHF 20, and the TWINT payment.
    expect(month('2026-12')).toMatchObject({ paidRappen: 16_000 + 14_000 });
    // November's invoice was cancelled: neither paid nor open.
    expect(month('2026-11')).toMatchObject({ paidRappen: 0, invoicedOpenRappen: 0, cancelled: 1, cancelledCharged: 0, cancelledChargeRappen: 0 });
    // Open today: June's, October's and January's.
    expect(marcos.totals.invoicedOpenRappen).toBe(3 * 14_000);
    const leas = await report(`?therapistId=${lea}`);
    // August: Clara's charge stands; its money arrived in September by card.
    expect(leas.months.find((m) => m.month === '2026-08')).toMatchObject({ cancelledCharged: 1, cancelledChargeRappen: 14_000 });
    expect(leas.months.find((m) => m.month === '2026-09')!.paidByCardRappen).toBe(14_000 + 14_000);
    // July: 33.33 % off CHF 140 (46.66) and 10 % off (14.00).
    expect(leas.months.find((m) => m.month === '2026-07')!.discountRappen).toBe(4_666 + 1_400);
  });
});
