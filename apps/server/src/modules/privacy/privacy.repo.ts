import { ROLES, erasedName } from '@praxis/domain';
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
  loginLinks,
  payments,
  receipts,
  sessions,
  mfaRecoveryCodes,
  userMfa,
  waitlistOffers,
  waitlistRequests,
  therapies,
  userRoles,
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

/** A user row with their role ids, or undefined. */
export async function findPerson(db: Executor, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return undefined;
  const roles = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id));
  return { user, roleIds: roles.map((r) => r.roleId) };
}

/** True when the user holds any role besides customer. */
export const isStaff = (roleIds: readonly number[]) => roleIds.some((id) => id !== ROLES.customer);

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

/**
 * Erases the customer's personal and health data with `tx` (call it in a transaction): health
 * forms, journals, drawings, files, sessions and links are deleted; the user row keeps only its id,
 * language and dates, named "erased customer #id"; bookings, payments, invoices, receipts and
 * vouchers stay for the accounting, their free texts about the person cleared.
 */
export async function eraseCustomer(tx: Executor, userId: number, at: Date) {
  const bookingIds = (await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, userId))).map((b) => b.id);
  const ofBookings = async (del: () => Promise<unknown[]>) => (bookingIds.length === 0 ? 0 : (await del()).length);
  const removed = {
    healthForms: (await tx.delete(healthForms).where(eq(healthForms.userId, userId)).returning({ id: healthForms.id })).length,
    journalVersions: await ofBookings(() =>
      tx.delete(journalVersions).where(inArray(journalVersions.bookingId, bookingIds)).returning({ id: journalVersions.id }),
    ),
    drawings: await ofBookings(() => tx.delete(drawings).where(inArray(drawings.bookingId, bookingIds)).returning({ id: drawings.id })),
    // The contents go with their file (on delete cascade).
    files: (await tx.delete(customerFiles).where(eq(customerFiles.userId, userId)).returning({ id: customerFiles.id })).length,
    sessions: (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.tokenHash })).length,
    loginLinks: (await tx.delete(loginLinks).where(eq(loginLinks.userId, userId)).returning({ id: loginLinks.id })).length,
    exportLinks: (await tx.delete(dataExportLinks).where(eq(dataExportLinks.userId, userId)).returning({ id: dataExportLinks.id })).length,
  };
  // The second factor is a credential of the account, which can no longer log in.
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.delete(userMfa).where(eq(userMfa.userId, userId));
  // Waiting requests say what the person wanted when; their offers go with them.
  await tx.delete(waitlistRequests).where(eq(waitlistRequests.customerId, userId));
  const name = erasedName(userId);
  await tx
    .update(users)
    .set({
      ...name,
      email: `erased-${userId}@erased.invalid`,
      passwordHash: null,
      phone: null,
      birthday: null,
      salutation: 0,
      street: null,
      houseNumber: null,
      postalCode: null,
      location: null,
      countryCode: null,
      healthInsurer: null,
      sex: null,
      insuredNumber: null,
      licensePlate: null,
      profession: null,
      hobby: null,
      heardAboutUs: null,
      staffNotes: '',
      activeRoleIds: [],
      erasedAt: at,
    })
    .where(eq(users.id, userId));
  if (bookingIds.length > 0) await tx.update(bookings).set({ customerComment: '', therapistComment: '' }).where(inArray(bookings.id, bookingIds));
  const label = `${name.firstName} ${name.lastName}`;
  // NOTE: the audit rows stay (who read or changed what), but no longer name the person.
  await tx.update(auditLog).set({ actorName: label }).where(eq(auditLog.actorUserId, userId));
  await tx.update(auditLog).set({ subjectName: label }).where(eq(auditLog.subjectUserId, userId));
  // NOTE: vouchers keep their numbers and amounts; the names and addresses the buyer typed go.
  await tx
    .update(vouchers)
    .set({
      fromName: sql`case when ${vouchers.fromName} = '' then '' else ${label} end`,
      forName: sql`case when ${vouchers.forName} = '' then '' else ${label} end`,
      shipEmail: null,
      shipAddress: null,
      comment: '',
    })
    .where(eq(vouchers.buyerId, userId));
  const kept = {
    bookings: bookingIds.length,
    payments: await count(tx, payments, or(eq(payments.payerId, userId), bookingIds.length ? inArray(payments.bookingId, bookingIds) : sql`false`)!),
    invoices: await count(tx, invoices, eq(invoices.customerId, userId)),
    receipts: await count(tx, receipts, eq(receipts.customerId, userId)),
    vouchers: await count(tx, vouchers, eq(vouchers.buyerId, userId)),
  };
  return { removed, kept };
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
