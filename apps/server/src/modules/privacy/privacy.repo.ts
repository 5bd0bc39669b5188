import { and, desc, eq, gte, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  auditLog,
  bookings,
  customerFileContents,
  customerFiles,
  dataExportLinks,
  drawings,
  healthForms,
  invoices,
  journalVersions,
  payments,
  receipts,
  waitlistOffers,
  waitlistRequests,
  therapies,
  users,
  vouchers,
} from '../../db/schema/index.ts';

const actors = alias(users, 'audit_actor');
const subjects = alias(users, 'audit_subject');
const fullName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`;

/** Audit rows matching the filters, newest first, at most `limit`; `from` and `to` are instants (to exclusive). */
export async function findAuditEntries(db: Executor, filter: { customerId?: number; actorId?: number; from?: Date; to?: Date; limit: number }) {
  const where: SQL[] = [];
  if (filter.customerId) where.push(eq(auditLog.subjectUserId, filter.customerId));
  if (filter.actorId) where.push(eq(auditLog.actorUserId, filter.actorId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      detail: auditLog.detail,
      actorId: actors.id,
      // The names as the row was written; rows from before they were stored show today's.
      actorName: sql<string>`coalesce(${auditLog.actorName}, ${fullName(actors)})`,
      actorEmail: actors.email,
      subjectId: subjects.id,
      subjectName: sql<string>`coalesce(${auditLog.subjectName}, ${fullName(subjects)})`,
      subjectEmail: subjects.email,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectUserId))
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit);
}

/** Everything the practice holds about a customer, for the export (read only). */
export async function readCustomerData(db: Executor, userId: number) {
  const own = (
    await db
      .select({ booking: bookings, labelKey: therapies.labelKey })
      .from(bookings)
      .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
      .where(eq(bookings.customerId, userId))
      .orderBy(bookings.startsAt)
  ).map((r) => ({ ...r.booking, therapyLabelKey: r.labelKey }));
  const bookingIds = own.map((b) => b.id);
  const ofBookings = <T>(load: () => Promise<T[]>) => (bookingIds.length === 0 ? Promise.resolve([] as T[]) : load());
  const [forms, journals, views, files, paid, billed, receipted, bought, requests, offers] = await Promise.all([
    db.select().from(healthForms).where(eq(healthForms.userId, userId)).orderBy(healthForms.version),
    ofBookings(() =>
      db.select().from(journalVersions).where(inArray(journalVersions.bookingId, bookingIds)).orderBy(journalVersions.bookingId, journalVersions.version),
    ),
    ofBookings(() => db.select().from(drawings).where(inArray(drawings.bookingId, bookingIds)).orderBy(drawings.bookingId, drawings.view)),
    db
      // NOTE: as base64 text: PGlite's own bytea conversion takes seconds for a large file.
      .select({ file: customerFiles, content: sql<string | null>`encode(${customerFileContents.content}, 'base64')` })
      .from(customerFiles)
      .leftJoin(customerFileContents, eq(customerFileContents.fileId, customerFiles.id))
      .where(eq(customerFiles.userId, userId))
      .orderBy(customerFiles.id),
    db.select().from(payments).where(eq(payments.payerId, userId)).orderBy(payments.id),
    db.select().from(invoices).where(eq(invoices.customerId, userId)).orderBy(invoices.id),
    db.select().from(receipts).where(eq(receipts.customerId, userId)).orderBy(receipts.id),
    db.select().from(vouchers).where(eq(vouchers.buyerId, userId)).orderBy(vouchers.id),
    db.select().from(waitlistRequests).where(eq(waitlistRequests.customerId, userId)).orderBy(waitlistRequests.id),
    // The slots offered to those requests; the offers' link hashes stay out.
    db
      .select({
        requestId: waitlistOffers.requestId,
        startsAt: waitlistOffers.startsAt,
        endsAt: waitlistOffers.endsAt,
        bookingId: waitlistOffers.bookingId,
        createdAt: waitlistOffers.createdAt,
      })
      .from(waitlistOffers)
      .innerJoin(waitlistRequests, eq(waitlistRequests.id, waitlistOffers.requestId))
      .where(eq(waitlistRequests.customerId, userId))
      .orderBy(waitlistOffers.requestId, waitlistOffers.startsAt),
  ]);
  return {
    bookings: own,
    healthForms: forms,
    journalVersions: journals,
    drawings: views,
    files,
    payments: paid,
    invoices: billed,
    receipts: receipted,
    vouchers: bought,
    waitlist: requests.map((request) => ({ ...request, offers: offers.filter((offer) => offer.requestId === request.id) })),
  };
}

/** Invoices of the customer still owed: not paid and not cancelled (open, sent, reminded). */
export async function countOpenInvoices(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.customerId, userId), notInArray(invoices.state, ['paid', 'cancelled'])));
  return row?.n ?? 0;
}

const count = async (db: Executor, table: PgTable, where: SQL) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
};

/** Deletes a user's data-export links (an erasure); answers how many. */
export async function deleteExportLinksOf(tx: Executor, userId: number): Promise<number> {
  return (await tx.delete(dataExportLinks).where(eq(dataExportLinks.userId, userId)).returning({ id: dataExportLinks.id })).length;
}

/** What an erasure keeps of a customer for the accounting: bookings, payments, invoices, receipts, vouchers. */
export async function keptRecordsOf(tx: Executor, userId: number, bookingIds: number[]) {
  return {
    bookings: bookingIds.length,
    payments: await count(tx, payments, or(eq(payments.payerId, userId), bookingIds.length ? inArray(payments.bookingId, bookingIds) : sql`false`)!),
    invoices: await count(tx, invoices, eq(invoices.customerId, userId)),
    receipts: await count(tx, receipts, eq(receipts.customerId, userId)),
    vouchers: await count(tx, vouchers, eq(vouchers.buyerId, userId)),
  };
}

/** Stores a new export link (its hash). */
export async function insertExportLink(tx: Executor, link: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date }) {
  await tx.insert(dataExportLinks).values(link);
}

/**
 * Marks the link of `tokenHash` used if it is unused and not expired at `now`, and answers its user
 * id; undefined when there is no such link, or it was used or has expired. One statement, so a link
 * is used once even by two requests at the same moment.
 */
export async function consumeExportLink(db: Executor, tokenHash: string, now: Date): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(dataExportLinks)
    .set({ usedAt: now })
    .where(and(eq(dataExportLinks.tokenHash, tokenHash), isNull(dataExportLinks.usedAt), gte(dataExportLinks.expiresAt, now)))
    .returning({ userId: dataExportLinks.userId });
  return row;
}
