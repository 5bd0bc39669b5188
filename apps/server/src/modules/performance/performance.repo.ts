import type { TimeRange } from '@praxis/domain';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, therapistPlans, users, weekPlans } from '../../db/schema/index.ts';
import { effectiveChargeSql } from '../bookings/index.ts';

/** One therapist's booking figures of one month, as the database adds them up. */
export interface MonthFiguresRow {
  month: string;
  therapistId: number;
  treatments: number;
  therapyMinutes: number;
  bookedMinutes: number;
  listPriceRappen: number;
  paidRappen: number;
  paidByCardRappen: number;
  cancelled: number;
  cancelledCharged: number;
  cancelledChargeRappen: number;
}

const held = sql`${bookings.cancelledAt} is null`;
const cancelled = sql`${bookings.cancelledAt} is not null`;
const int = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`.mapWith(Number);

/**
 * The bookings starting in [from, to) added up per month (practice zone) and therapist, with the
 * payments on the held ones: one query for the whole report, whatever the number of months.
 * NOTE: the payments are summed per booking in a lateral subquery (by the payments' booking
 * index), so a booking with several payments still counts once and only the period's payments are
 * read: measured faster on PGlite than summing all payments and joining them (see docs/benchmarks.md).
 */
export function monthFigures(db: Executor, from: Date, to: Date): Promise<MonthFiguresRow[]> {
  return monthFiguresQuery(db, from, to).execute();
}

function monthFiguresQuery(db: Executor, from: Date, to: Date) {
  const paid = db
    .select({
      paid: sql<number>`sum(${payments.amountRappen}) filter (where ${payments.typeId} between 1 and 5)`.as('paid'),
      card: sql<number>`sum(${payments.amountRappen}) filter (where ${payments.typeId} = 1)`.as('card'),
    })
    .from(payments)
    .where(eq(payments.bookingId, bookings.id))
    .as('paid');
  const month = sql<string>`to_char(${bookings.startsAt} at time zone 'Europe/Zurich', 'YYYY-MM')`;
  return db
    .select({
      month,
      therapistId: bookings.therapistId,
      treatments: int(sql`count(*) filter (where ${held})`),
      therapyMinutes: int(sql`sum(${bookings.durationMinutes}) filter (where ${held})`),
      bookedMinutes: int(sql`sum(extract(epoch from ${bookings.endsAt} - ${bookings.startsAt}) / 60) filter (where ${held})`),
      listPriceRappen: int(sql`sum(${bookings.priceRappen}) filter (where ${held})`),
      paidRappen: int(sql`sum(${paid.paid}) filter (where ${held})`),
      paidByCardRappen: int(sql`sum(${paid.card}) filter (where ${held})`),
      cancelled: int(sql`count(*) filter (where ${cancelled})`),
      // NOTE: the effective charge looks for a rebooking only where a charge was set (few rows).
      cancelledCharged: int(sql`count(*) filter (where ${cancelled} and ${bookings.chargeRappen} > 0 and ${effectiveChargeSql} > 0)`),
      cancelledChargeRappen: int(sql`sum(${effectiveChargeSql}) filter (where ${cancelled} and ${bookings.chargeRappen} > 0)`),
    })
    .from(bookings)
    .crossJoinLateral(paid)
    .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .groupBy(month, bookings.therapistId)
    .orderBy(month);
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
