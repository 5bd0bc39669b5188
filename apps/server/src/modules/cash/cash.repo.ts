import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
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
 * The cash book's periods lock (transaction-level advisory lock): shared by every change dated in
 * the book (payments of any type, invoices marked paid, entries, counts), exclusive by closing and
 * reopening. One lock for all months, not one per month: a close locks every day up to its month's
 * end, so it must wait for a change dated in any earlier month too (a row lock would not do: an
 * open month has no row to lock).
 */
export async function lockPeriods(tx: Executor, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(hashtext('cash-periods'))` : sql`select pg_advisory_xact_lock(hashtext('cash-periods'))`,
  );
}

/**
 * The till's lock, exclusive by every change of `cash_transactions` (taken after `lockPeriods`):
 * of two changes at once the second sees the first when it checks that the till stays covered.
 */
export async function lockTill(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cash-till'))`);
}

/** The latest closed month ("2027-01"), which locks every day up to its end; undefined when none is closed. */
export async function latestClosedMonth(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ month: sql<string | null>`max(${cashPeriods.month})` }).from(cashPeriods);
  return row?.month ?? undefined;
}

/** The months before `day` that have entries but are not closed, earliest first. */
export async function openMonthsWithEntriesBefore(db: Executor, day: string): Promise<string[]> {
  const month = sql<string>`to_char(${cashTransactions.date}, 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(cashTransactions)
    .where(and(lt(cashTransactions.date, day), sql`not exists (select 1 from ${cashPeriods} p where p.month = ${month})`))
    .orderBy(month);
  return rows.map((r) => r.month);
}

/**
 * The first day in [from, to) (to open-ended when absent) at whose end the till's balance is below
 * zero, with that balance. Only days with entries are looked at: a day without any keeps the
 * balance of the day before.
 */
export async function firstDayBelowZero(db: Executor, from: string, to?: string): Promise<{ date: string; balanceRappen: number } | undefined> {
  const signed = sql`case when ${cashTransactions.direction} = 'debit' then ${cashTransactions.amountRappen} else -${cashTransactions.amountRappen} end`;
  const [opening, days] = await Promise.all([
    balanceBefore(db, from),
    db
      .select({ date: cashTransactions.date, sum: sql<number>`sum(${signed})`.mapWith(Number) })
      .from(cashTransactions)
      .where(and(gte(cashTransactions.date, from), to === undefined ? undefined : lt(cashTransactions.date, to)))
      .groupBy(cashTransactions.date)
      .orderBy(cashTransactions.date),
  ]);
  let balance = opening;
  for (const day of days) {
    balance += day.sum;
    if (balance < 0) return { date: day.date, balanceRappen: balance };
  }
  return undefined;
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

/** Reopens `month` and every later closed month; answers the months reopened, earliest first. */
export async function deletePeriodsFrom(tx: Executor, month: string): Promise<string[]> {
  const rows = await tx.delete(cashPeriods).where(gte(cashPeriods.month, month)).returning({ month: cashPeriods.month });
  return rows.map((r) => r.month).sort();
}
