import {
  EXPORT_LINK_HOURS,
  EXPORT_REQUESTS_PER_HOUR,
  LIMITS,
  addDays,
  erasedName,
  zonedDay,
  type AuditEntry,
  type AuditQuery,
  type EraseResult,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { renameInAudit, writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { deleteCredentialsOfUser, type Actor } from '../account/index.ts';
import { bookingIdsOfCustomer, clearBookingComments } from '../bookings/index.ts';
import { deleteFilesOfUser } from '../customer-files/index.ts';
import { deleteHealthFormsOfUser } from '../health-forms/index.ts';
import { notify } from '../notifications/index.ts';
import { takeEvent, type RateLimit } from '../rate-limits/index.ts';
import { deleteRecordsOfBookings } from '../treatment-records/index.ts';
import { findUserById, rolesOfUser, updateUser } from '../users/index.ts';
import { eraseBuyerDetails } from '../vouchers/index.ts';
import { deleteRequestsOfCustomer } from '../waitlist/index.ts';
import { buildExportZip } from './export-zip.ts';
import * as repo from './privacy.repo.ts';

const HOUR_MS = 3_600_000;
const EXPORT_REQUESTS: RateLimit = { bucket: 'privacy-export-request', max: EXPORT_REQUESTS_PER_HOUR, windowMs: HOUR_MS };

const person = (id: number | null, name: string, email: string | null) => (id === null ? null : { id, name: name || email || `#${id}` });

/** A user with the names of their roles, or undefined. */
async function findPerson(db: Executor, id: number) {
  const user = await findUserById(db, id);
  return user && { user, roles: await rolesOfUser(db, id) };
}

/**
 * The audit log filtered by customer, staff member and days (practice zone), newest first, at most
 * `LIMITS.auditRows`. The read itself is audited (`audit.read`, with the filters), after the rows
 * were read, so it is not among them.
 */
export async function readAuditLog(
  ctx: AppContext,
  actor: Actor,
  query: Omit<AuditQuery, 'customerId' | 'actorId'> & { customerId?: number; actorId?: number },
  format: 'json' | 'csv',
): Promise<AuditEntry[]> {
  const rows = await repo.findAuditEntries(ctx.db, {
    customerId: query.customerId,
    actorId: query.actorId,
    from: query.from ? new Date(zonedDay(query.from).at(0)) : undefined,
    to: query.to ? new Date(zonedDay(addDays(query.to, 1)).at(0)) : undefined,
    limit: LIMITS.auditRows,
  });
  // NOTE: a filter may name an id that does not exist (the row would break the foreign key): it stays in `detail`.
  const subject = query.customerId && (await findPerson(ctx.db, query.customerId)) ? query.customerId : null;
  await writeAudit(ctx.db, {
    actorUserId: actor.userId,
    subjectUserId: subject,
    action: 'audit.read',
    detail: { ...query, format, rows: rows.length },
    at: ctx.now(),
  });
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: person(row.actorId, row.actorName, row.actorEmail),
    subject: person(row.subjectId, row.subjectName, row.subjectEmail),
    action: row.action,
    detail: row.detail,
  }));
}

/** A customer's export ZIP, for `actor` (an admin, or the customer through a link); audited. */
async function exportOf(ctx: AppContext, actorUserId: number, userId: number, via: 'admin' | 'link') {
  const found = await findPerson(ctx.db, userId);
  if (!found) throw new AppError('NOT_FOUND', 'No such customer.');
  const data = await repo.readCustomerData(ctx.db, userId);
  const zip = await buildExportZip({ person: found.user, data, practice: await ctx.settings(), now: ctx.now() });
  await writeAudit(ctx.db, { actorUserId, subjectUserId: userId, action: 'privacy.export', detail: { via, bytes: zip.byteLength }, at: ctx.now() });
  return { zip, fileName: `export-${userId}-${ctx.now().toISOString().slice(0, 10)}.zip` };
}

/** Admins: everything the practice holds about a user as one ZIP. */
export const exportCustomer = (ctx: AppContext, actor: Actor, userId: number) => exportOf(ctx, actor.userId, userId, 'admin');

