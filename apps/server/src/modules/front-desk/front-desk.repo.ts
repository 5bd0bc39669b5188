import { ROLES, type CancellationFilter } from '@praxis/domain';
import { and, asc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { absences, bookings, therapies, userRoles, users } from '../../db/schema/index.ts';

const customer = alias(users, 'customer');
const therapist = alias(users, 'therapist');
const creator = alias(users, 'creator');

/** `%text%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A customer's first name, last name or e-mail contains `search` (any case). */
export function customerMatches(table: typeof users | typeof customer, search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(table.firstName, pattern), ilike(table.lastName, pattern), ilike(table.email, pattern));
}

export const cancellationIs = (filter: CancellationFilter) =>
  filter === 'held' ? isNull(bookings.cancelledAt) : filter === 'cancelled' ? isNotNull(bookings.cancelledAt) : undefined;

/** A charged cancellation's amount stays due unless the customer booked again for a day within 30 days after it. */
const outstandingCharge = sql<number>`case when ${bookings.chargeRappen} > 0 and not exists (
  select 1 from ${bookings} as "rebooked"
  where "rebooked"."customer_id" = ${bookings.customerId} and "rebooked"."id" <> ${bookings.id}
    and "rebooked"."cancelled_at" is null and "rebooked"."created_at" >= ${bookings.cancelledAt}
    and "rebooked"."starts_at" > ${bookings.startsAt} and "rebooked"."starts_at" <= ${bookings.startsAt} + interval '30 days'
) then ${bookings.chargeRappen} else 0 end`.mapWith(Number);

/** Each customer's first held booking: a row is the customer's first booking when none starts before it. */
const firstHeld = new QueryBuilder()
  .select({ customerId: bookings.customerId, firstStart: sql<Date>`min(${bookings.startsAt})`.as('first_start') })
  .from(bookings)
  .where(isNull(bookings.cancelledAt))
  .groupBy(bookings.customerId)
  .as('first_held');

const rowColumns = {
  booking: bookings,
  labelKey: therapies.labelKey,
  therapistFirst: therapist.firstName,
  therapistLast: therapist.lastName,
  customer: {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    birthday: customer.birthday,
    language: customer.language,
    street: customer.street,
    postalCode: customer.postalCode,
    city: customer.location,
  },
  creatorFirst: creator.firstName,
  creatorLast: creator.lastName,
  creatorIsCustomer: sql<boolean>`${bookings.createdByUserId} = ${bookings.customerId}`.mapWith(Boolean),
  firstBooking: sql<boolean>`coalesce(${bookings.startsAt} <= ${firstHeld.firstStart}, true)`.mapWith(Boolean),
  outstandingCharge,
};

