import { z } from 'zod';
import { pricePerFiveMinutes } from '../money/money.ts';
import { idParams, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import type { OperationContract } from '../validation/operation-contract.ts';
import { tariffUnits } from './invoice-rules.ts';

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
