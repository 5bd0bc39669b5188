import {
  CASH_TYPE_DIRECTION,
  countedTotal,
  firstDayOf,
  lastDayOf,
  monthBook,
  monthOf,
  practiceDate,
  previousMonth,
  type CashDirection,
  type CashTransaction,
  type CashType,
  type NewCashCount,
  type NewCashTransaction,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { Actor } from '../account/index.ts';
import {
  balanceBefore,
  countsBetween,
  deletePeriodsFrom,
  findPeriod,
  firstDayBelowZero,
  hasCountOn,
  insertCashTransaction,
  insertCount,
  insertPeriod,
  latestClosedMonth,
  lockCashTransaction,
  lockPeriods,
  lockTill,
  openMonthsWithEntriesBefore,
  reversalOf,
  setCountOfTransaction,
  transactionsBetween,
  type CashTransactionRow,
} from './cash.repo.ts';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/**
 * Refuses (409 `PERIOD_CLOSED`, the field at `path`, the closed month as its message) when any of
 * `dates` lies in or before a closed month: a close locks every day up to its month's end. The
 * periods stay locked (shared) until the transaction ends, so no close slips in between.
 */
export async function assertMonthsOpen(tx: Executor, dates: string[], path = '/date'): Promise<void> {
  await lockPeriods(tx, 'shared');
  const latest = await latestClosedMonth(tx);
  const locked = latest === undefined ? [] : dates.filter((date) => monthOf(date) <= latest);
  if (locked.length > 0)
    throw new AppError('PERIOD_CLOSED', `The cash book is closed up to ${lastDayOf(latest!)}: ${locked.join(', ')} cannot change.`, [
      { path, message: latest! },
    ]);
}

/**
 * Refuses (409 `TILL_NEGATIVE`, the field at `path`, the first short day as its message) a change
 * of the till, made already in `tx` with the till locked, that leaves its balance below zero at the
 * end of a day in [from, to): the till never holds less than nothing. Called by the changes that
 * lower balances, from the first day they lower (to the day they stop lowering).
 */
export async function assertTillCovered(tx: Executor, range: { from: string; to?: string; path?: string }): Promise<void> {
  const short = await firstDayBelowZero(tx, range.from, range.to);
  if (short)
    throw new AppError('TILL_NEGATIVE', `The till would hold ${short.balanceRappen} Rappen at the end of ${short.date}.`, [
      { path: range.path ?? '/amountRappen', message: short.date },
    ]);
}

type ListedTransaction = Awaited<ReturnType<typeof transactionsBetween>>[number];

function present(row: ListedTransaction, balanceRappen: number): CashTransaction {
  const t = row.transaction;
  return {
    id: t.id,
    number: t.number,
    date: t.date,
    subject: t.subject,
    type: t.type as CashType,
    debitRappen: t.direction === 'debit' ? t.amountRappen : 0,
    creditRappen: t.direction === 'credit' ? t.amountRappen : 0,
    balanceRappen,
    context: {
      paymentId: t.paymentId,
      bookingId: t.bookingId,
      voucherId: t.voucherId,
      reversesId: t.reversesId,
      reversedById: row.reversedById,
      countId: t.countId,
    },
    automatic: t.paymentId !== null,
    createdBy: fullName(row.firstName, row.lastName),
  };
}

/** The book of [from, to]: opening balance, transactions with their running balance, closing balance, totals per type. */
export async function bookBetween(db: Executor, from: string, to: string) {
  const [opening, rows] = await Promise.all([balanceBefore(db, from), transactionsBetween(db, from, to)]);
  const book = monthBook(
    opening,
    rows.map((row) => ({ row, amountRappen: row.transaction.amountRappen, direction: row.transaction.direction as CashDirection })),
  );
  const totals = new Map<CashType, { debitRappen: number; creditRappen: number }>();
  for (const entry of book.rows) {
    const type = entry.row.transaction.type as CashType;
    const sum = totals.get(type) ?? { debitRappen: 0, creditRappen: 0 };
    totals.set(type, { debitRappen: sum.debitRappen + entry.debitRappen, creditRappen: sum.creditRappen + entry.creditRappen });
  }
  return {
    openingRappen: book.openingRappen,
    closingRappen: book.closingRappen,
    transactions: book.rows.map((entry) => present(entry.row, entry.balanceRappen)),
    totalsByType: [...totals].map(([type, sums]) => ({ type, ...sums })),
  };
}

/**
 * A month of the cash book: carried-over opening balance, transactions, counts, closing balance,
 * whether it is closed, and whether it is locked (closed, or before a closed month).
 */
export async function cashMonth(ctx: AppContext, month: string) {
  const from = firstDayOf(month);
  const to = lastDayOf(month);
  const [book, counts, period, latest] = await Promise.all([
    bookBetween(ctx.db, from, to),
    countsBetween(ctx.db, from, to),
    findPeriod(ctx.db, month),
    latestClosedMonth(ctx.db),
  ]);
  return {
    month,
    ...book,
    closed: period !== undefined,
    locked: latest !== undefined && month <= latest,
    closedAt: period?.period.closedAt.toISOString() ?? null,
    closedBy: period ? fullName(period.firstName, period.lastName) : null,
    counts: counts.map(({ count: c, firstName, lastName }) => ({
      id: c.id,
      date: c.date,
      denominations: c.denominations as Record<string, number>,
      countedRappen: c.countedRappen,
      bookRappen: c.bookRappen,
      discrepancyRappen: c.discrepancyRappen,
      comment: c.comment,
      countedBy: fullName(firstName, lastName),
      countedAt: c.createdAt.toISOString(),
    })),
  };
}

function presentCreated(t: CashTransactionRow): Omit<CashTransaction, 'balanceRappen'> {
  return present({ transaction: t, firstName: null, lastName: null, reversedById: null }, 0) as CashTransaction;
}

/** A hand entry (expense, deposit, withdrawal, various): audited; never in or before a closed month, never below an empty till. */
export async function createCashTransaction(ctx: AppContext, actor: Actor, input: NewCashTransaction) {
  const row = await ctx.db.transaction(async (tx) => {
    await assertMonthsOpen(tx, [input.date]);
    await lockTill(tx);
    const row = await insertCashTransaction(tx, {
      date: input.date,
      type: input.type,
      subject: input.subject,
      amountRappen: input.amountRappen,
      direction: input.direction,
      createdByUserId: actor.userId,
    });
    if (input.direction === 'credit') await assertTillCovered(tx, { from: input.date });
    await writeAudit(tx, { actorUserId: actor.userId, subjectUserId: null, action: 'cash.create', detail: row, at: ctx.now() });
    return row;
  });
  const { createdBy: _c, ...rest } = presentCreated(row);
  return { ...rest, createdBy: null };
}

/**
 * Reverses a hand entry by an entry of the opposite direction, dated today (409
 * `NOT_REVERSIBLE` for an entry a payment wrote, or one reversed already; 409 `PERIOD_CLOSED`;
 * 409 `TILL_NEGATIVE` when reversing money in would leave the till short).
 */
export async function reverseCashTransaction(ctx: AppContext, actor: Actor, id: number, subject?: string) {
  const today = practiceDate(ctx.now());
  const row = await ctx.db.transaction(async (tx) => {
    const original = await lockCashTransaction(tx, id);
    if (!original) throw new AppError('NOT_FOUND', 'No such cash transaction.');
    if (original.paymentId !== null) throw new AppError('NOT_REVERSIBLE', 'A payment wrote this entry: remove or correct the payment.');
    if (original.reversesId !== null) throw new AppError('NOT_REVERSIBLE', 'A reversing entry is not reversed again.');
    await assertMonthsOpen(tx, [today]);
    await lockTill(tx);
    const direction: CashDirection = original.direction === 'debit' ? 'credit' : 'debit';
    // The original is locked: of two reversals the second sees the first.
    if (await reversalOf(tx, original.id)) throw new AppError('NOT_REVERSIBLE', 'This entry is reversed already.');
    const row = await insertCashTransaction(tx, {
      date: today,
      type: original.type,
      subject: subject?.trim() || `Rückbuchung ${original.number}: ${original.subject}`.slice(0, 200),
      amountRappen: original.amountRappen,
      direction,
      reversesId: original.id,
      createdByUserId: actor.userId,
    });
    if (direction === 'credit') await assertTillCovered(tx, { from: today });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: null,
      action: 'cash.reverse',
      detail: { reverses: original.id, entry: row },
      at: ctx.now(),
    });
    return row;
  });
  return presentCreated(row);
}

