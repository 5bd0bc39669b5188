import { z } from 'zod';
import { pricePerFiveMinutes } from '../money/money.ts';
import { calendarDate, idParam, idParams, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import type { OperationContract } from '../validation/operation-contract.ts';
import { epochDay } from '../schedule/zoned-day.ts';
import { tariffUnits } from './invoice-rules.ts';
import { invoiceMailSchema } from './invoices.contract.ts';

/** Insurers read Tarif 590 receipts in German, French or Italian. */
export const RECEIPT_LANGUAGES = ['de', 'fr', 'it'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];
export const receiptLanguageFor = (language: string): ReceiptLanguage =>
  (RECEIPT_LANGUAGES as readonly string[]).includes(language) ? (language as ReceiptLanguage) : 'de';

/** Why the treatment was needed: illness (the default) or accident. */
export const RECEIPT_REASONS = ['illness', 'accident'] as const;

/** One treatment on a Tarif 590 receipt: units of 5 minutes, the unit price with 5 decimals, the amount. */
export function receiptLine(durationMinutes: number, priceRappen: number): { units: number; unitPrice: string; amountRappen: number } {
  return { units: tariffUnits(durationMinutes), unitPrice: pricePerFiveMinutes(priceRappen, durationMinutes), amountRappen: priceRappen };
}

/** A receipt for one customer's paid bookings. */
export const newReceiptSchema = z.object({
  customerId: idSchema,
  bookingIds: z.array(idSchema).min(1, { message: 'required' }).max(LIMITS.idList, { message: 'tooMany' }),
  language: z.enum(RECEIPT_LANGUAGES),
  reason: z.enum(RECEIPT_REASONS).default('illness'),
});
export type NewReceipt = z.infer<typeof newReceiptSchema>;

export const createReceiptContract = {
  body: newReceiptSchema,
  response: { 201: z.object({ id: z.number().int(), number: z.string(), totalRappen: z.number().int() }) },
} satisfies OperationContract;
/** A stored receipt as PDF. */
export const receiptPdfContract = { params: idParams } satisfies OperationContract;

/** A range of treatment days for one receipt: from ≤ to, at most a year and a day. */
const rangeFields = z.object({ customerId: idParam, from: calendarDate, to: calendarDate });
const checkedRange = <T extends typeof rangeFields>(schema: T) =>
  schema
    .refine((range) => range.from <= range.to, { message: 'rangeReversed', path: ['to'] })
    .refine((range) => epochDay(range.to) - epochDay(range.from) <= 366, { message: 'rangeTooLong', path: ['to'] });
const receiptRange = checkedRange(rangeFields);

/** The customer's held bookings in a range, paid or not, with the receipts that name them; and their receipts. */
export const receiptBookingsContract = {
  querystring: receiptRange,
  response: {
    200: z.object({
      bookings: z.array(
        z.object({
          id: z.number().int(),
          startsAt: z.string(),
          durationMinutes: z.number().int(),
          priceRappen: z.number().int(),
          labelKey: z.string(),
          paid: z.boolean(),
          receiptNumbers: z.array(z.string()),
        }),
      ),
      receipts: z.array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          issuedOn: z.string(),
          totalRappen: z.number().int(),
          bookingIds: z.array(z.number().int()),
          language: z.string(),
          sentAt: z.string().nullable(),
        }),
      ),
    }),
  },
} satisfies OperationContract;

/** A receipt as it would be, without a number: the paid bookings of the range (a PDF). */
export const receiptPreviewContract = {
  querystring: checkedRange(rangeFields.extend({ language: z.enum(RECEIPT_LANGUAGES), reason: z.enum(RECEIPT_REASONS).default('illness') })),
} satisfies OperationContract;

/** The receipt e-mail: address, subject and text, prefilled in the receipt's language. */
export const receiptMailSchema = invoiceMailSchema.omit({ reminderLevel: true });
export const receiptMailTextContract = { params: idParams, response: { 200: receiptMailSchema } } satisfies OperationContract;
export const sendReceiptContract = {
  params: idParams,
  body: receiptMailSchema,
  response: { 200: z.object({ mailId: z.number().int(), sentAt: z.string() }) },
} satisfies OperationContract;
