import { aliasedTable, and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { absences, bookings, calendarFeeds, therapies, users } from '../../db/schema/index.ts';

export async function feedOf(db: Executor, userId: number) {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Stores the feed's token hash, replacing the user's earlier one. */
export async function replaceFeed(db: Executor, userId: number, tokenHash: string, at: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
}

export async function removeFeed(db: Executor, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The user a feed token (its hash) belongs to, with what the feed needs of them. */
export async function feedOwner(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, language: users.language, inactiveFrom: users.inactiveFrom, erasedAt: users.erasedAt })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

const customer = aliasedTable(users, 'customer');
const therapist = aliasedTable(users, 'therapist');

/**
 * The live bookings between `from` and `to` the user treats or receives, with only what a feed
 * shows: times, therapy, the other person's names. No comments, no health data.
 */
export async function feedBookings(db: Executor, userId: number, from: Date, to: Date) {
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      temporary: bookings.temporary,
      therapistId: bookings.therapistId,
      customerId: bookings.customerId,
      labelKey: therapies.labelKey,
      customerFirstName: customer.firstName,
      customerLastName: customer.lastName,
      therapistFirstName: therapist.firstName,
      therapistLastName: therapist.lastName,
    })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(customer, eq(customer.id, bookings.customerId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .where(
      and(
        or(eq(bookings.therapistId, userId), eq(bookings.customerId, userId)),
        isNull(bookings.cancelledAt),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

/** The user's own absences and the practice's closures between `from` and `to`. */
export async function feedAbsences(db: Executor, userId: number, from: Date, to: Date) {
  return db
    .select({ id: absences.id, therapistId: absences.therapistId, startsAt: absences.startsAt, endsAt: absences.endsAt })
    .from(absences)
    .where(
      and(
        or(eq(absences.therapistId, userId), isNull(absences.therapistId)),
        isNull(absences.cancelledAt),
        lt(absences.startsAt, to),
        gt(absences.endsAt, from),
      ),
    )
    .orderBy(asc(absences.startsAt));
}
