import { PAYMENT_TYPE_IDS, type TimeRange } from '@praxis/domain';
import { and, asc, between, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, invoices, payments, therapistPlans, users, weekPlans } from '../../db/schema/index.ts';
import { effectiveChargeSql } from '../bookings/index.ts';

/** One therapist's booking figures of one month, as the database adds them up. */
export interface MonthFiguresRow {
  month: string;
  therapistId: number;
  treatments: number;
  therapyMinutes: number;
  bookedMinutes: number;
  listPriceRappen: number;
  discountRappen: number;
  cancelled: number;
  cancelledCharged: number;
  cancelledChargeRappen: number;
}

const held = sql`${bookings.cancelledAt} is null`;
const cancelled = sql`${bookings.cancelledAt} is not null`;
const int = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`.mapWith(Number);

/**
 * The bookings starting in [from, to) added up per month (practice zone) and therapist: one query
 * for the whole report, whatever the number of months. A held booking's discount is its price less
 * what was due after the discount its last discounted payment was figured with, rounded as
 * `defaultPaymentAmount` rounds (numeric `round` goes half away from zero); the lateral subquery
 * reads only that one payment by the payments' booking index.
 */
export function monthFigures(db: Executor, from: Date, to: Date): Promise<MonthFiguresRow[]> {
  const lastDiscount = db
    .select({ basisPoints: sql<number>`${payments.discountBasisPoints}`.as('basis_points') })
    .from(payments)
    .where(and(eq(payments.bookingId, bookings.id), isNotNull(payments.discountBasisPoints)))
    .orderBy(desc(payments.id))
    .limit(1)
    .as('last_discount');
  const month = sql<string>`to_char(${bookings.startsAt} at time zone 'Europe/Zurich', 'YYYY-MM')`;
  return db
    .select({
      month,
      therapistId: bookings.therapistId,
      treatments: int(sql`count(*) filter (where ${held})`),
      therapyMinutes: int(sql`sum(${bookings.durationMinutes}) filter (where ${held})`),
      bookedMinutes: int(sql`sum(extract(epoch from ${bookings.endsAt} - ${bookings.startsAt}) / 60) filter (where ${held})`),
      listPriceRappen: int(sql`sum(${bookings.priceRappen}) filter (where ${held})`),
      discountRappen: int(
        sql`sum(${bookings.priceRappen} - round(${bookings.priceRappen} * (10000 - ${lastDiscount.basisPoints}) / 10000.0)) filter (where ${held})`,
      ),
      cancelled: int(sql`count(*) filter (where ${cancelled})`),
      // NOTE: the effective charge looks for a rebooking only where a charge was set (few rows).
      cancelledCharged: int(sql`count(*) filter (where ${cancelled} and ${bookings.chargeRappen} > 0 and ${effectiveChargeSql} > 0)`),
      cancelledChargeRappen: int(sql`sum(${effectiveChargeSql}) filter (where ${cancelled} and ${bookings.chargeRappen} > 0)`),
    })
    .from(bookings)
    .leftJoinLateral(lastDiscount, sql`true`)
    .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .groupBy(month, bookings.therapistId)
    .orderBy(month);
}

/** Money of one month for one therapist's bookings: what arrived (of it by card), and what was invoiced and is still open. */
export interface MoneyRow {
  month: string;
  therapistId: number;
  paidRappen: number;
  paidByCardRappen: number;
  invoicedOpenRappen: number;
}

/**
 * The money of the bookings in the days [from, to] (YYYY-MM-DD) per month and the booking's
 * therapist, in three aggregates over their own day columns (each by its index): payments of types
 * 1–4 on the day they were made (a refund or cashback is negative); invoices of bookings on the
 * day they were paid, with what arrived (a reminder fee included; invoices paid before that was
 * kept: their amount); invoices of bookings issued in those days and still open or sent, with
 * their amount. An invoice-creation payment (type 5) is no money: its invoice counts once paid.
 */
export async function moneyFigures(db: Executor, from: string, to: string): Promise<MoneyRow[]> {
  const paymentMonth = sql<string>`to_char(${payments.paidOn}, 'YYYY-MM')`;
  const paidMonth = sql<string>`to_char(${invoices.paidOn}, 'YYYY-MM')`;
  const issuedMonth = sql<string>`to_char(${invoices.issuedOn}, 'YYYY-MM')`;
  const [received, invoicesPaid, invoicesOpen] = await Promise.all([
    db
      .select({
        month: paymentMonth,
        therapistId: bookings.therapistId,
        paidRappen: int(sql`sum(${payments.amountRappen})`),
        paidByCardRappen: int(sql`sum(${payments.amountRappen}) filter (where ${payments.typeId} = ${PAYMENT_TYPE_IDS.card})`),
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(
        and(
          gte(payments.paidOn, from),
          lte(payments.paidOn, to),
          eq(payments.targetType, 'booking'),
          between(payments.typeId, PAYMENT_TYPE_IDS.card, PAYMENT_TYPE_IDS.voucherRedemption),
        ),
      )
      .groupBy(paymentMonth, bookings.therapistId),
    db
      .select({ month: paidMonth, therapistId: bookings.therapistId, paidRappen: int(sql`sum(coalesce(${invoices.paidRappen}, ${invoices.amountRappen}))`) })
      .from(invoices)
      .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
      .where(and(eq(invoices.state, 'paid'), gte(invoices.paidOn, from), lte(invoices.paidOn, to)))
      .groupBy(paidMonth, bookings.therapistId),
    db
      .select({ month: issuedMonth, therapistId: bookings.therapistId, invoicedOpenRappen: int(sql`sum(${invoices.amountRappen})`) })
      .from(invoices)
      .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
      .where(and(inArray(invoices.state, ['open', 'sent']), gte(invoices.issuedOn, from), lte(invoices.issuedOn, to)))
      .groupBy(issuedMonth, bookings.therapistId),
  ]);
  const rows = new Map<string, MoneyRow>();
  const rowOf = (month: string, therapistId: number) => {
    const key = `${month} ${therapistId}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { month, therapistId, paidRappen: 0, paidByCardRappen: 0, invoicedOpenRappen: 0 }));
    return row;
  };
  for (const r of received) Object.assign(rowOf(r.month, r.therapistId), { paidRappen: r.paidRappen, paidByCardRappen: r.paidByCardRappen });
  for (const r of invoicesPaid) rowOf(r.month, r.therapistId).paidRappen += r.paidRappen;
  for (const r of invoicesOpen) rowOf(r.month, r.therapistId).invoicedOpenRappen = r.invoicedOpenRappen;
  return [...rows.values()];
}

/** Every therapist plan begun by `until` (YYYY-MM-DD), with its flexible break. */
export function plansBegunBy(db: Executor, until: string) {
  return db
    .select({
      therapistId: therapistPlans.therapistId,
      begins: therapistPlans.begins,
      sequence: therapistPlans.sequence,
      breakTime: therapistPlans.breakTime,
      breakMinutes: therapistPlans.breakMinutes,
      breakMayMove: therapistPlans.breakMayMove,
    })
    .from(therapistPlans)
    .where(lte(therapistPlans.begins, until));
}

/** The week plans' ranges by id. */
export async function weekPlanRanges(db: Executor): Promise<Array<{ id: number; ranges: TimeRange[] }>> {
  const rows = await db.select({ id: weekPlans.id, ranges: weekPlans.ranges }).from(weekPlans);
  return rows.map((r) => ({ id: r.id, ranges: r.ranges as TimeRange[] }));
}

/** Names of the users `ids`, by last and first name. */
export function namesOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}
