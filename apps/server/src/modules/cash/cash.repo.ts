import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nextYearlySequence } from '../../db/yearly-counter.repo.ts';
import { cashCounters, cashCounts, cashPeriods, cashTransactions, users } from '../../db/schema/index.ts';

export type CashTransactionRow = typeof cashTransactions.$inferSelect;
export type CashCountRow = typeof cashCounts.$inferSelect;

/** The year's next cash document number (gapless, see `nextYearlySequence`). */
export const nextCashSequence = (tx: Executor, year: number) => nextYearlySequence(tx, cashCounters, year);

export async function insertCashTransaction(tx: Executor, values: Omit<typeof cashTransactions.$inferInsert, 'id' | 'createdAt' | 'number' | 'year'>) {
  const year = Number(values.date.slice(0, 4));
  const number = `${year}-${String(await nextCashSequence(tx, year)).padStart(4, '0')}`;
  const [row] = await tx
    .insert(cashTransactions)
    .values({ ...values, number, year })
    .returning();
  return row!;
}

export async function findCashTransaction(db: Executor, id: number) {
  const [row] = await db.select().from(cashTransactions).where(eq(cashTransactions.id, id));
  return row;
}

export async function lockCashTransaction(tx: Executor, id: number) {
  const [row] = await tx.select().from(cashTransactions).where(eq(cashTransactions.id, id)).for('update');
  return row;
}

/** The entry that reverses `id`, if any. */
export async function reversalOf(tx: Executor, id: number) {
  const [row] = await tx.select({ id: cashTransactions.id }).from(cashTransactions).where(eq(cashTransactions.reversesId, id));
  return row;
}

export async function transactionOfPayment(tx: Executor, paymentId: number) {
  const [row] = await tx.select().from(cashTransactions).where(eq(cashTransactions.paymentId, paymentId));
  return row;
}

export async function deleteCashTransaction(tx: Executor, id: number): Promise<void> {
  await tx.delete(cashTransactions).where(eq(cashTransactions.id, id));
}

export async function redateCashTransaction(tx: Executor, id: number, date: string): Promise<void> {
  await tx.update(cashTransactions).set({ date }).where(eq(cashTransactions.id, id));
}

/** The till's balance at the end of `day` (exclusive: before it): every transaction up to it, signed. */
export async function balanceBefore(db: Executor, day: string): Promise<number> {
  const [row] = await db
    .select({
      sum: sql<number>`coalesce(sum(case when ${cashTransactions.direction} = 'debit' then ${cashTransactions.amountRappen} else -${cashTransactions.amountRappen} end), 0)`.mapWith(
        Number,
      ),
    })
    .from(cashTransactions)
    .where(lt(cashTransactions.date, day));
  return row?.sum ?? 0;
}

/** Transactions of [from, to] by day and entry, with who entered them and what reverses them. */
export function transactionsBetween(db: Executor, from: string, to: string) {
  return db
    .select({
      transaction: cashTransactions,
      firstName: users.firstName,
      lastName: users.lastName,
      reversedById: sql<number | null>`(select r.id from ${cashTransactions} r where r.reverses_id = ${cashTransactions.id})`,
    })
    .from(cashTransactions)
    .leftJoin(users, eq(users.id, cashTransactions.createdByUserId))
    .where(and(gte(cashTransactions.date, from), lte(cashTransactions.date, to)))
    .orderBy(asc(cashTransactions.date), asc(cashTransactions.id));
}

export function countsBetween(db: Executor, from: string, to: string) {
  return db
    .select({ count: cashCounts, firstName: users.firstName, lastName: users.lastName })
    .from(cashCounts)
    .leftJoin(users, eq(users.id, cashCounts.createdByUserId))
    .where(and(gte(cashCounts.date, from), lte(cashCounts.date, to)))
    .orderBy(asc(cashCounts.date), asc(cashCounts.id));
}

export async function insertCount(tx: Executor, values: Omit<typeof cashCounts.$inferInsert, 'id' | 'createdAt'>) {
  const [row] = await tx.insert(cashCounts).values(values).returning();
  return row!;
}

export async function setCountOfTransaction(tx: Executor, transactionId: number, countId: number): Promise<void> {
  await tx.update(cashTransactions).set({ countId }).where(eq(cashTransactions.id, transactionId));
}

export async function hasCountOn(db: Executor, day: string): Promise<boolean> {
  return (await db.select({ id: cashCounts.id }).from(cashCounts).where(eq(cashCounts.date, day)).limit(1)).length > 0;
}

/**
 * Takes the months' transaction-level advisory locks: shared by every change dated in them,
 * exclusive by closing and reopening, so a close waits for a change in flight and the other way
 * round (a row lock would not do: an open month has no row to lock).
 */
export async function lockMonths(tx: Executor, months: string[], mode: 'shared' | 'exclusive'): Promise<void> {
  for (const month of [...new Set(months)].sort()) {
    const key = `cash-period:${month}`;
    await tx.execute(mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(hashtext(${key}))` : sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
}

/** The closed months among `months` (lock them first). */
export async function closedMonths(tx: Executor, months: string[]): Promise<string[]> {
  if (months.length === 0) return [];
  const rows = await tx.select({ month: cashPeriods.month }).from(cashPeriods).where(inArray(cashPeriods.month, months));
  return rows.map((r) => r.month);
}

export async function findPeriod(db: Executor, month: string) {
  const [row] = await db
    .select({ period: cashPeriods, firstName: users.firstName, lastName: users.lastName })
    .from(cashPeriods)
    .leftJoin(users, eq(users.id, cashPeriods.closedByUserId))
    .where(eq(cashPeriods.month, month));
  return row;
}

/** Closes a month; false when it was closed already. */
export async function insertPeriod(tx: Executor, values: typeof cashPeriods.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(cashPeriods).values(values).onConflictDoNothing().returning({ month: cashPeriods.month });
  return rows.length > 0;
}

export async function deletePeriod(tx: Executor, month: string): Promise<boolean> {
  const rows = await tx.delete(cashPeriods).where(eq(cashPeriods.month, month)).returning({ month: cashPeriods.month });
  return rows.length > 0;
}
