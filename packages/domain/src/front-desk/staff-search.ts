import { z } from 'zod';
import { INVOICE_STATES } from '../invoices/invoice-rules.ts';
import { LIMITS } from '../validation/limits.ts';
import { isPlainLine } from '../validation/text-rules.ts';
import { VOUCHER_STATES } from '../vouchers/voucher-rules.ts';
import { STAFF_SEARCH_KINDS } from './staff-search-kinds.ts';

/**
 * The search's query: `q` trimmed, 2 to 100 characters of one line ('searchTooShort', 'tooLong',
 * 'invalidCharacters'). The server takes `%`, `_` and `\` in it literally.
 */
export const staffSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(LIMITS.search, { message: 'tooLong', abort: true })
    .min(LIMITS.staffSearchMin, { message: 'searchTooShort', abort: true })
    .refine(isPlainLine, { message: 'invalidCharacters' }),
});
export type StaffSearchQuery = z.infer<typeof staffSearchQuerySchema>;

const personSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});

/** A customer found by part of the name, the e-mail or the phone number. */
export const customerHitSchema = personSchema.extend({ phone: z.string().nullable() });

/** A booking found by its number ("2027-00012"); `start` is an ISO instant. */
export const bookingHitSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  start: z.string(),
  therapyLabelKey: z.string(),
  cancelled: z.boolean(),
  customer: personSchema,
});

/** An invoice found by its number ("2027-0042"). */
export const invoiceHitSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedOn: z.string(),
  amountRappen: z.number().int(),
  state: z.enum(INVOICE_STATES),
  customer: personSchema,
});

/** A reimbursement receipt (an original, not a copy) found by its number ("2027-0001"). */
export const receiptHitSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedOn: z.string(),
  totalRappen: z.number().int(),
  cancelled: z.boolean(),
  customer: personSchema,
});

/** A voucher found by its number ("2027-0001") or code ("K7QM-XR3D-9HTP", the start of it will do). */
export const voucherHitSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  code: z.string(),
  initialRappen: z.number().int(),
  balanceRappen: z.number().int(),
  state: z.enum(VOUCHER_STATES),
  buyer: personSchema,
});

/** At most `LIMITS.staffSearchHits` of each kind; `kinds`: what was searched (the others stay empty). */
export const staffSearchResultSchema = z.object({
  kinds: z.array(z.enum(STAFF_SEARCH_KINDS)),
  customers: z.array(customerHitSchema),
  bookings: z.array(bookingHitSchema),
  invoices: z.array(invoiceHitSchema),
  receipts: z.array(receiptHitSchema),
  vouchers: z.array(voucherHitSchema),
});
export type StaffSearchResult = z.infer<typeof staffSearchResultSchema>;