/**
 * A count of the till: the counted total against the book's balance at the end of its day; a
 * difference needs a comment and becomes a shortfall (expense) or surplus (receipt) entry, its text
 * saying it is the till's difference ("Kassendifferenz: …"; the exports say it in their language).
 * A shortfall that would leave a later day short is refused (409 `TILL_NEGATIVE`). Audited.
 */
export async function createCashCount(ctx: AppContext, actor: Actor, input: NewCashCount) {
  const counted = countedTotal(input.denominations);
  return ctx.db.transaction(async (tx) => {
    await assertMonthsOpen(tx, [input.date]);
    await lockTill(tx);
    const book = await balanceBefore(tx, nextDay(input.date));
    const discrepancy = counted - book;
    if (discrepancy !== 0 && !input.comment.trim())
      throw new AppError('VALIDATION_ERROR', 'A count that differs from the book needs a comment.', [{ path: '/comment', message: 'commentNeeded' }]);
    const count = await insertCount(tx, {
      date: input.date,
      denominations: input.denominations,
      countedRappen: counted,
      bookRappen: book,
      discrepancyRappen: discrepancy,
      comment: input.comment,
      createdByUserId: actor.userId,
    });
    if (discrepancy !== 0) {
      const type: CashType = discrepancy < 0 ? 'variousExpense' : 'variousReceipt';
      const entry = await insertCashTransaction(tx, {
        date: input.date,
        type,
        subject: countDifferenceText('de', input.comment),
        amountRappen: Math.abs(discrepancy),
        direction: CASH_TYPE_DIRECTION[type],
        countId: count.id,
        createdByUserId: actor.userId,
      });
      await setCountOfTransaction(tx, entry.id, count.id);
      if (discrepancy < 0) await assertTillCovered(tx, { from: input.date, path: '/denominations' });
    }
    await writeAudit(tx, { actorUserId: actor.userId, subjectUserId: null, action: 'cash.count', detail: count, at: ctx.now() });
    return { id: count.id, countedRappen: counted, bookRappen: book, discrepancyRappen: discrepancy };
  });
}

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The text of a count's difference entry in `language`: what it is, and the comment that explains it. */
const countDifferenceText = (language: string, comment: string) => serverText('cash', language, 'subjects.countDifference', { comment }).slice(0, 200);

