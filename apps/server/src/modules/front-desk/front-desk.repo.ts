import { ROLES, type CancellationFilter } from '@praxis/domain';
import { and, asc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { jsonValue, rowsOf, type Executor } from '../../db/client.ts';
import { absences, bookings, payments, therapies, userRoles, users } from '../../db/schema/index.ts';
import { effectiveChargeSql } from '../bookings/index.ts';

const customer = alias(users, 'customer');
const therapist = alias(users, 'therapist');

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

/** An instant as the API writes it (`Date.prototype.toISOString`), made by the database. */
const iso = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One booking of the list as the database hands it over: flat, every instant already ISO text. */
export interface BookingListRecord {
  id: number;
  start: string;
  end: string;
  /** Its day in the practice's zone. */
  day: string;
  therapistId: number;
  therapistName: string;
  customerId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  birthday: string | null;
  language: string;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  /** What a Tarif 590 receipt of it prints: the therapy's position, the therapist's ZSR and EMR numbers. */
  tariffCode: string | null;
  therapistZsr: string | null;
  therapistEmr: string | null;
  therapyId: number;
  arrangementId: number;
  labelKey: string;
  durationMinutes: number;
  priceRappen: number;
  temporary: boolean;
  unverified: boolean;
  customerComment: string;
  therapistComment: string;
  numberYear: number | null;
  numberInYear: number | null;
  /** The staff member who booked it; null when the customer did. */
  createdByStaff: string | null;
  cancelledAt: string | null;
  cancelType: number | null;
  cancelReason: string | null;
  cancelCostOption: string | null;
  /** A charged cancellation's amount, unless the customer booked again for a day within 30 days after it. */
  chargeRappen: number;
  paidRappen: number;
  invoiceRappen: number;
  cashRappen: number;
  paymentCount: number;
  firstBooking: boolean;
}

/**
 * The list's rows as one JSON array built by the database: with PGlite, handing over thousands of
 * rows of 35 columns costs more than the query; one JSON value is handed over faster.
 */
async function bookingListRecords(db: Executor, where: SQL | undefined, page?: { offset: number; limit: number }): Promise<BookingListRecord[]> {
  const [row] = await rowsOf<{ rows: Omit<BookingListRecord, 'firstBooking'>[] | string | null }>(db, bookingListQuery(where, page));
  const rows = jsonValue(row?.rows, []);
  // NOTE: a second small query, not a join: joined, the planner (without statistics on PGlite) compared every row with every customer.
  const firsts = await firstHeldStarts(db, [...new Set(rows.map((r) => r.customerId))]);
  return rows.map((r) => ({ ...r, firstBooking: Date.parse(r.start) <= (firsts.get(r.customerId) ?? Number.POSITIVE_INFINITY) }));
}

/** Each customer's first held booking start (ms): a booking is the customer's first when none starts before it. */
async function firstHeldStarts(db: Executor, customerIds: number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: bookings.customerId, first: sql<Date>`min(${bookings.startsAt})`.mapWith(bookings.startsAt) })
    .from(bookings)
    .where(and(inArray(bookings.customerId, customerIds), isNull(bookings.cancelledAt)))
    .groupBy(bookings.customerId);
  return new Map(rows.map((r) => [r.customerId, r.first.getTime()]));
}

/** The booking list's query (exported for `EXPLAIN` in benchmarks); `page`: that many rows by start from an offset. */
export function bookingListQuery(where: SQL | undefined, page?: { offset: number; limit: number }): SQL {
  return sql`select coalesce(json_agg(r order by r.start, r.id), '[]'::json) as "rows" from (
    select
      ${bookings.id} as "id", ${iso(bookings.startsAt)} as "start", ${iso(bookings.endsAt)} as "end",
      to_char(${bookings.startsAt} at time zone 'Europe/Zurich', 'YYYY-MM-DD') as "day",
      ${bookings.therapistId} as "therapistId", concat_ws(' ', "therapist"."first_name", "therapist"."last_name") as "therapistName",
      ${bookings.customerId} as "customerId", "customer"."first_name" as "firstName", "customer"."last_name" as "lastName",
      "customer"."email" as "email", "customer"."phone" as "phone", to_char("customer"."birthday", 'YYYY-MM-DD') as "birthday",
      "customer"."language" as "language", "customer"."street" as "street", "customer"."house_number" as "houseNumber", "customer"."postal_code" as "postalCode", "customer"."location" as "city",
      ${bookings.therapyId} as "therapyId", ${bookings.arrangementId} as "arrangementId", ${therapies.labelKey} as "labelKey",
      ${therapies.tariff590Code} as "tariffCode", "profile"."zsr" as "therapistZsr", "profile"."emr" as "therapistEmr",
      ${bookings.durationMinutes} as "durationMinutes", ${bookings.priceRappen} as "priceRappen",
      ${bookings.temporary} as "temporary", ${bookings.unverified} as "unverified",
      ${bookings.customerComment} as "customerComment", ${bookings.therapistComment} as "therapistComment", ${bookings.numberInYear} as "numberInYear",
      ${bookings.numberYear} as "numberYear",
      case when ${bookings.createdByUserId} is not null and ${bookings.createdByUserId} <> ${bookings.customerId}
        then coalesce(nullif(concat_ws(' ', "creator"."first_name", "creator"."last_name"), ''), "creator"."email") end as "createdByStaff",
      case when ${bookings.cancelledAt} is null then null else ${iso(bookings.cancelledAt)} end as "cancelledAt",
      ${bookings.cancelType} as "cancelType", ${bookings.cancelReason} as "cancelReason", ${bookings.cancelCostOption} as "cancelCostOption",
      ${effectiveChargeSql} as "chargeRappen",
      "paid"."sum" as "paidRappen", "paid"."invoice" as "invoiceRappen", "paid"."cash" as "cashRappen", "paid"."count" as "paymentCount"
    from ${bookings}
    cross join lateral (
      select coalesce(sum(p.amount_rappen), 0)::int as "sum",
        coalesce(sum(p.amount_rappen) filter (where p.type_id = 5), 0)::int as "invoice",
        coalesce(sum(p.amount_rappen) filter (where p.type_id between 1 and 4), 0)::int as "cash",
        count(*)::int as "count"
      from ${payments} p where p.booking_id = ${bookings.id}
    ) as "paid"
    join ${therapies} on ${therapies.id} = ${bookings.therapyId}
    join "users" as "customer" on "customer"."id" = ${bookings.customerId}
    join "users" as "therapist" on "therapist"."id" = ${bookings.therapistId}
    left join "users" as "creator" on "creator"."id" = ${bookings.createdByUserId}
    left join "therapist_profiles" as "profile" on "profile"."user_id" = ${bookings.therapistId}
    where ${where ?? sql`true`}
    ${page ? sql`order by ${bookings.startsAt}, ${bookings.id} limit ${page.limit} offset ${page.offset}` : sql``}
  ) as r`;
}

