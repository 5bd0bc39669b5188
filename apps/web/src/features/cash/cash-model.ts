import {
  addDays,
  cashExportCsvContract,
  cashExportPdfContract,
  cashExportTxtContract,
  CASH_TYPE_DIRECTION,
  countedTotal,
  DENOMINATIONS,
  firstDayOf,
  isCalendarDate,
  isMonth,
  lastDayOf,
  monthOf,
  parseChfInput,
  urlOf,
  type CashDirection,
  type CashType,
  type Denomination,
  type NewCashCount,
  type NewCashTransaction,
} from '@praxis/domain';

/** The month a URL asks for (`?month=2027-01`), else the month of `today`. */
export function readMonth(params: URLSearchParams, today: string): string {
  const asked = params.get('month') ?? '';
  return isMonth(asked) ? asked : monthOf(today);
}

/** The month after `month` ("2027-12" → "2028-01"). */
export const nextMonth = (month: string) => monthOf(addDays(lastDayOf(month), 1));

/** The first and last day of a month: the range of its exports. */
export const monthRange = (month: string) => ({ from: firstDayOf(month), to: lastDayOf(month) });

/** The day a new entry or a count starts with: today in the current month, else the last day of a past month (the first of a future one). */
export function defaultDayOf(month: string, today: string): string {
  if (monthOf(today) === month) return today;
  return month < monthOf(today) ? lastDayOf(month) : firstDayOf(month);
}

/** Where the exports are downloaded (the PDF opens in a new tab; `txt` is the bookkeeping for Banana Accounting). */
export const cashExportUrl = (format: 'pdf' | 'csv' | 'txt', range: { from: string; to: string }) =>
  urlOf(EXPORTS[format], { query: { from: range.from, to: range.to } });
const EXPORTS = { pdf: cashExportPdfContract, csv: cashExportCsvContract, txt: cashExportTxtContract };

/** The form of a hand entry: the amount is typed in francs. */
export interface EntryValues extends Record<string, unknown> {
  date: string;
  type: string;
  subject: string;
  amount: string;
}

/** The direction a type's hand entries take; undefined until a type is chosen. */
export const directionOf = (type: string): CashDirection | undefined => (CASH_TYPE_DIRECTION as Partial<Record<string, CashDirection>>)[type];

/** The entry as the API's body: Rappen from the francs typed (NaN when it is no amount, so the schema names it), the direction from the type. */
export const toEntryInput = (values: EntryValues): NewCashTransaction => ({
  date: values.date,
  type: values.type,
  subject: values.subject,
  amountRappen: parseChfInput(values.amount) ?? Number.NaN,
  direction: directionOf(values.type) ?? 'debit',
});

/** The form of a count: the pieces of each denomination as typed, in the order of `DENOMINATIONS`. */
export interface CountValues extends Record<string, unknown> {
  date: string;
  pieces: string[];
  comment: string;
}

export const initialCountValues = (date: string): CountValues => ({ date, pieces: DENOMINATIONS.map(() => ''), comment: '' });

/** Coins up to CHF 5, notes from CHF 10. */
export const COINS = DENOMINATIONS.filter((d) => Number(d) <= 5);
export const NOTES = DENOMINATIONS.filter((d) => Number(d) > 5);

/** A field's pieces as typed: empty is none; anything but a whole number stays NaN (the schema names it). */
const piecesOf = (text: string | undefined): number | undefined => {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The count as the API's body: only the denominations with pieces typed. */
export function toCountInput(values: CountValues): NewCashCount {
  const denominations: Partial<Record<Denomination, number>> = {};
  DENOMINATIONS.forEach((denomination, index) => {
    const pieces = piecesOf(values.pieces[index]);
    if (pieces !== undefined) denominations[denomination] = pieces;
  });
  return { date: values.date, denominations, comment: values.comment };
}

/** The form's paths of the schema's denominations (`denominations.0.05` → `pieces.0`): a dot inside a key is no path for the form. */
export const COUNT_RENAMES: Readonly<Record<string, string>> = Object.fromEntries(DENOMINATIONS.map((d, index) => [`denominations.${d}`, `pieces.${index}`]));

/** The counted total of the pieces typed so far (fields not yet whole numbers count as none). */
export function liveCountedTotal(pieces: readonly string[]): number {
  const counted: Partial<Record<Denomination, number>> = {};
  DENOMINATIONS.forEach((denomination, index) => {
    const value = piecesOf(pieces[index]);
    if (value !== undefined && Number.isFinite(value)) counted[denomination] = value;
  });
  return countedTotal(counted);
}

/** What a month's view holds that the book balance of a day is computed from. */
export interface MonthBook {
  month: string;
  openingRappen: number;
  closingRappen: number;
  transactions: ReadonlyArray<{ date: string; debitRappen: number; creditRappen: number }>;
}

/**
 * The till's book balance at the end of `date`: the month's closing balance on its last day, else
 * the opening balance plus every movement up to that day; null when `date` is not in the month shown.
 */
export function bookBalanceOn(book: MonthBook | undefined, date: string): number | null {
  if (!book || !isCalendarDate(date) || monthOf(date) !== book.month) return null;
  if (date === lastDayOf(book.month)) return book.closingRappen;
  return book.transactions.filter((t) => t.date <= date).reduce((balance, t) => balance + t.debitRappen - t.creditRappen, book.openingRappen);
}

/** A type's direction as the form shows it: money in or out of the till. */
export const directionKey = (type: CashType | string) => (directionOf(type) === 'debit' ? 'in' : directionOf(type) === 'credit' ? 'out' : null);
