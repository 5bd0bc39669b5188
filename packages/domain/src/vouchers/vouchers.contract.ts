import { z } from 'zod';
import { emailSchema } from '../accounts/account-schemas.ts';
import { paymentSchema } from '../payments/payments.ts';
import { boundedText, freeText, idParams, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { operation } from '../validation/operation-contract.ts';
import {
  VOUCHER_MAX_RAPPEN,
  VOUCHER_MIN_RAPPEN,
  VOUCHER_MOTIFS,
  VOUCHER_PAYMENT_METHODS,
  VOUCHER_SHIP_BY,
  VOUCHER_SHIP_TO,
  VOUCHER_STATES,
} from './voucher-rules.ts';

const required = (max: number) => boundedText(max).min(1, { message: 'required' });

/** A postal address a certificate goes to. */
export const voucherAddressSchema = z.object({
  name: required(LIMITS.name),
  street: required(LIMITS.shortText),
  postalCode: required(LIMITS.postalCode),
  city: required(LIMITS.name),
});

/**
 * Where the certificate goes: to the buyer (their own e-mail or address) or to the recipient (the
 * e-mail for e-mail shipping, the address for post, required then).
 */
export const voucherShippingSchema = z
  .object({
    to: z.enum(VOUCHER_SHIP_TO, { message: 'required' }),
    by: z.enum(VOUCHER_SHIP_BY, { message: 'required' }),
    email: emailSchema.optional(),
    address: voucherAddressSchema.optional(),
  })
  .refine((s) => s.to === 'buyer' || s.by === 'post' || s.email !== undefined, { message: 'required', path: ['email'] })
  .refine((s) => s.to === 'buyer' || s.by === 'email' || s.address !== undefined, { message: 'required', path: ['address'] });

/** A voucher request (section 5 "Voucher form"). */
export const newVoucherSchema = z.object({
  motif: z.enum(VOUCHER_MOTIFS, { message: 'required' }),
  valueRappen: z
    .number({ message: 'required' })
    .int({ message: 'wholeFrancs' })
    .min(VOUCHER_MIN_RAPPEN, { message: 'valueOutOfRange' })
    .max(VOUCHER_MAX_RAPPEN, { message: 'valueOutOfRange' })
    .refine((value) => value % 100 === 0, { message: 'wholeFrancs' }),
  fromName: boundedText(LIMITS.name).default(''),
  forName: boundedText(LIMITS.name).default(''),
  shipping: voucherShippingSchema,
  paymentMethod: z.enum(VOUCHER_PAYMENT_METHODS, { message: 'required' }),
  comment: freeText(LIMITS.comment).default(''),
  /** Therapists and above request for a customer, who becomes the buyer. */
  buyerId: idSchema.optional(),
});
export type NewVoucher = z.input<typeof newVoucherSchema>;

export const createVoucherContract = operation({
  method: 'POST',
  path: '/api/vouchers',
  body: newVoucherSchema,
  response: { 201: z.object({ id: z.number().int(), number: z.string(), state: z.enum(VOUCHER_STATES) }) },
});

const person = z.object({ id: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() });

/** A voucher as voucher management lists it. */
export const voucherRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** Grouped 4-4-4. */
  code: z.string(),
  buyer: person,
  forName: z.string(),
  fromName: z.string(),
  motif: z.enum(VOUCHER_MOTIFS),
  initialRappen: z.number().int(),
  balanceRappen: z.number().int(),
  requestedOn: z.string(),
  paymentMethod: z.enum(VOUCHER_PAYMENT_METHODS),
  shipping: z.object({ to: z.enum(VOUCHER_SHIP_TO), by: z.enum(VOUCHER_SHIP_BY) }),
  state: z.enum(VOUCHER_STATES),
  /** Its payments covered the value (also when archived or used up). */
  paid: z.boolean(),
  /** Paid and not sent: to be mailed now, or (by post) to be posted, overdue 24 hours after the payment. */
  certificateDue: z.enum(['mailNow', 'postOverdue', 'postPending', 'none']),
  archived: z.boolean(),
  sentAt: z.string().nullable(),
  /** Its last valid day, set when it was paid (null before). */
  validUntil: z.string().nullable(),
});
export type VoucherRow = z.infer<typeof voucherRowSchema>;

