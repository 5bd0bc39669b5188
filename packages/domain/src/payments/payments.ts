import { z } from 'zod';
import { PAYMENT_TYPES } from '../catalogue/reference-types.ts';
import { epochDay } from '../schedule/zoned-day.ts';
import { calendarDate, freeText, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { emailSchema } from '../accounts/account-schemas.ts';
import { isCashAmount } from '../money/money.ts';

/** What a payment is for: a booking, or (with the voucher issue) a voucher. */
export const PAYMENT_TARGETS = ['booking', 'voucher'] as const;
export type PaymentTarget = (typeof PAYMENT_TARGETS)[number];

export const PAYMENT_TYPE_IDS = {
  card: 1,
  cash: 2,
  twint: 3,
  voucherRedemption: 4,
  invoiceCreation: 5,
  voucherPurchase: 6,
  invoicePayment: 7,
} as const;
export type PaymentTypeId = (typeof PAYMENT_TYPE_IDS)[keyof typeof PAYMENT_TYPE_IDS];

/** The types the payment editor offers for a target (section 3 "Payment"); type 6 is never entered by hand. */
export function paymentTypesFor(target: PaymentTarget): PaymentTypeId[] {
  return PAYMENT_TYPES.filter((type) => (target === 'booking' ? type.forBooking : type.forVoucher)).map((type) => type.id);
}

export const paymentTypeAllowed = (target: PaymentTarget, typeId: number) => (paymentTypesFor(target) as number[]).includes(typeId);

/** The largest amount of one payment: CHF 100,000. */
export const MAX_PAYMENT_RAPPEN = 10_000_000;
/** The cashback a customer gets for bringing a new customer (section 5): CHF −10. */
export const CASHBACK_RAPPEN = -1_000;
/** How far from today a payment's date may lie, in days. */
export const PAYMENT_DATE_RANGE_DAYS = 366;

/**
 * The payment form's default (section 5): list price × (100 − discount percent) / 100, rounded to
 * the Rappen (half away from zero), minus what was already paid; never below zero. A missing
 * discount is none.
 */
export function defaultPaymentAmount(priceRappen: number, discountPercent: number | null, paidRappen: number): number {
  const percent = discountPercent ?? 0;
  // Hundredths of a percent keep 33.33 % exact in integers.
  const basisPoints = Math.round(percent * 100);
  const numerator = priceRappen * (10_000 - basisPoints);
  const discounted = Math.sign(numerator) * Math.round(Math.abs(numerator) / 10_000);
  return Math.max(0, discounted - paidRappen);
}

/**
 * What can still be refunded in cash on a target: its cash payments less the cash refunds made.
 * A cashback is a reward paid out of the till, not money of the target given back, so it does not
 * count. Other types are never negative (`negativeOnlyCash`): card and Twint refunds go back
 * through their terminal, an invoice through a credit note, a voucher by removing its redemption.
 */
export function refundableCash(payments: ReadonlyArray<{ typeId: number; amountRappen: number; cashback: boolean }>): number {
  return payments.filter((p) => p.typeId === PAYMENT_TYPE_IDS.cash && !p.cashback).reduce((sum, p) => sum + p.amountRappen, 0);
}

/** A payment as the editor lists it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(PAYMENT_TARGETS),
  targetId: z.number().int(),
  amountRappen: z.number().int(),
  typeId: z.number().int(),
  date: z.string(),
  text: z.string(),
  acquiredCustomer: z.object({ id: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() }).nullable(),
  voucherId: z.number().int().nullable(),
  /** The redeemed voucher's number. */
  voucherNumber: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = z.object({
  targetType: z.enum(PAYMENT_TARGETS),
  targetId: z.coerce.number().int().min(1).max(LIMITS.id),
});

/** Whether `date` lies within a year of `today` ('dateOutOfRange'). */
export const dateNearToday = (date: string, today: string) => Math.abs(epochDay(date) - epochDay(today)) <= PAYMENT_DATE_RANGE_DAYS;

/**
 * A new payment (section 5 "Payment form"). Rules that need no database: the type fits the
 * target (`PAYMENT_TYPE_NOT_ALLOWED`, checked by the server for its code), the amount is whole
 * Rappen, not zero, at most CHF 100,000 either way, negative only for cash, in cash a multiple of
 * 5 Rappen (`isCashAmount`: the till has no smaller coin); a negative cash payment is a cashback
 * (with the acquired customer) or a refund (with a text; the server bounds it by the cash paid,
 * `REFUND_TOO_HIGH`); an acquired customer only with cash; a voucher only for a redemption; a date
 * only for an invoice payment (type 7).
 */
export const newPaymentSchema = z
  .object({
    targetType: z.enum(PAYMENT_TARGETS),
    targetId: idSchema,
    amountRappen: z
      .number({ message: 'invalidAmount' })
      .int({ message: 'invalidAmount' })
      .min(-MAX_PAYMENT_RAPPEN, { message: 'amountTooLarge' })
      .max(MAX_PAYMENT_RAPPEN, { message: 'amountTooLarge' })
      .refine((amount) => amount !== 0, { message: 'amountZero' }),
    typeId: z
      .number({ message: 'unknownPaymentType' })
      .int({ message: 'unknownPaymentType' })
      .min(1, { message: 'unknownPaymentType' })
      .max(7, { message: 'unknownPaymentType' }),
    transactionText: freeText(LIMITS.paymentText).default(''),
    acquiredCustomerEmail: emailSchema.optional(),
    voucherId: idSchema.optional(),
    /** Redeem an expired voucher anyway (planners): why. */
    voucherOverrideReason: freeText(LIMITS.paymentText).optional(),
    date: calendarDate.optional(),
    /**
     * The discount in percent the amount was figured with (two decimals at most); kept with a
     * booking's payment, so a receipt knows what was due (`receiptCoverage`). Ignored for a voucher.
     */
    discountPercent: z
      .number({ message: 'invalidDiscount' })
      .min(0, { message: 'invalidDiscount' })
      .max(100, { message: 'invalidDiscount' })
      .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, { message: 'invalidDiscount' })
      .optional(),
  })
  .refine((p) => p.amountRappen > 0 || p.typeId === PAYMENT_TYPE_IDS.cash, { message: 'negativeOnlyCash', path: ['amountRappen'] })
  .refine((p) => p.typeId !== PAYMENT_TYPE_IDS.cash || isCashAmount(p.amountRappen), { message: 'notCashAmount', path: ['amountRappen'] })
  .refine((p) => p.amountRappen > 0 || p.acquiredCustomerEmail !== undefined || p.transactionText.length > 0, {
    message: 'refundNeedsText',
    path: ['transactionText'],
  })
  .refine((p) => p.acquiredCustomerEmail === undefined || (p.typeId === PAYMENT_TYPE_IDS.cash && p.amountRappen < 0), {
    message: 'cashbackIsNegativeCash',
    path: ['acquiredCustomerEmail'],
  })
  .refine((p) => p.voucherId === undefined || p.typeId === PAYMENT_TYPE_IDS.voucherRedemption || p.targetType === 'voucher', {
    message: 'voucherOnlyForRedemption',
    path: ['voucherId'],
  })
  .refine((p) => p.typeId !== PAYMENT_TYPE_IDS.voucherRedemption || p.voucherId !== undefined, { message: 'voucherNeeded', path: ['voucherId'] })
  .refine((p) => p.date === undefined || p.typeId === PAYMENT_TYPE_IDS.invoicePayment, { message: 'dateNotEditable', path: ['date'] });