export interface BookingListFilter {
  from: Date;
  to: Date;
  cancellation: CancellationFilter;
  therapistId?: number;
  search: string;
  /** Only bookings whose payment is outstanding at this instant (`paymentOutstanding` of the domain, in SQL). */
  outstandingAt?: Date;
}

function bookingListWhere(filter: BookingListFilter): SQL | undefined {
  return and(
    gte(bookings.startsAt, filter.from),
    lt(bookings.startsAt, filter.to),
    cancellationIs(filter.cancellation),
    filter.therapistId ? eq(bookings.therapistId, filter.therapistId) : undefined,
    customerMatches(customer, filter.search),
    filter.outstandingAt
      ? or(
          and(isNull(bookings.cancelledAt), lte(bookings.endsAt, filter.outstandingAt), eq(bookings.paymentCount, 0)),
          and(isNotNull(bookings.cancelledAt), sql`${effectiveChargeSql} > greatest(${bookings.paidRappen}, 0)`),
        )
      : undefined,
  );
}

/** One page of the bookings starting in [from, to) that match the filters, by start; one query whatever the count. */
export function listBookingRecords(db: Executor, filter: BookingListFilter, page: { offset: number; limit: number }) {
  return bookingListRecords(db, bookingListWhere(filter), page);
}

/**
 * The figures of every booking the filters match (not only a page's): how many, how many
 * cancelled, the held ones' list prices with the cancellations' charges, and what was paid (the
 * totals the database keeps on each booking).
 */
export async function bookingListTotals(db: Executor, filter: BookingListFilter) {
  const [row] = await db
    .select({
      bookings: sql<number>`count(*)`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${bookings.cancelledAt} is not null)`.mapWith(Number),
      priceRappen: sql<number>`coalesce(sum(case when ${bookings.cancelledAt} is null then ${bookings.priceRappen} else ${effectiveChargeSql} end), 0)`.mapWith(
        Number,
      ),
      paidRappen: sql<number>`coalesce(sum(${bookings.paidRappen}), 0)`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(customer, eq(customer.id, bookings.customerId))
    .where(bookingListWhere(filter));
  return row!;
}

export async function findBookingRecord(db: Executor, id: number): Promise<BookingListRecord | undefined> {
  const [row] = await bookingListRecords(db, eq(bookings.id, id));
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

/** Per customer: the next held booking's start, the last one's, the held count and the billed total (ended held bookings plus charges). */
function bookingStats(db: Executor, now: Date, customerIds?: number[]) {
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
      .where(customerIds ? inArray(bookings.customerId, customerIds) : undefined)
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
  // NOTE: a search first finds its customers, then their figures alone: joined to everyone's figures,
  // the planner (without statistics on PGlite) loops over all of them for each match.
  const matching = filter.search
    ? (await db.select({ id: users.id }).from(users).where(customerMatches(users, filter.search))).map((row) => row.id)
    : undefined;
  if (matching && matching.length === 0) return [];
  const stats = bookingStats(db, filter.now, matching);
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
    .where(and(matching ? inArray(users.id, matching) : undefined, hasBooking))
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * The bookings of `customerIds` with therapy and therapist, soonest first; with `heldAt`, only the
 * held ones starting at one of those instants (the closest bookings of a client-list page).
 */
export async function bookingsOfCustomers(db: Executor, customerIds: number[], heldAt?: Date[]) {
  if (customerIds.length === 0 || heldAt?.length === 0) return [];
  return db
    .select({ booking: bookings, labelKey: therapies.labelKey, therapistFirst: therapist.firstName, therapistLast: therapist.lastName })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .where(and(inArray(bookings.customerId, customerIds), heldAt ? and(isNull(bookings.cancelledAt), inArray(bookings.startsAt, heldAt)) : undefined))
    .orderBy(asc(bookings.startsAt));
}
