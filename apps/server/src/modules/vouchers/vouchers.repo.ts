import { LIMITS, normalizeVoucherCode, type VoucherState } from '@praxis/domain';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nextYearlySequence } from '../../db/yearly-counter.repo.ts';
import { bookings, invoices, payments, users, vouchers, voucherCounters } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type VoucherRecord = typeof vouchers.$inferSelect;
export type VoucherChange = Partial<
  Pick<VoucherRecord, 'balanceRappen' | 'confirmedAt' | 'validUntil' | 'certificateIssuer' | 'sentAt' | 'archivedAt' | 'mailHeld'>
>;

/** The year's next voucher number (gapless, see `nextYearlySequence`). */
export const nextVoucherSequence = (tx: Executor, year: number) => nextYearlySequence(tx, voucherCounters, year);

export async function insertVoucher(tx: Executor, values: Omit<typeof vouchers.$inferInsert, 'id' | 'createdAt'>): Promise<VoucherRecord> {
  const [row] = await tx.insert(vouchers).values(values).returning();
  return row!;
}

export async function codeTaken(db: Executor, code: string): Promise<boolean> {
  return (await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, code))).length > 0;
}

export async function findVoucher(db: Executor, id: number): Promise<VoucherRecord | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return row;
}

/** Locks a voucher for a payment, a redemption or a change of state: they take turns. */
export async function lockVoucher(tx: Executor, id: number): Promise<VoucherRecord | undefined> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return row;
}

export async function updateVoucher(tx: Executor, id: number, change: VoucherChange): Promise<void> {
  await tx.update(vouchers).set(change).where(eq(vouchers.id, id));
}

/** What the payments for a voucher (its purchase) add up to, and the day of the latest (null: none). */
export async function voucherPurchase(db: Executor, id: number): Promise<{ paidRappen: number; lastPaidOn: string | null }> {
  const [row] = await db
    .select({
      paidRappen: sql<number>`coalesce(sum(${payments.amountRappen}), 0)`.mapWith(Number),
      lastPaidOn: sql<string | null>`max(${payments.paidOn})::text`,
    })
    .from(payments)
    .where(eq(payments.targetVoucherId, id));
  return { paidRappen: row?.paidRappen ?? 0, lastPaidOn: row?.lastPaidOn ?? null };
}

/** Whether any redemption (a type-4 payment on a booking) used the voucher. */
export async function voucherRedeemed(db: Executor, id: number): Promise<boolean> {
  return (await db.select({ id: payments.id }).from(payments).where(eq(payments.voucherId, id)).limit(1)).length > 0;
}

const buyer = {
  buyerId: users.id,
  buyerFirst: users.firstName,
  buyerLast: users.lastName,
  buyerEmail: users.email,
  buyerLanguage: users.language,
};

/** A state as a condition (the rules of `voucherState`, in SQL). */
function stateIs(state: VoucherState): SQL {
  const archived = isNotNull(vouchers.archivedAt);
  const live = isNull(vouchers.archivedAt);
  switch (state) {
    case 'archived':
      return archived;
    case 'usedUp':
      return and(live, isNotNull(vouchers.confirmedAt), eq(vouchers.balanceRappen, 0))!;
    case 'sent':
      return and(live, isNotNull(vouchers.sentAt), or(isNull(vouchers.confirmedAt), sql`${vouchers.balanceRappen} > 0`))!;
    case 'paid':
      return and(live, isNull(vouchers.sentAt), isNotNull(vouchers.confirmedAt), sql`${vouchers.balanceRappen} > 0`)!;
    case 'unconfirmed':
      return and(live, isNull(vouchers.sentAt), isNull(vouchers.confirmedAt))!;
  }
}