export type NewPayment = z.infer<typeof newPaymentSchema>;

export const paymentDateSchema = z.object({ date: calendarDate });

/** Section 4: the to-do of a booking whose payment is not recorded, rated by the age of its end. */
export const TODO_RATINGS = [10, 20, 30] as const;
export type TodoRating = (typeof TODO_RATINGS)[number];

const DAY_MS = 86_400_000;

/** 10 under 2 days after the appointment's end, 20 from 2 to 7 days, 30 after more than 7 days. */
export function todoRating(endMs: number, nowMs: number): TodoRating {
  const age = nowMs - endMs;
  if (age < 2 * DAY_MS) return 10;
  if (age <= 7 * DAY_MS) return 20;
  return 30;
}

/**
 * "Payment outstanding" (section 4): a booking not cancelled whose end has passed with nothing
 * recorded, or a charged cancellation whose charge is not paid yet.
 */
export function paymentOutstanding(
  booking: { endMs: number; cancelled: boolean; chargeRappen: number; paymentCount: number; paidRappen: number },
  nowMs: number,
): boolean {
  if (booking.cancelled) return booking.chargeRappen > 0 && booking.paidRappen < booking.chargeRappen;
  return booking.endMs <= nowMs && booking.paymentCount === 0;
}

export const todoSchema = z.object({
  bookingId: z.number().int(),
  rating: z.union([z.literal(10), z.literal(20), z.literal(30)]),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** The booking's start. */
  date: z.string(),
  kind: z.literal('missingPayment'),
});
export type Todo = z.infer<typeof todoSchema>;