export const voucherListContract = operation({
  method: 'GET',
  path: '/api/staff/vouchers',
  querystring: z.object({ state: z.enum(VOUCHER_STATES).optional(), search: boundedText(LIMITS.search).default('') }),
  response: {
    200: z.object({
      vouchers: z.array(voucherRowSchema),
      /** All matching, of which at most `LIMITS.voucherListRows` (the newest) are listed. */
      total: z.number().int(),
    }),
  },
});

export const voucherDetailContract = operation({
  method: 'GET',
  path: '/api/staff/vouchers/:id',
  params: idParams,
  response: {
    200: voucherRowSchema.extend({
      shippingEmail: z.string().nullable(),
      shippingAddress: voucherAddressSchema.nullable(),
      comment: z.string(),
      confirmedAt: z.string().nullable(),
      /** Its payments (purchase). */
      payments: z.array(paymentSchema),
      /** Type 4 payments on bookings that used it. */
      redemptions: z.array(
        z.object({ paymentId: z.number().int(), bookingId: z.number().int(), amountRappen: z.number().int(), date: z.string(), customerName: z.string() }),
      ),
      /** Its invoice in advance, when paid by invoice. */
      invoice: z.object({ id: z.number().int(), number: z.string(), state: z.string() }).nullable(),
    }),
  },
});

/** The voucher as it now is, after a change: sent by post, archived, restored. */
export const markVoucherSentContract = operation({
  method: 'POST',
  path: '/api/staff/vouchers/:id/mark-sent',
  params: idParams,
  response: { 200: voucherRowSchema },
});
export const archiveVoucherContract = operation({
  method: 'POST',
  path: '/api/staff/vouchers/:id/archive',
  params: idParams,
  response: { 200: voucherRowSchema },
});
export const restoreVoucherContract = operation({
  method: 'POST',
  path: '/api/staff/vouchers/:id/restore',
  params: idParams,
  response: { 200: voucherRowSchema },
});
export const sendVoucherContract = operation({
  method: 'POST',
  path: '/api/staff/vouchers/:id/send',
  params: idParams,
  response: { 200: z.object({ mailId: z.number().int() }) },
});
/** The certificate as PDF (answers a file): one's own paid voucher's, and any voucher's for staff. */
export const ownVoucherPdfContract = operation({ method: 'GET', path: '/api/vouchers/:id/pdf', params: idParams });
export const voucherPdfContract = operation({ method: 'GET', path: '/api/staff/vouchers/:id/pdf', params: idParams });

/** Vouchers a booking's type-4 payment can use: confirmed, not archived, with a balance; searched by code, number or names. */
export const redeemableVouchersContract = operation({
  method: 'GET',
  path: '/api/staff/vouchers/redeemable',
  querystring: z.object({ search: boundedText(LIMITS.search).default('') }),
  response: {
    200: z.object({
      vouchers: z.array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          code: z.string(),
          buyerName: z.string(),
          forName: z.string(),
          balanceRappen: z.number().int(),
          validUntil: z.string(),
          expired: z.boolean(),
        }),
      ),
    }),
  },
});

/** One's own vouchers; the code and certificate only once paid. */
export const ownVouchersContract = operation({
  method: 'GET',
  path: '/api/vouchers/own',
  response: {
    200: z.object({
      vouchers: z.array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          code: z.string().nullable(),
          motif: z.enum(VOUCHER_MOTIFS),
          initialRappen: z.number().int(),
          balanceRappen: z.number().int(),
          state: z.enum(VOUCHER_STATES),
          requestedOn: z.string(),
          /** Set when it is paid. */
          validUntil: z.string().nullable(),
          paymentMethod: z.enum(VOUCHER_PAYMENT_METHODS),
          forName: z.string(),
          fromName: z.string(),
        }),
      ),
    }),
  },
});
