import { addDays } from '../schedule/zoned-day.ts';

/**
 * The nine kinds of cash transactions (section 3 "Cash transaction"). Debit is money into the till,
 * credit money out of it.
 */
export const CASH_TYPES = [
  'cashReceipt',
  'cashback',
  'cashExpense',
  'deposit',
  'withdrawal',
  'voucherCollection',
  'voucherIssuance',
  'variousExpense',
  'variousReceipt',
] as const;
export type CashType = (typeof CASH_TYPES)[number];
export type CashDirection = 'debit' | 'credit';

/** Written by cash payments themselves; never entered by hand. */
export const AUTOMATIC_CASH_TYPES: readonly CashType[] = ['cashReceipt', 'cashback', 'voucherCollection'];
export const MANUAL_CASH_TYPES = CASH_TYPES.filter((type) => !AUTOMATIC_CASH_TYPES.includes(type));

/** The direction a hand entry of each type takes. */
export const CASH_TYPE_DIRECTION: Record<CashType, CashDirection> = {
  cashReceipt: 'debit',
  cashback: 'credit',
  cashExpense: 'credit',
  deposit: 'credit',
  withdrawal: 'debit',
  voucherCollection: 'debit',
  voucherIssuance: 'credit',
  variousExpense: 'credit',
  variousReceipt: 'debit',
};

/** The accounts of the Swiss SME chart the CSV and the Banana export book on (the settings may name others; rules in `accounts.ts`). */
export interface CashAccounts {
  cash: string;
  card: string;
  twint: string;
  bank: string;
  receivables: string;
  voucherLiability: string;
  revenue: string;
  expenses: string;
}
export const DEFAULT_CASH_ACCOUNTS: CashAccounts = {
  cash: '1000',
  card: '1020',
  twint: '1020',
  bank: '1020',
  receivables: '1100',
  voucherLiability: '2030',
  revenue: '3400',
  expenses: '6700',
};

/**
 * The accounting record of a transaction: which account is debited and which credited. Money into
 * the till debits the cash account; a reversal (opposite direction) swaps the pair.
 */
export function bookingAccounts(type: CashType, direction: CashDirection, accounts: CashAccounts): { debit: string; credit: string } {
  const counterpart: Record<CashType, string> = {
    cashReceipt: accounts.revenue,
    cashback: accounts.expenses,
    cashExpense: accounts.expenses,
    deposit: accounts.bank,
    withdrawal: accounts.bank,
    voucherCollection: accounts.voucherLiability,
    voucherIssuance: accounts.voucherLiability,
    variousExpense: accounts.expenses,
    variousReceipt: accounts.revenue,
  };
  return direction === 'debit' ? { debit: accounts.cash, credit: counterpart[type] } : { debit: counterpart[type], credit: accounts.cash };
}

/** Coins and notes of the count, as the form lists them, with their value in Rappen. */
export const DENOMINATIONS = ['0.05', '0.10', '0.20', '0.50', '1', '2', '5', '10', '20', '50', '100', '200', '1000'] as const;
export type Denomination = (typeof DENOMINATIONS)[number];
export const denominationRappen = (denomination: Denomination) => Math.round(Number(denomination) * 100);

/** The counted total of a count: pieces × value, in Rappen. */
export const countedTotal = (pieces: Partial<Record<Denomination, number>>) =>
  DENOMINATIONS.reduce((sum, denomination) => sum + (pieces[denomination] ?? 0) * denominationRappen(denomination), 0);

/** A signed movement of the till: + in, − out. */
export const signedAmount = (t: { amountRappen: number; direction: CashDirection }) => (t.direction === 'debit' ? t.amountRappen : -t.amountRappen);

/**
 * A month's book: the opening balance carried over, every transaction with the balance after it,
 * and the closing balance carried to the next month.
 */
export function monthBook<T extends { amountRappen: number; direction: CashDirection }>(openingRappen: number, transactions: T[]) {
  let balance = openingRappen;
  const rows = transactions.map((t) => {
    balance += signedAmount(t);
    return {
      ...t,
      debitRappen: t.direction === 'debit' ? t.amountRappen : 0,
      creditRappen: t.direction === 'credit' ? t.amountRappen : 0,
      balanceRappen: balance,
    };
  });
  return { openingRappen, rows, closingRappen: balance };
}

/** "2027-01" for a day of January 2027. */
export const monthOf = (date: string) => date.slice(0, 7);
export const firstDayOf = (month: string) => `${month}-01`;
/** The last day of a month ("2027-02" → "2027-02-28"). */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}
export const previousMonth = (month: string) => monthOf(addDays(firstDayOf(month), -1));
export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