/**
 * Erases the customer's personal and health data in `tx`, each module its own tables: health forms,
 * journals, drawings, files, sessions, links and the second factor are deleted; the waiting
 * requests (and their offers) go; the user row keeps only its id, language and dates, named
 * "erased customer #id"; bookings, payments, invoices, receipts and vouchers stay for the
 * accounting, their free texts about the person cleared; audit rows stay, naming no one.
 */
async function eraseCustomerData(tx: Executor, userId: number, at: Date) {
  const bookingIds = await bookingIdsOfCustomer(tx, userId);
  const records = await deleteRecordsOfBookings(tx, bookingIds);
  const credentials = await deleteCredentialsOfUser(tx, userId);
  const removed = {
    healthForms: await deleteHealthFormsOfUser(tx, userId),
    journalVersions: records.journalVersions,
    drawings: records.drawings,
    files: await deleteFilesOfUser(tx, userId),
    sessions: credentials.sessions,
    loginLinks: credentials.loginLinks,
    exportLinks: await repo.deleteExportLinksOf(tx, userId),
  };
  await deleteRequestsOfCustomer(tx, userId);
  const name = erasedName(userId);
  await updateUser(tx, userId, {
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
  });
  await clearBookingComments(tx, bookingIds);
  const label = `${name.firstName} ${name.lastName}`;
  await renameInAudit(tx, userId, label);
  await eraseBuyerDetails(tx, userId, label);
  return { removed, kept: await repo.keptRecordsOf(tx, userId, bookingIds) };
}

/**
 * Erases a customer's personal and health data in one transaction (see `eraseCustomerData`).
 * Refused for staff and oneself, for a customer erased already, and while an invoice of theirs is
 * open (sent, reminded, not paid or cancelled). Audited with the counts.
 */
export async function eraseCustomer(ctx: AppContext, actor: Actor, userId: number, reason?: string): Promise<EraseResult> {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const found = await findPerson(tx, userId);
    if (!found) throw new AppError('NOT_FOUND', 'No such customer.');
    if (userId === actor.userId || found.roles.some((role) => role !== 'customer'))
      throw new AppError('NOT_ERASABLE', 'Only customers are erased, and never by themselves here.');
    if (found.user.erasedAt) throw new AppError('ALREADY_ERASED', 'The data of this customer was erased already.');
    if ((await repo.countOpenInvoices(tx, userId)) > 0) throw new AppError('OPEN_INVOICE', 'An invoice of this customer is still open.');
    const counts = await eraseCustomerData(tx, userId, now);
    await writeAudit(tx, { actorUserId: actor.userId, subjectUserId: userId, action: 'privacy.erase', detail: { ...counts, reason: reason ?? '' }, at: now });
    return counts;
  });
  return result;
}

/**
 * A customer asks for a copy of their data: a one-time link (only its hash stored), valid 24 hours,
 * by mail; at most `EXPORT_REQUESTS_PER_HOUR` per user and hour. The mail carries only the link.
 */
export async function requestExport(ctx: AppContext, actor: Actor): Promise<void> {
  const now = ctx.now();
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    if (!(await takeEvent(tx, EXPORT_REQUESTS, String(actor.userId), now)))
      throw new AppError('RATE_LIMITED', 'Too many export requests: please try again in an hour.');
    await repo.insertExportLink(tx, {
      userId: actor.userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EXPORT_LINK_HOURS * HOUR_MS),
      createdAt: now,
    });
    const url = `${ctx.config.publicUrl}/data-export?token=${encodeURIComponent(token)}`;
    await notify(ctx, tx, { kind: 'dataExportLink', to: actor.user, url, hours: EXPORT_LINK_HOURS });
    await writeAudit(tx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'privacy.export-request', at: now });
  });
  ctx.notifyMail();
}

/** The ZIP behind a one-time link; the link is used up. Unknown, used or expired: `EXPORT_LINK_INVALID`. */
export async function exportByLink(ctx: AppContext, token: string) {
  const link = await repo.consumeExportLink(ctx.db, hashToken(token), ctx.now());
  if (!link) throw new AppError('EXPORT_LINK_INVALID', 'This link has expired or was used already.');
  return exportOf(ctx, link.userId, link.userId, 'link');
}
