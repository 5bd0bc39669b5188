import { z } from 'zod';
import { boundedText, calendarDate, freeText, idParams } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { epochDay } from '../schedule/zoned-day.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { operation } from '../validation/operation-contract.ts';
import { isCashAmount } from '../money/money.ts';
import { CASH_TYPE_DIRECTION as CASH_DIRECTIONS, CASH_TYPES, countedTotal, DENOMINATIONS, MANUAL_CASH_TYPES, isMonth, type Denomination } from './cash-book.ts';

const monthParam = z.object({ month: z.string().refine(isMonth, { message: 'invalidMonth' }) });
const MAX_RAPPEN = 10_000_000;

export const cashTransactionSchema = z.object({
  id: z.number().int(),
  /** The yearly document number ("2027-0042"). */
  number: z.string(),
  date: z.string(),
  subject: z.string(),
  type: z.enum(CASH_TYPES),
  debitRappen: z.number().int(),
  creditRappen: z.number().int(),
  /** The till's balance after it. */
  balanceRappen: z.number().int(),
  /** Where it came from: a payment (and its booking or voucher), or the entry it reverses / that reverses it. */
  context: z.object({
    paymentId: z.number().int().nullable(),
    bookingId: z.number().int().nullable(),
    voucherId: z.number().int().nullable(),
    reversesId: z.number().int().nullable(),
    reversedById: z.number().int().nullable(),
    countId: z.number().int().nullable(),
  }),
  automatic: z.boolean(),
  createdBy: z.string().nullable(),
});
export type CashTransaction = z.infer<typeof cashTransactionSchema>;

export const cashCountSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  denominations: z.record(z.string(), z.number().int()),
  countedRappen: z.number().int(),
  bookRappen: z.number().int(),
  discrepancyRappen: z.number().int(),
  comment: z.string(),
  countedBy: z.string().nullable(),
  countedAt: z.string(),
});

export const cashMonthContract = operation({
  method: 'GET',
  path: '/api/staff/cash/months/:month',
  params: monthParam,
  response: {
    200: z.object({
      month: z.string(),
      openingRappen: z.number().int(),
      closingRappen: z.number().int(),
      closed: z.boolean(),
      /** Closed, or before a closed month: nothing dated in it changes. */
      locked: z.boolean(),
      closedAt: z.string().nullable(),
      closedBy: z.string().nullable(),
      transactions: z.array(cashTransactionSchema),
      counts: z.array(cashCountSchema),
      /** Debit and credit per type over the month. */
      totalsByType: z.array(z.object({ type: z.enum(CASH_TYPES), debitRappen: z.number().int(), creditRappen: z.number().int() })),
    }),
  },
});

/** A hand entry: one of the manual types, its direction matching the type, its amount in 5 Rappen (the till has no smaller coin). */
export const newCashTransactionSchema = z
  .object({
    date: calendarDate,
    type: z.enum(MANUAL_CASH_TYPES as unknown as [string, ...string[]], { message: 'automaticType' }),
    subject: boundedText(LIMITS.shortText).min(1, { message: 'required' }),
    amountRappen: z
      .number({ message: 'invalidAmount' })
      .int({ message: 'invalidAmount' })
      .min(1, { message: 'invalidAmount' })
      .max(MAX_RAPPEN, { message: 'amountTooLarge' })
      .refine(isCashAmount, { message: 'notCashAmount' }),
    direction: z.enum(['debit', 'credit']),
  })
  .refine((t) => (CASH_DIRECTIONS as Record<string, string>)[t.type] === t.direction, { message: 'directionMismatch', path: ['direction'] });
export type NewCashTransaction = z.infer<typeof newCashTransactionSchema>;

export const createCashTransactionContract = operation({
  method: 'POST',
  path: '/api/staff/cash/transactions',
  body: newCashTransactionSchema,
  response: { 201: cashTransactionSchema.omit({ balanceRappen: true }) },
});
export const reverseCashTransactionContract = operation({
  method: 'POST',
  path: '/api/staff/cash/transactions/:id/reverse',
  params: idParams,
  body: z.object({ subject: boundedText(LIMITS.shortText).optional() }).default({}),
  response: { 201: cashTransactionSchema.omit({ balanceRappen: true }) },
});

const pieces = z
  .number({ message: 'invalidPieces' })
  .int({ message: 'invalidPieces' })
  .min(0, { message: 'invalidPieces' })
  .max(100_000, { message: 'invalidPieces' });
/**
 * A count: pieces per coin and note. Its total is in 5 Rappen by construction (the smallest coin),
 * and at most CHF 100,000, as every amount of the till.
 */
export const newCashCountSchema = z.object({
  date: calendarDate,
  denominations: z
    .object(Object.fromEntries(DENOMINATIONS.map((d) => [d, pieces.optional()])) as Record<Denomination, z.ZodOptional<typeof pieces>>)
    .strict()
    .refine((counted) => countedTotal(counted) <= MAX_RAPPEN, { message: 'countTooLarge' }),
  /** Needed when the count differs from the book: it explains the shortfall or surplus entry. */
  comment: freeText(LIMITS.note).default(''),
});
export type NewCashCount = z.infer<typeof newCashCountSchema>;
export const createCashCountContract = operation({
  method: 'POST',
  path: '/api/staff/cash/counts',
  body: newCashCountSchema,
  response: { 201: z.object({ id: z.number().int(), countedRappen: z.number().int(), bookRappen: z.number().int(), discrepancyRappen: z.number().int() }) },
});

export const closeCashMonthContract = operation({
  method: 'POST',
  path: '/api/staff/cash/months/:month/close',
  params: monthParam,
  response: { 200: z.object({ month: z.string(), closed: z.boolean() }) },
});
/** Reopens the month and every later closed one (`reopened`, earliest first); the reason is kept in the audit log. */
export const reopenCashMonthContract = operation({
  method: 'POST',
  path: '/api/staff/cash/months/:month/reopen',
  params: monthParam,
  body: z.object({ reason: freeText(LIMITS.note).min(1, { message: 'required' }) }),
  response: { 200: z.object({ month: z.string(), closed: z.boolean(), reopened: z.array(z.string()) }) },
});

/** A range of days for the exports (at most a year and a day), and the language of the PDF's and CSV's texts. */
const cashExportQuery = {
  querystring: z
    .object({ from: calendarDate, to: calendarDate, language: z.enum(LANGUAGES).default('de') })
    .refine((r) => r.from <= r.to, { message: 'rangeReversed', path: ['to'] })
    .refine((r) => epochDay(r.to) - epochDay(r.from) <= 366, {
      message: 'rangeTooLong',
      path: ['to'],
    }),
};
/** The cash book of a range as PDF, as the accountant's CSV, and as the text file Banana imports. */
export const cashExportPdfContract = operation({ method: 'GET', path: '/api/staff/cash/export.pdf', ...cashExportQuery });
export const cashExportCsvContract = operation({ method: 'GET', path: '/api/staff/cash/export.csv', ...cashExportQuery });
export const cashExportTxtContract = operation({ method: 'GET', path: '/api/staff/cash/export.txt', ...cashExportQuery });
