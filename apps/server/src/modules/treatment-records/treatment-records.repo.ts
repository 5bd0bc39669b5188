import { and, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings, drawings, journalVersions, therapies, users } from '../../db/schema/index.ts';

export type JournalRow = typeof journalVersions.$inferSelect & { savedByName: string | null };
export type DrawingRow = typeof drawings.$inferSelect & { updatedByName: string | null };

const author = alias(users, 'author');
// A staff member without names (an admin account) is named by the e-mail address.
const authorName = sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${author.firstName}, ${author.lastName})), ''), ${author.email})`;

/** The booking a record belongs to, with its customer, therapist and therapy; locked when `forUpdate`. */
export async function findRecordBooking(db: Executor, bookingId: number, forUpdate = false) {
  const therapist = alias(users, 'therapist');
  const query = db
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      cancelledAt: bookings.cancelledAt,
      labelKey: therapies.labelKey,
      therapistName: sql<string>`trim(concat_ws(' ', ${therapist.firstName}, ${therapist.lastName}))`,
      therapistId: bookings.therapistId,
      durationMinutes: bookings.durationMinutes,
    })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .where(eq(bookings.id, bookingId));
  const [row] = forUpdate ? await query.for('update', { of: bookings }) : await query;
  return row;
}

/** The newest saved version of each of `bookingIds`' journals. */
export async function latestJournals(db: Executor, bookingIds: number[]): Promise<Map<number, JournalRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([journalVersions.bookingId], { version: journalVersions, savedByName: authorName })
    .from(journalVersions)
    .leftJoin(author, eq(author.id, journalVersions.savedByUserId))
    .where(inArray(journalVersions.bookingId, bookingIds))
    .orderBy(journalVersions.bookingId, desc(journalVersions.version));
  return new Map(rows.map((r) => [r.version.bookingId, { ...r.version, savedByName: r.savedByName }]));
}

export async function journalVersionList(db: Executor, bookingId: number): Promise<JournalRow[]> {
  const rows = await db
    .select({ version: journalVersions, savedByName: authorName })
    .from(journalVersions)
    .leftJoin(author, eq(author.id, journalVersions.savedByUserId))
    .where(eq(journalVersions.bookingId, bookingId))
    .orderBy(desc(journalVersions.version));
  return rows.map((r) => ({ ...r.version, savedByName: r.savedByName }));
}

export async function insertJournalVersion(
  db: Executor,
  values: { bookingId: number; version: number; history: string; treatment: string; notes: string; diagnosis: string; savedByUserId: number; savedAt: Date },
): Promise<typeof journalVersions.$inferSelect> {
  const [row] = await db.insert(journalVersions).values(values).returning();
  if (!row) throw new Error('journal version insert returned nothing');
  return row;
}

/** The views of `bookingIds`' drawings with their strokes. */
export async function drawingViews(db: Executor, bookingIds: number[]): Promise<DrawingRow[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({ drawing: drawings, updatedByName: authorName })
    .from(drawings)
    .leftJoin(author, eq(author.id, drawings.updatedByUserId))
    .where(inArray(drawings.bookingId, bookingIds))
    .orderBy(drawings.bookingId, drawings.view);
  return rows.map((r) => ({ ...r.drawing, updatedByName: r.updatedByName }));
}

/** Which views each of `bookingIds` has drawn, without reading the strokes. */
export async function drawnViews(db: Executor, bookingIds: number[]): Promise<Map<number, string[]>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.select({ bookingId: drawings.bookingId, view: drawings.view }).from(drawings).where(inArray(drawings.bookingId, bookingIds));
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(row.bookingId, [...(map.get(row.bookingId) ?? []), row.view]);
  return map;
}

/** Replaces one view's strokes (an empty list removes the view). */
export async function writeDrawingView(db: Executor, values: { bookingId: number; view: string; strokes: unknown[]; userId: number; at: Date }) {
  if (values.strokes.length === 0) {
    await db.delete(drawings).where(and(eq(drawings.bookingId, values.bookingId), eq(drawings.view, values.view)));
    return;
  }
  const set = { strokes: values.strokes, strokeCount: values.strokes.length, updatedByUserId: values.userId, updatedAt: values.at };
  await db
    .insert(drawings)
    .values({ bookingId: values.bookingId, view: values.view, ...set })
    .onConflictDoUpdate({ target: [drawings.bookingId, drawings.view], set });
}

/** The customer's other bookings that have a journal or a drawing, newest first. */
export async function recordBookingsOfCustomer(db: Executor, customerId: number, exceptBookingId: number) {
  const therapist = alias(users, 'therapist');
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      labelKey: therapies.labelKey,
      therapistName: sql<string>`trim(concat_ws(' ', ${therapist.firstName}, ${therapist.lastName}))`,
    })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .where(
      and(
        eq(bookings.customerId, customerId),
        ne(bookings.id, exceptBookingId),
        // NOTE: plain SQL names: inside a subquery Drizzle would leave `id` unqualified and bind it to the inner table.
        sql`(exists (select 1 from journal_versions j where j.booking_id = "bookings"."id") or exists (select 1 from drawings d where d.booking_id = "bookings"."id"))`,
      ),
    )
    .orderBy(desc(bookings.startsAt))
    .limit(200);
}

/** The customer's latest held booking that began before `until` (the drawing board opened with `?email=`). */
export async function latestBookingOf(db: Executor, email: string, until: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(users.email, email), isNull(bookings.cancelledAt), lte(bookings.startsAt, until)))
    .orderBy(desc(bookings.startsAt))
    .limit(1);
  return row?.id;
}

/** Per customer: how many of their bookings have a journal, and how many a drawing (the booking list's counts). */
export async function recordCounts(db: Executor, customerIds: number[]): Promise<Map<number, { journals: number; drawings: number }>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: bookings.customerId,
      // NOTE: plain SQL names: inside a subquery Drizzle leaves columns unqualified, and `id` would bind to the inner table.
      journals: sql<number>`count(*) filter (where exists (select 1 from journal_versions j where j.booking_id = "bookings"."id"))`.mapWith(Number),
      drawings: sql<number>`count(*) filter (where exists (select 1 from drawings d where d.booking_id = "bookings"."id"))`.mapWith(Number),
    })
    .from(bookings)
    .where(inArray(bookings.customerId, customerIds))
    .groupBy(bookings.customerId);
  return new Map(rows.map((r) => [r.customerId, { journals: r.journals, drawings: r.drawings }]));
}

/** Deletes the journals (every version) and drawings of these bookings (an erasure); answers how many. */
export async function deleteRecordsOfBookings(tx: Executor, bookingIds: number[]): Promise<{ journalVersions: number; drawings: number }> {
  if (bookingIds.length === 0) return { journalVersions: 0, drawings: 0 };
  const versions = await tx.delete(journalVersions).where(inArray(journalVersions.bookingId, bookingIds)).returning({ id: journalVersions.id });
  const drawn = await tx.delete(drawings).where(inArray(drawings.bookingId, bookingIds)).returning({ id: drawings.id });
  return { journalVersions: versions.length, drawings: drawn.length };
}