function selectRows(db: Executor) {
  return db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(customer, eq(customer.id, bookings.customerId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .leftJoin(creator, eq(creator.id, bookings.createdByUserId))
    .leftJoin(firstHeld, eq(firstHeld.customerId, bookings.customerId));
}

export type StaffBookingRecord = Awaited<ReturnType<typeof listBookingRecords>>[number];

/** Bookings starting in [from, to) matching the filters, by start; one query whatever the count. */
export async function listBookingRecords(
  db: Executor,
  filter: { from: Date; to: Date; cancellation: CancellationFilter; therapistId?: number; search: string },
) {
  return selectRows(db)
    .where(
      and(
        gte(bookings.startsAt, filter.from),
        lt(bookings.startsAt, filter.to),
        cancellationIs(filter.cancellation),
        filter.therapistId ? eq(bookings.therapistId, filter.therapistId) : undefined,
        customerMatches(customer, filter.search),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

export async function findBookingRecord(db: Executor, id: number) {
  const [row] = await selectRows(db).where(eq(bookings.id, id));
  return row;
}

/** Absences overlapping [from, to), not cancelled: the therapist's (or all when none is chosen) and the practice's. */
export async function listAbsenceRecords(db: Executor, filter: { from: Date; to: Date; therapistId?: number }) {
  return db
    .select({ absence: absences, therapistFirst: therapist.firstName, therapistLast: therapist.lastName })
    .from(absences)
    .leftJoin(therapist, eq(therapist.id, absences.therapistId))
    .where(
      and(
        isNull(absences.cancelledAt),
        lt(absences.startsAt, filter.to),
        gt(absences.endsAt, filter.from),
        filter.therapistId ? or(isNull(absences.therapistId), eq(absences.therapistId, filter.therapistId)) : undefined,
      ),
    )
    .orderBy(asc(absences.startsAt));
}

export async function updateTherapistComment(db: Executor, id: number, therapistComment: string): Promise<boolean> {
  const rows = await db.update(bookings).set({ therapistComment }).where(eq(bookings.id, id)).returning({ id: bookings.id });
  return rows.length > 0;
}

/** Per customer: the next held booking's start, the last one's, the held count and the billed total (ended held bookings plus charges). */
function bookingStats(db: Executor, now: Date) {
  return db.$with('stats').as(
    db
      .select({
        customerId: bookings.customerId,
        nextStart: sql<Date | null>`min(${bookings.startsAt}) filter (where ${bookings.cancelledAt} is null and ${bookings.startsAt} >= ${now})`.as(
          'next_start',
        ),
        lastStart: sql<Date | null>`max(${bookings.startsAt}) filter (where ${bookings.cancelledAt} is null and ${bookings.startsAt} < ${now})`.as(
          'last_start',
        ),
        bookingCount: sql<number>`count(*) filter (where ${bookings.cancelledAt} is null)`.mapWith(Number).as('booking_count'),
        billed: sql<number>`coalesce(sum(${bookings.priceRappen}) filter (where ${bookings.cancelledAt} is null and ${bookings.endsAt} <= ${now}), 0)
          + coalesce(sum(${bookings.chargeRappen}) filter (where ${bookings.cancelledAt} is not null), 0)`
          .mapWith(Number)
          .as('billed'),
      })
      .from(bookings)
      .groupBy(bookings.customerId),
  );
}

export interface CustomerPageFilter {
  search: string;
  /** Only customers with a booking starting in [from, to) of this cancellation state; none: everyone. */
  bookingsIn?: { from?: Date; to?: Date; cancellation: CancellationFilter };
  sort: 'closestBooking' | 'newest';
  offset: number;
  limit: number;
  now: Date;
}

/** One page of customers (users holding the customer role) with their booking figures, and how many match. */
export async function customerPage(db: Executor, filter: CustomerPageFilter) {
  const stats = bookingStats(db, filter.now);
  const inRange = filter.bookingsIn;
  const hasBooking = inRange
    ? sql`exists (select 1 from ${bookings} where ${and(
        eq(bookings.customerId, users.id),
        inRange.from ? gte(bookings.startsAt, inRange.from) : undefined,
        inRange.to ? lt(bookings.startsAt, inRange.to) : undefined,
        cancellationIs(inRange.cancellation),
      )})`
    : undefined;
  const order =
    filter.sort === 'newest'
      ? [sql`${users.createdAt} desc`, sql`${users.id} desc`]
      : // Upcoming first (soonest first), then those with only past bookings (latest first), then the rest.
        [sql`${stats.nextStart} asc nulls last`, sql`${stats.lastStart} desc nulls last`, sql`${users.id} desc`];
  return db
    .with(stats)
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      unconfirmed: users.unconfirmed,
      acquired: users.acquiredCustomer,
      nextStart: stats.nextStart,
      lastStart: stats.lastStart,
      bookingCount: sql<number>`coalesce(${stats.bookingCount}, 0)`.mapWith(Number),
      billed: sql<number>`coalesce(${stats.billed}, 0)`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.customer)))
    .leftJoin(stats, eq(stats.customerId, users.id))
    .where(and(customerMatches(users, filter.search), hasBooking))
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Every booking of `customerIds` held at one of `starts` (the closest ones of a page), with therapy and therapist. */
export async function bookingsOfCustomers(db: Executor, customerIds: number[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({ booking: bookings, labelKey: therapies.labelKey, therapistFirst: therapist.firstName, therapistLast: therapist.lastName })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .where(inArray(bookings.customerId, customerIds))
    .orderBy(asc(bookings.startsAt));
}
