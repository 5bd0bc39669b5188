import { describe, expect, it } from 'vitest';
import {
  bookingAccounts,
  CASH_TYPE_DIRECTION,
  CASH_TYPES,
  countedTotal,
  DEFAULT_CASH_ACCOUNTS,
  DENOMINATIONS,
  denominationRappen,
  isMonth,
  lastDayOf,
  MANUAL_CASH_TYPES,
  monthBook,
  previousMonth,
} from './cash-book.ts';
import { newCashCountSchema, newCashTransactionSchema } from './cash.contract.ts';

describe('cash book', () => {
  it('carries the opening balance through every transaction to the closing balance', () => {
    const book = monthBook(50_000, [
      { amountRappen: 14_000, direction: 'debit' as const },
      { amountRappen: 2_350, direction: 'credit' as const },
      { amountRappen: 40_000, direction: 'credit' as const },
    ]);
    expect(book.rows.map((r) => [r.debitRappen, r.creditRappen, r.balanceRappen])).toEqual([
      [14_000, 0, 64_000],
      [0, 2_350, 61_650],
      [0, 40_000, 21_650],
    ]);
    expect(book.closingRappen).toBe(21_650);
    // Next month opens with it.
    expect(monthBook(book.closingRappen, []).closingRappen).toBe(21_650);
  });

  it('counts every denomination at its value', () => {
    expect(DENOMINATIONS.map(denominationRappen)).toEqual([5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 100_000]);
    for (const denomination of DENOMINATIONS) expect(countedTotal({ [denomination]: 3 })).toBe(3 * denominationRappen(denomination));
    expect(countedTotal(Object.fromEntries(DENOMINATIONS.map((d) => [d, 1])))).toBe(138_885);
    expect(countedTotal({})).toBe(0);
  });

  it('books every type on the cash account and its counterpart; a reversal swaps them', () => {
    const expected: Record<string, [string, string]> = {
      cashReceipt: ['1000', '3400'],
      cashback: ['6700', '1000'],
      cashExpense: ['6700', '1000'],
      deposit: ['1020', '1000'],
      withdrawal: ['1000', '1020'],
      voucherCollection: ['1000', '2030'],
      voucherIssuance: ['2030', '1000'],
      variousExpense: ['6700', '1000'],
      variousReceipt: ['1000', '3400'],
    };
    for (const type of CASH_TYPES) {
      const { debit, credit } = bookingAccounts(type, CASH_TYPE_DIRECTION[type], DEFAULT_CASH_ACCOUNTS);
      expect([debit, credit], type).toEqual(expected[type]);
      const reversed = bookingAccounts(type, CASH_TYPE_DIRECTION[type] === 'debit' ? 'credit' : 'debit', DEFAULT_CASH_ACCOUNTS);
      expect([reversed.debit, reversed.credit]).toEqual([credit, debit]);
    }
    expect(bookingAccounts('cashExpense', 'credit', { ...DEFAULT_CASH_ACCOUNTS, expenses: '6500' }).debit).toBe('6500');
  });

  it('knows months and their last days', () => {
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2027-12')).toBe('2027-12-31');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(['2027-01', '2027-12'].every(isMonth)).toBe(true);
    expect(['2027-13', '2027-1', '27-01', 'januar'].some(isMonth)).toBe(false);
  });

  it('takes hand entries only of the manual types, in their direction, and whole counts only', () => {
    expect(MANUAL_CASH_TYPES).not.toContain('cashReceipt');
    const entry = { date: '2027-01-04', type: 'deposit', subject: 'Bank', amountRappen: 100, direction: 'credit' };
    expect(newCashTransactionSchema.safeParse(entry).success).toBe(true);
    expect(newCashTransactionSchema.safeParse({ ...entry, direction: 'debit' }).success).toBe(false);
    expect(newCashTransactionSchema.safeParse({ ...entry, type: 'cashReceipt', direction: 'debit' }).success).toBe(false);
    expect(newCashCountSchema.safeParse({ date: '2027-01-31', denominations: { '0.05': 2, '1000': 1 } }).success).toBe(true);
    expect(newCashCountSchema.safeParse({ date: '2027-01-31', denominations: { '0.05': -1 } }).success).toBe(false);
    expect(newCashCountSchema.safeParse({ date: '2027-01-31', denominations: { '2': 0.5 } }).success).toBe(false);
  });

  it('takes hand entries in 5 Rappen and counts up to CHF 100,000, naming the field', () => {
    const entry = { date: '2027-01-04', type: 'variousReceipt', subject: 'Spende', amountRappen: 13995, direction: 'debit' };
    expect(newCashTransactionSchema.safeParse(entry).success).toBe(true);
    const entryIssues = (amountRappen: number) =>
      newCashTransactionSchema.safeParse({ ...entry, amountRappen }).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    expect(entryIssues(13997)).toEqual([{ path: 'amountRappen', message: 'notCashAmount' }]);
    expect(entryIssues(1)).toEqual([{ path: 'amountRappen', message: 'notCashAmount' }]);
    expect(entryIssues(10_000_005)).toContainEqual({ path: 'amountRappen', message: 'amountTooLarge' });
    const count = (denominations: Record<string, number>) => newCashCountSchema.safeParse({ date: '2027-01-31', denominations });
    // The smallest coin is 5 Rappen: any count is a cash amount.
    expect(count({ '0.05': 7, '0.20': 1 }).success).toBe(true);
    expect(count({ '1000': 100 }).success).toBe(true);
    expect(count({ '1000': 100, '0.05': 1 }).error?.issues).toEqual([expect.objectContaining({ path: ['denominations'], message: 'countTooLarge' })]);
  });
});
