import { lastDayOf } from '@praxis/domain';
import { and, between, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { nextYearlySequence } from '../../db/yearly-counter.repo.ts';
import {
  bookings,
  creditNoteCounters,
  invoiceCounters,
  invoiceReminders,
  invoices,
  payments,
  receipts,
  therapies,
  therapistProfiles,
  users,
  vouchers,
} from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The year's next invoice number (gapless, see `nextYearlySequence`). */
export const nextInvoiceSequence = (tx: Executor, year: number) => nextYearlySequence(tx, invoiceCounters, year);

const therapist = alias(users, 'therapist');

export async function insertInvoice(tx: Executor, values: Omit<typeof invoices.$inferInsert, 'id' | 'createdAt'>): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** The year's next credit-note number (gapless, see `nextYearlySequence`). */
export const nextCreditNoteSequence = (tx: Executor, year: number) => nextYearlySequence(tx, creditNoteCounters, year);

/** The invoice an invoice-creation payment made, locked for its cancellation. */
export async function lockInvoiceOfPayment(tx: Executor, paymentId: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.paymentId, paymentId)).for('update');
  return row;
}

/** A booking's current invoice: the newest not cancelled. */
export async function currentInvoiceOfBooking(db: Executor, bookingId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), ne(invoices.state, 'cancelled')))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row;
}