/** Number, code (as typed), buyer, recipient or giver contain the search. */
function searchMatches(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const code = normalizeVoucherCode(search);
  return or(
    ilike(vouchers.number, pattern),
    code ? ilike(vouchers.code, containsPattern(code)) : undefined,
    ilike(vouchers.forName, pattern),
    ilike(vouchers.fromName, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
  );
}

/** Voucher management's list: the newest matching first (at most `LIMITS.voucherListRows`), and how many match. */
export async function listVouchers(db: Executor, filter: { state?: VoucherState; search: string; id?: number }) {
  const where = and(filter.state ? stateIs(filter.state) : undefined, searchMatches(filter.search), filter.id ? eq(vouchers.id, filter.id) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ voucher: vouchers, ...buyer })
      .from(vouchers)
      .innerJoin(users, eq(users.id, vouchers.buyerId))
      .where(where)
      .orderBy(desc(vouchers.id))
      .limit(LIMITS.voucherListRows),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(vouchers)
      .innerJoin(users, eq(users.id, vouchers.buyerId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
export type ListedVoucher = Awaited<ReturnType<typeof listVouchers>>['rows'][number];

/** Confirmed, live vouchers with a balance that match a redemption search. */
export function redeemableVouchers(db: Executor, search: string) {
  return db
    .select({ voucher: vouchers, ...buyer })
    .from(vouchers)
    .innerJoin(users, eq(users.id, vouchers.buyerId))
    .where(and(isNull(vouchers.archivedAt), isNotNull(vouchers.confirmedAt), sql`${vouchers.balanceRappen} > 0`, searchMatches(search)))
    .orderBy(desc(vouchers.id))
    .limit(LIMITS.redeemableVouchers);
}

/** The type-4 payments on bookings that used a voucher, with the booking's customer. */
export function redemptionsOf(db: Executor, voucherId: number) {
  return db
    .select({
      paymentId: payments.id,
      bookingId: payments.bookingId,
      amountRappen: payments.amountRappen,
      date: payments.paidOn,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(eq(payments.voucherId, voucherId))
    .orderBy(payments.paidOn, payments.id);
}

/** The voucher's invoice in advance (the newest not cancelled). */
export async function invoiceOfVoucher(db: Executor, voucherId: number) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, state: invoices.state })
    .from(invoices)
    .where(and(eq(invoices.targetVoucherId, voucherId), sql`${invoices.state} <> 'cancelled'`))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row;
}

export function vouchersOfBuyer(db: Executor, buyerId: number) {
  return db.select().from(vouchers).where(eq(vouchers.buyerId, buyerId)).orderBy(desc(vouchers.id)).limit(200);
}

/** Paid vouchers to be e-mailed whose certificate has not gone out (claimed by the job). */
export function certificatesToMail(tx: Executor) {
  return tx
    .select()
    .from(vouchers)
    .where(and(isNotNull(vouchers.confirmedAt), isNull(vouchers.sentAt), isNull(vouchers.archivedAt), eq(vouchers.shipBy, 'email')))
    .orderBy(vouchers.confirmedAt)
    .limit(50)
    .for('update', { skipLocked: true });
}

/** Paid vouchers without their certificate's practice get `issuer`; answers how many. */
export async function updateVouchersWithoutIssuer(tx: Executor, issuer: object): Promise<number> {
  const rows = await tx
    .update(vouchers)
    .set({ certificateIssuer: issuer })
    .where(and(isNotNull(vouchers.confirmedAt), isNull(vouchers.certificateIssuer)))
    .returning({ id: vouchers.id });
  return rows.length;
}

/** Replaces the names and addresses a buyer typed on their vouchers by `label` (an erasure); numbers and amounts stay. */
export async function eraseBuyerDetails(tx: Executor, buyerId: number, label: string): Promise<void> {
  await tx
    .update(vouchers)
    .set({
      fromName: sql`case when ${vouchers.fromName} = '' then '' else ${label} end`,
      forName: sql`case when ${vouchers.forName} = '' then '' else ${label} end`,
      shipEmail: null,
      shipAddress: null,
      comment: '',
    })
    .where(eq(vouchers.buyerId, buyerId));
}