/**
 * Closes a month, in order: every earlier month with entries is closed first (409
 * `EARLIER_MONTH_OPEN`, the earliest open one named at `/month`), and a count on its last day is
 * needed (409 `COUNT_MISSING`); its closing balance is kept, and from then on nothing dated up to
 * its end changes. Closed already: 409 `CONFLICT`. Audited.
 */
export async function closeCashMonth(ctx: AppContext, actor: Actor, month: string) {
  await ctx.db.transaction(async (tx) => {
    // Exclusive: every change dated in the book waits, so the balance kept is the one locked in.
    await lockPeriods(tx, 'exclusive');
    if (await findPeriod(tx, month)) throw new AppError('CONFLICT', `The cash book of ${month} is closed already.`);
    const [earlier] = await openMonthsWithEntriesBefore(tx, firstDayOf(month));
    if (earlier) throw new AppError('EARLIER_MONTH_OPEN', `The cash book of ${earlier} is still open: close it first.`, [{ path: '/month', message: earlier }]);
    if (!(await hasCountOn(tx, lastDayOf(month)))) throw new AppError('COUNT_MISSING', `No cash count on ${lastDayOf(month)}.`);
    const closing = await balanceBefore(tx, nextDay(lastDayOf(month)));
    await insertPeriod(tx, { month, closingRappen: closing, closedAt: ctx.now(), closedByUserId: actor.userId });
    await writeAudit(tx, { actorUserId: actor.userId, subjectUserId: null, action: 'cash.close', detail: { month, closingRappen: closing }, at: ctx.now() });
  });
  return { month, closed: true };
}

/**
 * Reopens a month and every later closed one (they rest on its balance), with the reason in the
 * audit log; a month locked by a later close reopens that way too. Nothing closed from `month` on:
 * 409 `CONFLICT`.
 */
export async function reopenCashMonth(ctx: AppContext, actor: Actor, month: string, reason: string) {
  const reopened = await ctx.db.transaction(async (tx) => {
    await lockPeriods(tx, 'exclusive');
    const reopened = await deletePeriodsFrom(tx, month);
    if (reopened.length === 0) throw new AppError('CONFLICT', `No month of the cash book is closed from ${month} on.`);
    await writeAudit(tx, { actorUserId: actor.userId, subjectUserId: null, action: 'cash.reopen', detail: { month, reason, reopened }, at: ctx.now() });
    return reopened;
  });
  return { month, closed: false, reopened };
}

export { previousMonth };

/** The months [from, to] touches, "2027-01" … */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthOf(from); month <= monthOf(to); month = monthOf(nextDay(lastDayOf(month)))) months.push(month);
  return months;
}

/**
 * What the exports of [from, to] show: the book, the counts, and each month's closing. A count's
 * difference entry says what it is in the export's `language` (entries are stored in German).
 */
export async function cashExportData(ctx: AppContext, from: string, to: string, language = 'de') {
  const [book, counts, periods] = await Promise.all([
    bookBetween(ctx.db, from, to),
    countsBetween(ctx.db, from, to),
    Promise.all(
      monthsBetween(from, to).map(async (month) => {
        const period = await findPeriod(ctx.db, month);
        return { month, closedAt: period?.period.closedAt.toISOString() ?? null, closedBy: period ? fullName(period.firstName, period.lastName) : null };
      }),
    ),
  ]);
  const comments = new Map(counts.map(({ count: c }) => [c.id, c.comment]));
  const transactions = book.transactions.map((t) => {
    const comment = t.context.countId === null ? undefined : comments.get(t.context.countId);
    return comment === undefined ? t : { ...t, subject: countDifferenceText(language, comment) };
  });
  return {
    book: { ...book, transactions },
    counts: counts.map(({ count: c, firstName, lastName }) => ({ ...c, countedBy: fullName(firstName, lastName) })),
    periods,
  };
}
