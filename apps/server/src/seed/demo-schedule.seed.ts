import { addDays, ARRANGEMENTS, practiceDate, zonedDay, type TimeRange } from '@praxis/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { absences, bookings, cashTransactions, payments, therapistPlans, therapistTherapies, therapyArrangements, weekPlans } from '../db/schema/index.ts';
import { nextBookingNumber } from '../modules/bookings/bookings.repo.ts';
import { insertCashTransaction, latestClosedMonth } from '../modules/cash/cash.repo.ts';
import { serverText } from '../lib/server-texts.ts';

/** The same hours on each of `days` (weekday numbers, Sunday 0). */
export const range = (days: number[], from: string, to: string): TimeRange[] => days.map((weekday) => ({ weekday, from, to }));
const DEMO_NOTE = 'demo';

export async function ensureWeekPlan(db: Executor, name: string, ranges: TimeRange[]): Promise<number> {
  const [existing] = await db.select({ id: weekPlans.id }).from(weekPlans).where(eq(weekPlans.name, name));
  if (existing) return existing.id;
  const [row] = await db.insert(weekPlans).values({ name, ranges }).returning({ id: weekPlans.id });
  return row!.id;
}

export async function ensurePlan(db: Executor, values: typeof therapistPlans.$inferInsert): Promise<void> {
  const [existing] = await db.select({ id: therapistPlans.id }).from(therapistPlans).where(eq(therapistPlans.therapistId, values.therapistId));
  if (!existing) await db.insert(therapistPlans).values(values);
}

/** `days` before `date`, moved to the Saturday before when that is a Sunday (the practice is closed). */
export function workdayBefore(date: string, days: number): string {
  const candidate = addDays(date, -days);
  return zonedDay(candidate).weekday === 0 ? addDays(candidate, -1) : candidate;
}

/** The next date on or after `date` that falls on `weekday`. */
function nextWeekday(date: string, weekday: number): string {
  for (let i = 0; i < 7; i++) {
    const candidate = addDays(date, i);
    if (zonedDay(candidate).weekday === weekday) return candidate;
  }
  return date;
}

/**
 * The demo schedule: Lea full time Monday to Saturday 09:00-20:00 with a flexible break at 12:30,
 * Marco part time in a two-week rotation (week A Tuesday and Thursday afternoons, week B Saturday
 * morning); a holiday and a short-term absence; a few bookings of the demo customers, some already
 * given (paid or waiting for their payment record). Dates are
 * relative to the first seeding, and nothing is added twice.
 */
