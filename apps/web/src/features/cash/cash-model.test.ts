import { DENOMINATIONS, newCashCountSchema, newCashTransactionSchema } from '@praxis/domain';
import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../../lib/zod-form-errors.ts';
import {
  bookBalanceOn,
  cashExportUrl,
  COUNT_RENAMES,
  defaultDayOf,
  initialCountValues,
  liveCountedTotal,
  monthRange,
  nextMonth,
  readMonth,
  toCountInput,
  toEntryInput,
} from './cash-model.ts';

describe('the month shown', () => {
  it('reads a valid month from the address, else the month of today', () => {
    expect(readMonth(new URLSearchParams('month=2027-01'), '2026-11-25')).toBe('2027-01');
    expect(readMonth(new URLSearchParams('month=2027-13'), '2026-11-25')).toBe('2026-11');
    expect(readMonth(new URLSearchParams(''), '2026-11-25')).toBe('2026-11');
  });

  it('steps to the next month across the year and spans its days', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2028-01')).toBe('2028-02');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(cashExportUrl('csv', monthRange('2027-01'))).toBe('/api/staff/cash/export.csv?from=2027-01-01&to=2027-01-31');
    expect(cashExportUrl('txt', monthRange('2027-01'))).toBe('/api/staff/cash/export.txt?from=2027-01-01&to=2027-01-31');
  });

  it('starts a form on today, on the last day of a past month, on the first of a future one', () => {
    expect(defaultDayOf('2026-11', '2026-11-25')).toBe('2026-11-25');
    expect(defaultDayOf('2026-10', '2026-11-25')).toBe('2026-10-31');
    expect(defaultDayOf('2027-01', '2026-11-25')).toBe('2027-01-01');
  });
});

describe('a hand entry', () => {
  it('takes the direction from the type and the amount in Rappen', () => {
    expect(toEntryInput({ date: '2027-01-20', type: 'cashExpense', subject: 'Putzmittel', amount: "1'025,5" })).toEqual({
      date: '2027-01-20',
      type: 'cashExpense',
      subject: 'Putzmittel',
      amountRappen: 102550,
      direction: 'credit',
    });
    expect(toEntryInput({ date: '2027-01-20', type: 'withdrawal', subject: 'Wechselgeld', amount: '200' }).direction).toBe('debit');
  });

  it('leaves an amount that is none to the schema', () => {
    const input = toEntryInput({ date: '2027-01-20', type: 'cashExpense', subject: 'x', amount: '12.345' });
    expect(Number.isNaN(input.amountRappen)).toBe(true);
    const parsed = newCashTransactionSchema.safeParse(input);
    expect(parsed.success ? {} : zodFieldErrors(parsed.error.issues, { amountRappen: 'amount' })).toEqual({ amount: 'invalidAmount' });
  });
});

describe('a count', () => {
  it('sends only the denominations typed, and counts them', () => {
    const values = { ...initialCountValues('2027-01-31'), pieces: DENOMINATIONS.map((_, i) => (i === 0 ? '3' : i === 12 ? '1' : '')), comment: '' };
    expect(toCountInput(values)).toEqual({ date: '2027-01-31', denominations: { '0.05': 3, '1000': 1 }, comment: '' });
    expect(liveCountedTotal(values.pieces)).toBe(100015);
  });

  it('counts every denomination at its value and ignores what is no whole number yet', () => {
    expect(liveCountedTotal(DENOMINATIONS.map(() => '1'))).toBe(138885);
    expect(liveCountedTotal(DENOMINATIONS.map((_, i) => (i === 4 ? '1.5' : i === 5 ? '2' : '')))).toBe(400);
  });

  it('puts the schema message of a denomination on its field', () => {
    const values = { ...initialCountValues('2027-01-31'), pieces: DENOMINATIONS.map((_, i) => (i === 2 ? '1.5' : '')) };
    const parsed = newCashCountSchema.safeParse(toCountInput(values));
    expect(parsed.success ? {} : zodFieldErrors(parsed.error.issues, COUNT_RENAMES)).toEqual({ 'pieces.2': 'invalidPieces' });
  });
});

describe('the book balance of a day', () => {
  const book = {
    month: '2027-01',
    openingRappen: 10000,
    closingRappen: 21450,
    transactions: [
      { date: '2027-01-05', debitRappen: 14000, creditRappen: 0 },
      { date: '2027-01-10', debitRappen: 0, creditRappen: 2550 },
      { date: '2027-01-12', debitRappen: 0, creditRappen: 10000 },
      { date: '2027-01-13', debitRappen: 10000, creditRappen: 0 },
    ],
  };

  it('is the carry-over plus the movements up to that day, the closing balance on the last day', () => {
    expect(bookBalanceOn(book, '2027-01-01')).toBe(10000);
    expect(bookBalanceOn(book, '2027-01-10')).toBe(21450);
    expect(bookBalanceOn(book, '2027-01-12')).toBe(11450);
    expect(bookBalanceOn(book, '2027-01-31')).toBe(21450);
  });

  it('is unknown for a day of another month or no day at all', () => {
    expect(bookBalanceOn(book, '2027-02-01')).toBeNull();
    expect(bookBalanceOn(book, '2027-01-32')).toBeNull();
    expect(bookBalanceOn(undefined, '2027-01-10')).toBeNull();
  });
});
