import { z } from 'zod';
import { pricePerFiveMinutes, roundToCash } from '../money/money.ts';
import { defaultPaymentAmount, PAYMENT_TYPE_IDS } from '../payments/payments.ts';
import { calendarDate, freeText, idParam, idParams, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { operation } from '../validation/operation-contract.ts';
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

/** One treatment on a Tarif 590 receipt: units of 5 minutes, the unit price with 5 decimals, the amount (what was paid for it). */
export function receiptLine(durationMinutes: number, amountRappen: number): { units: number; unitPrice: string; amountRappen: number } {
  return { units: tariffUnits(durationMinutes), unitPrice: pricePerFiveMinutes(amountRappen, durationMinutes), amountRappen };
}

/** A payment of a booking as a receipt weighs it. */
export interface ReceiptPaymentFact {
  id: number;
  typeId: number;
  amountRappen: number;
  paidOn: string;
  /** The discount the payment was recorded with, in hundredths of a percent (1000 = 10 %); null: none given. */
  discountBasisPoints: number | null;
  /** A cashback for bringing a new customer: a reward, not money paid for the treatment. */
  cashback: boolean;
  /** The invoice an invoice-creation payment (type 5) made: it counts once the invoice is paid, on the day it was. */
  invoice: { number: string; state: string; paidOn: string | null } | null;
  /** The redeemed voucher's number (type 4). */
  voucherNumber: string | null;
}

/** Whether a payment counts towards a receipt: card, cash, Twint and voucher (not a cashback); an invoice only once it is paid. */
export function countsForReceipt(payment: ReceiptPaymentFact): boolean {
  if (payment.typeId === PAYMENT_TYPE_IDS.invoiceCreation) return payment.invoice?.state === 'paid';
  return payment.typeId >= PAYMENT_TYPE_IDS.card && payment.typeId <= PAYMENT_TYPE_IDS.voucherRedemption && !payment.cashback;
}

/** The day a counted payment is printed with: an invoice's is the day it was paid. */
export const receiptPaymentDay = (payment: ReceiptPaymentFact) =>
  payment.typeId === PAYMENT_TYPE_IDS.invoiceCreation ? (payment.invoice?.paidOn ?? payment.paidOn) : payment.paidOn;

/**
 * What a booking's payments (in the order they were made) are worth to a receipt: what is due
 * (the price less the discount the last discounted payment gave), what was paid (the counted
 * payments), whether that covers what is due, and the amount the receipt prints for it: what was
 * paid, never more than the price (a tip is no treatment). Cash pays what is left rounded to 5
 * Rappen, so with cash among the payments up to 2 Rappen short of what is due still cover it
 * (139.97 due, 139.95 paid in cash).
 */
export function receiptCoverage(priceRappen: number, payments: readonly ReceiptPaymentFact[]) {
  const counted = payments.filter(countsForReceipt);
  const discounts = counted.map((p) => p.discountBasisPoints).filter((bp): bp is number => bp !== null);
  const discount = discounts.length > 0 ? discounts[discounts.length - 1]! : 0;
  const dueRappen = defaultPaymentAmount(priceRappen, discount / 100, 0);
  const paidRappen = counted.reduce((sum, p) => sum + p.amountRappen, 0);
  const tillRounded = counted.some((p) => p.typeId === PAYMENT_TYPE_IDS.cash) && roundToCash(dueRappen - paidRappen) === 0;
  return {
    dueRappen,
    paidRappen,
    covered: paidRappen > 0 && (paidRappen >= dueRappen || tillRounded),
    amountRappen: Math.min(paidRappen, priceRappen),
    counted,
  };
}

/** Bookings grouped by their therapist, in the order of each one's first booking: Tarif 590 wants one receipt per provider. */
export function groupByTherapist<T extends { therapistId: number }>(bookings: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const booking of bookings) groups.set(booking.therapistId, [...(groups.get(booking.therapistId) ?? []), booking]);
  return [...groups.values()];
}

