import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { arrangements, therapies, users, waitlistOffers, waitlistRequests } from '../../db/schema/index.ts';

export type WaitlistRequestRow = typeof waitlistRequests.$inferSelect;
export type NewWaitlistRequest = typeof waitlistRequests.$inferInsert;

/** What every listing shows of a request: the request, its therapy's key, its duration, offers sent. */
const listed = {
  request: waitlistRequests,
  labelKey: therapies.labelKey,
  durationMinutes: arrangements.durationMinutes,
  offersSent: sql<number>`(select count(*) from ${waitlistOffers} where ${waitlistOffers.requestId} = ${waitlistRequests.id})::int`,
};

/** Waiting requests of a customer that have not passed their last day: what the limit of 3 counts. */
export async function countWaiting(db: Executor, customerId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitlistRequests)
    .where(and(eq(waitlistRequests.customerId, customerId), eq(waitlistRequests.status, 'waiting'), gte(waitlistRequests.toDate, today)));
  return row?.n ?? 0;
}

export async function insertRequest(db: Executor, values: NewWaitlistRequest): Promise<WaitlistRequestRow> {
  const [row] = await db.insert(waitlistRequests).values(values).returning();
  return row!;
}

/** A customer's requests, waiting ones first, then the newest ended ones (at most 50 in all). */
export async function requestsOfCustomer(db: Executor, customerId: number) {
  return db
    .select(listed)
    .from(waitlistRequests)
    .innerJoin(therapies, eq(therapies.id, waitlistRequests.therapyId))
    .innerJoin(arrangements, eq(arrangements.id, waitlistRequests.arrangementId))
    .where(eq(waitlistRequests.customerId, customerId))
    .orderBy(sql`${waitlistRequests.status} = 'waiting' desc`, desc(waitlistRequests.createdAt), desc(waitlistRequests.id))
    .limit(50);
}

/** All requests in queue order with whom they are for; only the waiting (and not expired) ones unless `all`. */
export async function requestsForStaff(db: Executor, today: string, all: boolean) {
  return db
    .select({ ...listed, email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(waitlistRequests)
    .innerJoin(therapies, eq(therapies.id, waitlistRequests.therapyId))
    .innerJoin(arrangements, eq(arrangements.id, waitlistRequests.arrangementId))
    .innerJoin(users, eq(users.id, waitlistRequests.customerId))
    .where(all ? undefined : and(eq(waitlistRequests.status, 'waiting'), gte(waitlistRequests.toDate, today)))
    .orderBy(asc(waitlistRequests.createdAt), asc(waitlistRequests.id))
    .limit(all ? 1000 : 5000);
}

/** Ends a waiting request (withdrawn or booked); false when it was not waiting (any more). */
export async function endRequest(db: Executor, id: number, status: 'withdrawn' | 'booked', at: Date, customerId?: number): Promise<boolean> {
  const rows = await db
    .update(waitlistRequests)
    .set({ status, endedAt: at })
    .where(
      and(
        eq(waitlistRequests.id, id),
        eq(waitlistRequests.status, 'waiting'),
        customerId === undefined ? undefined : eq(waitlistRequests.customerId, customerId),
      ),
    )
    .returning({ id: waitlistRequests.id });
  return rows.length > 0;
}

/** Waiting requests whose days overlap `fromDay`..`toDay` (and have not passed `today`), in the order they were made. */
export async function waitingBetween(db: Executor, fromDay: string, toDay: string, today: string): Promise<WaitlistRequestRow[]> {
  return db
    .select()
    .from(waitlistRequests)
    .where(and(eq(waitlistRequests.status, 'waiting'), lte(waitlistRequests.fromDate, toDay), gte(waitlistRequests.toDate, fromDay > today ? fromDay : today)))
    .orderBy(asc(waitlistRequests.createdAt), asc(waitlistRequests.id));
}

/** Records offers, skipping those made already (request and start); answers the requests that got one. */
export async function insertOffers(db: Executor, values: Array<typeof waitlistOffers.$inferInsert>): Promise<Set<number>> {
  const rows = await db.insert(waitlistOffers).values(values).onConflictDoNothing().returning({ requestId: waitlistOffers.requestId });
  return new Set(rows.map((row) => row.requestId));
}

/** The customers among `ids` who can still be written to (not erased, not deactivated), by id. */
export async function waitingCustomers(db: Executor, ids: number[], today: string): Promise<Map<number, typeof users.$inferSelect>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.erasedAt), or(isNull(users.inactiveFrom), gt(users.inactiveFrom, today))));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The starts already offered to each of `requestIds`. */
export async function offeredStarts(db: Executor, requestIds: number[]): Promise<Map<number, Set<number>>> {
  const offered = new Map<number, Set<number>>();
  if (requestIds.length === 0) return offered;
  const rows = await db
    .select({ requestId: waitlistOffers.requestId, startsAt: waitlistOffers.startsAt })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.requestId, requestIds));
  for (const row of rows) offered.set(row.requestId, (offered.get(row.requestId) ?? new Set()).add(row.startsAt.getTime()));
  return offered;
}

/** An offer by its token's hash, with its request and therapy. */
export async function findOffer(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ offer: waitlistOffers, request: waitlistRequests, labelKey: therapies.labelKey, durationMinutes: arrangements.durationMinutes })
    .from(waitlistOffers)
    .innerJoin(waitlistRequests, eq(waitlistRequests.id, waitlistOffers.requestId))
    .innerJoin(therapies, eq(therapies.id, waitlistRequests.therapyId))
    .innerJoin(arrangements, eq(arrangements.id, waitlistRequests.arrangementId))
    .where(eq(waitlistOffers.tokenHash, tokenHash));
  return row;
}

/** Links the offer to the booking it made; false when it made one already. */
export async function markOfferBooked(db: Executor, offerId: number, bookingId: number): Promise<boolean> {
  const rows = await db
    .update(waitlistOffers)
    .set({ bookingId })
    .where(and(eq(waitlistOffers.id, offerId), sql`${waitlistOffers.bookingId} is null`))
    .returning({ id: waitlistOffers.id });
  return rows.length > 0;
}

/** Removes the customer's requests (erasure: they are personal data and serve nothing afterwards). */
export async function deleteRequestsOfCustomer(db: Executor, customerId: number): Promise<void> {
  await db.delete(waitlistRequests).where(eq(waitlistRequests.customerId, customerId));
}

/**
 * Claims the offers made before `cutoff` that nobody has answered by booking and whose slot is still
 * ahead, marking them swept; answers their slots once each. A conditional update: a second server
 * or an overlapping run claims none of them again.
 */
export async function claimUnansweredOffers(db: Executor, now: Date, cutoff: Date): Promise<Array<{ fromMs: number; toMs: number }>> {
  const rows = await db
    .update(waitlistOffers)
    .set({ sweptAt: now })
    .where(and(isNull(waitlistOffers.sweptAt), isNull(waitlistOffers.bookingId), lte(waitlistOffers.createdAt, cutoff), gt(waitlistOffers.startsAt, now)))
    .returning({ startsAt: waitlistOffers.startsAt, endsAt: waitlistOffers.endsAt });
  const spans = new Map<string, { fromMs: number; toMs: number }>();
  for (const row of rows) spans.set(`${row.startsAt.getTime()}|${row.endsAt.getTime()}`, { fromMs: row.startsAt.getTime(), toMs: row.endsAt.getTime() });
  return [...spans.values()].sort((a, b) => a.fromMs - b.fromMs);
}