export async function findInvoice(db: Executor, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** What an invoice of a booking prints: the customer's address and the treatment with its therapist and ZSR number. */
export async function bookingInvoiceFacts(db: Executor, bookingId: number) {
  const [row] = await db
    .select({
      booking: bookings,
      labelKey: therapies.labelKey,
      customer: users,
      therapistFirst: therapist.firstName,
      therapistLast: therapist.lastName,
      therapistZsr: therapistProfiles.zsr,
      /** Paid directly (card, cash, Twint, voucher) besides the invoice. */
      cashPaid:
        sql<number>`(select coalesce(sum(p.amount_rappen), 0) from ${payments} p where p.booking_id = ${bookings.id} and p.type_id between 1 and 4)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .leftJoin(therapistProfiles, eq(therapistProfiles.userId, bookings.therapistId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** What an invoice of a voucher prints: the voucher and its buyer's address. */
export async function voucherInvoiceFacts(db: Executor, voucherId: number) {
  const [row] = await db
    .select({ voucher: vouchers, buyer: users })
    .from(vouchers)
    .innerJoin(users, eq(users.id, vouchers.buyerId))
    .where(eq(vouchers.id, voucherId));
  return row;
}

/** A voucher's invoice that is not cancelled, locked (to record its payment). */
export async function lockInvoiceOfVoucher(tx: Executor, voucherId: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.targetVoucherId, voucherId), ne(invoices.state, 'cancelled')))
    .orderBy(desc(invoices.id))
    .limit(1)
    .for('update');
  return row;
}

/** The day an invoice is due now: the last reminder's, else its own. */
const currentDue = sql<string>`coalesce(${invoices.reminderDueOn}, ${invoices.dueOn})`;

/** The fee of an invoice's last reminder (0 before the third): part of what is open, and of what is paid. */
const currentFee = sql<number>`coalesce((select r.fee_rappen from ${invoiceReminders} r where r.invoice_id = ${invoices.id} and r.level = ${invoices.reminderLevel}), 0)`;

/** What an open invoice asks for now: its amount and the fee of its last reminder. */
const openAmount = sql<number>`(${invoices.amountRappen} + ${currentFee})`;

export interface InvoiceListFilter {
  state?: string;
  overdueOn?: string;
  id?: number;
  /** Issued in this year ("2027") or month ("2027-03"). */
  period?: string;
  /** In the number, or the customer's first name, last name or e-mail (any case). */
  search?: string;
}

function invoiceListWhere(filter: InvoiceListFilter) {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const year = filter.period ? Number(filter.period.slice(0, 4)) : undefined;
  const month = filter.period?.length === 7 ? filter.period : undefined;
  return and(
    filter.state ? eq(invoices.state, filter.state) : undefined,
    filter.overdueOn ? and(inArray(invoices.state, ['open', 'sent']), lt(currentDue, filter.overdueOn)) : undefined,
    filter.id ? eq(invoices.id, filter.id) : undefined,
    year ? eq(invoices.year, year) : undefined,
    // NOTE: an invoice's year is its issue year (numbered from the year's counter on the issue day).
    month ? between(invoices.issuedOn, `${month}-01`, lastDayOf(month)) : undefined,
    pattern ? or(ilike(invoices.number, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern)) : undefined,
  );
}

/**
 * Invoices with their customer, newest first: of one state, overdue on `today`, one invoice, of a
 * period, matching a search, or all; one page of them, each row with the count of all that match.
 */
export function listInvoices(db: Executor, filter: InvoiceListFilter, page: { offset: number; limit: number } = { offset: 0, limit: 1 }) {
  return db
    .select({
      invoice: invoices,
      feeRappen: currentFee.mapWith(Number),
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.customerId))
    .where(invoiceListWhere(filter))
    .orderBy(desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many invoices match (a page past the last answers no rows, so no count of its own). */
export async function countInvoices(db: Executor, filter: InvoiceListFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.customerId))
    .where(invoiceListWhere(filter));
  return row?.count ?? 0;
}

/**
 * Sums over all invoices: still open (open or sent), of those overdue on `today` (past the due day
 * their last reminder set), and paid. What is open counts the reminder fee; what is paid is what
 * arrived (older paid invoices: their amount).
 */
export async function invoiceTotals(db: Executor, today: string) {
  const [row] = await db
    .select({
      openRappen: sql<number>`coalesce(sum(${openAmount}) filter (where ${invoices.state} in ('open', 'sent')), 0)`.mapWith(Number),
      overdueRappen: sql<number>`coalesce(sum(${openAmount}) filter (where ${invoices.state} in ('open', 'sent') and ${currentDue} < ${today}), 0)`.mapWith(
        Number,
      ),
      paidRappen: sql<number>`coalesce(sum(coalesce(${invoices.paidRappen}, ${invoices.amountRappen})) filter (where ${invoices.state} = 'paid'), 0)`.mapWith(
        Number,
      ),
    })
    .from(invoices);
  return row!;
}

/** The fee of an invoice's last reminder (0 without one, or before the third). */
export async function reminderFeeOf(db: Executor, invoice: Pick<InvoiceRow, 'id' | 'reminderLevel'>): Promise<number> {
  if (invoice.reminderLevel === 0) return 0;
  return (await findReminder(db, invoice.id, invoice.reminderLevel))?.feeRappen ?? 0;
}

/** How many of the customer's voucher invoices are open or sent. */
export async function countOpenVoucherInvoices(tx: Executor, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.targetType, 'voucher'), inArray(invoices.state, ['open', 'sent'])));
  return row?.count ?? 0;
}

/** Locks an invoice for a change of state. */
export async function lockInvoice(tx: Executor, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function updateInvoice(
  tx: Executor,
  id: number,
  change: Partial<
    Pick<
      InvoiceRow,
      'state' | 'sentAt' | 'paidOn' | 'paidRappen' | 'reminderLevel' | 'reminderDueOn' | 'paymentId' | 'creditNoteNumber' | 'cancelledOn' | 'snapshot'
    >
  >,
): Promise<void> {
  await tx.update(invoices).set(change).where(eq(invoices.id, id));
}

/** The invoices issued before snapshots were kept, locked while they get theirs. */
export async function invoicesWithoutSnapshot(tx: Executor): Promise<InvoiceRow[]> {
  return tx.select().from(invoices).where(isNull(invoices.snapshot)).orderBy(invoices.id).for('update');
}

export async function insertReminder(tx: Executor, values: Omit<typeof invoiceReminders.$inferInsert, 'id' | 'createdAt'>) {
  const [row] = await tx.insert(invoiceReminders).values(values).returning();
  return row!;
}

export async function findReminder(db: Executor, invoiceId: number, level: number) {
  const [row] = await db
    .select()
    .from(invoiceReminders)
    .where(and(eq(invoiceReminders.invoiceId, invoiceId), eq(invoiceReminders.level, level)));
  return row;
}

/** A customer's invoices that are not cancelled and their receipts, newest first. */
export async function documentsOfCustomer(db: Executor, customerId: number) {
  const [own, theirReceipts] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.customerId, customerId), ne(invoices.state, 'cancelled')))
      .orderBy(desc(invoices.id)),
    // Receipts that stand: not their copies (the same number), nor cancelled ones.
    db
      .select()
      .from(receipts)
      .where(and(eq(receipts.customerId, customerId), isNull(receipts.copyOfId), isNull(receipts.cancelledAt)))
      .orderBy(desc(receipts.id)),
  ]);
  return { invoices: own, receipts: theirReceipts };
}