/** A receipt for one customer's paid bookings. */
export const newReceiptSchema = z.object({
  customerId: idSchema,
  bookingIds: z.array(idSchema).min(1, { message: 'required' }).max(LIMITS.idList, { message: 'tooMany' }),
  language: z.enum(RECEIPT_LANGUAGES),
  reason: z.enum(RECEIPT_REASONS).default('illness'),
});
export type NewReceipt = z.infer<typeof newReceiptSchema>;

/** One receipt per therapist: a range over two therapists makes two (numbered one after the other). */
export const createReceiptContract = operation({
  method: 'POST',
  path: '/api/staff/receipts',
  body: newReceiptSchema,
  response: {
    201: z.object({
      receipts: z.array(z.object({ id: z.number().int(), number: z.string(), totalRappen: z.number().int(), therapistName: z.string() })),
    }),
  },
});
/** A stored receipt as PDF. */
export const receiptPdfContract = operation({ method: 'GET', path: '/api/staff/receipts/:id/pdf', params: idParams });

/** A range of treatment days for one receipt: from ≤ to, at most a year and a day. */
const rangeFields = z.object({ customerId: idParam, from: calendarDate, to: calendarDate });
const checkedRange = <T extends typeof rangeFields>(schema: T) =>
  schema
    .refine((range) => range.from <= range.to, { message: 'rangeReversed', path: ['to'] })
    .refine((range) => epochDay(range.to) - epochDay(range.from) <= 366, { message: 'rangeTooLong', path: ['to'] });
const receiptRange = checkedRange(rangeFields);

/** The customer's held bookings in a range, paid or not, with the receipts that name them; and their receipts. */
export const receiptBookingsContract = operation({
  method: 'GET',
  path: '/api/staff/receipts/bookings',
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
          therapistName: z.string(),
          /** Its payments cover what is due after discount (an invoice once it is paid). */
          paid: z.boolean(),
          /** The receipts that stand (not cancelled) naming it. */
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
          /** The provider it names (receipts made before one per therapist: null). */
          therapistName: z.string().nullable(),
          /** A copy: the receipt it copies (same number). */
          copyOfId: z.number().int().nullable(),
          cancelledAt: z.string().nullable(),
        }),
      ),
    }),
  },
});

/** A receipt as it would be, without a number: the paid bookings of the range (a PDF). */
export const receiptPreviewContract = operation({
  method: 'GET',
  path: '/api/staff/receipts/pdf',
  querystring: checkedRange(rangeFields.extend({ language: z.enum(RECEIPT_LANGUAGES), reason: z.enum(RECEIPT_REASONS).default('illness') })),
});

/** The receipt e-mail: address, subject and text, prefilled in the receipt's language. */
export const receiptMailSchema = invoiceMailSchema.omit({ reminderLevel: true });
export const receiptMailTextContract = operation({
  method: 'GET',
  path: '/api/staff/receipts/:id/mail-text',
  params: idParams,
  response: { 200: receiptMailSchema },
});
export const sendReceiptContract = operation({
  method: 'POST',
  path: '/api/staff/receipts/:id/send',
  params: idParams,
  body: receiptMailSchema,
  response: { 200: z.object({ mailId: z.number().int(), sentAt: z.string() }) },
});

/** Cancelling a receipt: why, optionally. It keeps its number; its PDF says it is cancelled. */
export const cancelReceiptSchema = z.object({ reason: freeText(LIMITS.paymentText).default('') });
export const cancelReceiptContract = operation({
  method: 'POST',
  path: '/api/staff/receipts/:id/cancel',
  params: idParams,
  body: cancelReceiptSchema,
  response: { 200: z.object({ id: z.number().int(), number: z.string(), cancelledAt: z.string() }) },
});

/** A copy of a receipt: the same document and number, marked as a copy. */
export const copyReceiptContract = operation({
  method: 'POST',
  path: '/api/staff/receipts/:id/copy',
  params: idParams,
  response: { 201: z.object({ id: z.number().int(), number: z.string(), copyOfId: z.number().int() }) },
});