export async function seedDemoSchedule(
  db: Executor,
  ids: { lea: number; marco: number; customers: number[] },
  now: Date,
  options: { begins: { lea: string; marco: string }; past: boolean } = { begins: { lea: '2026-01-05', marco: '2026-01-06' }, past: true },
): Promise<void> {
  const fullTime = await ensureWeekPlan(db, 'Vollzeit Mo–Sa', range([1, 2, 3, 4, 5, 6], '09:00', '20:00'));
  const weekA = await ensureWeekPlan(db, 'Teilzeit Woche A', range([2, 4], '13:00', '20:00'));
  const weekB = await ensureWeekPlan(db, 'Teilzeit Woche B', range([6], '09:00', '14:00'));
  await ensurePlan(db, { therapistId: ids.lea, begins: options.begins.lea, sequence: [fullTime], breakTime: '12:30', breakMinutes: 30, breakMayMove: true });
  await ensurePlan(db, { therapistId: ids.marco, begins: options.begins.marco, sequence: [weekA, weekB], breakTime: null });
  // Both offer their therapies in every duration the therapy has.
  const durations = await db.select().from(therapyArrangements);
  const offer = (therapistId: number, therapyId: number) => ({
    therapistId,
    therapyId,
    arrangementIds: durations.filter((d) => d.therapyId === therapyId).map((d) => d.arrangementId),
  });
  await db
    .insert(therapistTherapies)
    .values([...Array.from({ length: 13 }, (_, i) => offer(ids.lea, i + 1)), ...[1, 2, 10, 13].map((therapyId) => offer(ids.marco, therapyId))])
    .onConflictDoNothing();

  const [seeded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(absences)
    .where(eq(absences.note, DEMO_NOTE));
  if ((seeded?.n ?? 0) > 0) return bookDemoCashPayments(db);
  const today = practiceDate(now);
  const holidayStart = nextWeekday(addDays(today, 21), 1);
  await db.insert(absences).values([
    {
      therapistId: ids.lea,
      typeId: 4,
      startsAt: new Date(zonedDay(holidayStart).at(0)),
      endsAt: new Date(zonedDay(addDays(holidayStart, 6)).at(24 * 60)),
      fullDay: true,
      note: DEMO_NOTE,
    },
    {
      therapistId: ids.lea,
      typeId: 2,
      startsAt: new Date(zonedDay(nextWeekday(addDays(today, 7), 3)).at(14 * 60)),
      endsAt: new Date(zonedDay(nextWeekday(addDays(today, 7), 3)).at(17 * 60)),
      shortTerm: true,
      note: DEMO_NOTE,
    },
  ]);
  const slots: Array<[number, string, number, number]> = [
    [ids.customers[0]!, nextWeekday(addDays(today, 1), 2), 10 * 60, 1],
    [ids.customers[1]!, nextWeekday(addDays(today, 1), 4), 15 * 60, 2],
    [ids.customers[2]!, nextWeekday(addDays(today, 2), 5), 9 * 60, 7],
  ];
  for (const [customerId, date, minutes, therapyId] of slots) await insertDemoBooking(db, ids.lea, customerId, date, minutes, therapyId);
  // With a year of history the past is the history's.
  if (!options.past) return;
  // Treatments already given: two paid (card, cash) and three without a payment record, one for each rating of the to-do list.
  const given: Array<[number, number, number, number, number | null]> = [
    [0, 1, 10 * 60, 1, null],
    [2, 4, 14 * 60, 2, null],
    [3, 10, 11 * 60, 3, null],
    [0, 3, 16 * 60, 1, 1],
    [2, 12, 9 * 60, 7, 2],
  ];
  for (const [customer, daysAgo, minutes, therapyId, paymentType] of given) {
    const date = workdayBefore(today, daysAgo);
    const booking = await insertDemoBooking(db, ids.lea, ids.customers[customer]!, date, minutes, therapyId);
    if (booking && paymentType !== null) {
      await db.insert(payments).values({
        targetType: 'booking',
        bookingId: booking.id,
        amountRappen: booking.priceRappen,
        typeId: paymentType,
        paidOn: date,
        payerId: booking.customerId,
        therapistId: ids.lea,
        serviceDate: date,
      });
    }
  }
  await bookDemoCashPayments(db);
}

/**
 * The seeded cash payment's line in the cash book, as the app writes it for a cash payment: the
 * seed inserts payments directly, past the module that books them. Also for a demo seeded before
 * (a line that is missing is added, unless its month is closed already).
 */
async function bookDemoCashPayments(db: Executor): Promise<void> {
  const missing = await db
    .select({ id: payments.id, bookingId: payments.bookingId, amountRappen: payments.amountRappen, paidOn: payments.paidOn })
    .from(payments)
    .leftJoin(cashTransactions, eq(cashTransactions.paymentId, payments.id))
    .where(and(eq(payments.typeId, 2), eq(payments.targetType, 'booking'), isNull(cashTransactions.id)));
  const closedUpTo = await latestClosedMonth(db);
  for (const payment of missing) {
    if (payment.amountRappen <= 0 || (closedUpTo !== undefined && payment.paidOn.slice(0, 7) <= closedUpTo)) continue;
    await insertCashTransaction(db, {
      date: payment.paidOn,
      type: 'cashReceipt',
      subject: serverText('cash', 'de', 'subjects.cashReceipt', { id: payment.bookingId ?? 0 }),
      amountRappen: payment.amountRappen,
      direction: 'debit',
      paymentId: payment.id,
      bookingId: payment.bookingId,
    });
  }
}

/** A 55-minute booking with Lea, unless one starts then already; answers the new row, numbered as every booking. */
export async function insertDemoBooking(db: Executor, therapistId: number, customerId: number, date: string, minutes: number, therapyId: number) {
  const arrangement = ARRANGEMENTS[1]!;
  const startsAt = new Date(zonedDay(date).at(minutes));
  const exists = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.therapistId, therapistId), eq(bookings.startsAt, startsAt)));
  if (exists.length > 0) return undefined;
  const createdAt = new Date();
  const number = await nextBookingNumber(db, createdAt);
  const [row] = await db
    .insert(bookings)
    .values({
      therapistId,
      customerId,
      therapyId,
      arrangementId: arrangement.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + arrangement.slotMinutes * 60_000),
      durationMinutes: arrangement.durationMinutes,
      priceRappen: arrangement.priceRappen,
      createdAt,
      ...number,
    })
    .returning();
  return row;
}
