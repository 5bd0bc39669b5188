import { z } from 'zod';
import { languageSchema } from '../i18n/localized-text.ts';
import { idParam } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';

/**
 * The report's figures of one month (or of all months: the totals). Bookings count in the month
 * they start in (practice zone), money in the month it arrived, invoices in the month they were
 * issued; in the current month only what happened by now, and the plan time up to now.
 */
export const performanceFiguresSchema = z.object({
  /** Held bookings that took place (not cancelled). */
  treatments: z.number().int(),
  /** Their therapy durations. */
  therapyMinutes: z.number().int(),
  /** Their slot lengths (the time they occupied). */
  bookedMinutes: z.number().int(),
  /** Their list prices. */
  listPriceRappen: z.number().int(),
  /**
   * What the discounts on them come to: the list price less what was due after the discount the
   * booking's last discounted payment was figured with (as `defaultPaymentAmount` rounds it).
   */
  discountRappen: z.number().int(),
  /**
   * Money that arrived in the month for the bookings (held or cancelled): card, cash (refunds and
   * cashbacks subtract), TWINT and voucher redemptions on their day, and invoices on the day they
   * were paid with what arrived (a reminder's fee included). An invoice counts nowhere as paid
   * before it is: creating one is no money.
   */
  paidRappen: z.number().int(),
  /** Of those, card payments (type 1). */
  paidByCardRappen: z.number().int(),
  /** Invoices of bookings issued in the month and still open today (open or sent, reminders or not): their amounts. */
  invoicedOpenRappen: z.number().int(),
  /** Working time of the therapist plans in the month, less the flexible break (absences not deducted). */
  planMinutes: z.number().int(),
  /** bookedMinutes ÷ planMinutes, null without plan time. */
  utilisation: z.number().nullable(),
  /** Cancelled bookings, of them charged, and what the charges come to. */
  cancelled: z.number().int(),
  cancelledCharged: z.number().int(),
  cancelledChargeRappen: z.number().int(),
});

export const performanceQuerySchema = z.object({
  /** The last N whole months and the current one so far. */
  months: z.coerce.number().int().min(1).max(24).default(12),
  therapistId: idParam.optional(),
});

export const performanceContract = operation({
  method: 'GET',
  path: '/api/staff/performance',
  querystring: performanceQuerySchema,
  response: {
    200: z.object({
      /** Oldest first; the last is the current month. */
      months: z.array(performanceFiguresSchema.extend({ /** YYYY-MM */ month: z.string() })),
      totals: performanceFiguresSchema,
      /** Everyone the filter offers: therapists with bookings or plans in the period. */
      therapists: z.array(z.object({ id: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable() })),
    }),
  },
});
export type PerformanceReport = z.infer<(typeof performanceContract.response)[200]>;

/** The same table as CSV (UTF-8 with BOM, `;`), headed in `lang` (default: the user's language). */
export const performanceCsvContract = operation({
  method: 'GET',
  path: '/api/staff/performance.csv',
  querystring: performanceQuerySchema.extend({ lang: languageSchema.optional() }),
});
