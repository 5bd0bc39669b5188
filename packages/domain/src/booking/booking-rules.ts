import { z } from 'zod';
import { emailSchema } from '../accounts/account-schemas.ts';
import { languageSchema } from '../i18n/localized-text.ts';
import { freeText, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';

/** A booking request as the calendar sends it: the slot start is the ISO instant from the availability API. */
export const bookingInputSchema = z.object({
  therapyId: idSchema,
  arrangementId: idSchema,
  start: z.iso.datetime({ offset: true, message: 'invalidStart' }).max(LIMITS.instant, { message: 'invalidStart' }),
  comment: freeText(LIMITS.comment).default(''),
  /**
   * The terms version the customer accepted with this booking (the checkbox beside the book
   * button). A version other than the current one counts as not accepted: the text has changed since.
   */
  termsVersion: z.number().int().min(1).max(1_000_000).optional(),
  /** The therapist chosen (on /book, or the column of the front desk's calendar); none: the first free one takes the slot. */
  therapistId: idSchema.optional(),
});
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** A visitor without a login reserves a slot with an e-mail address (a temporary booking). */
export const guestBookingInputSchema = bookingInputSchema.extend({
  email: emailSchema,
  language: languageSchema,
});
export type GuestBookingInput = z.infer<typeof guestBookingInputSchema>;

/** A therapist (or above) books for a customer and decides whether the customer gets e-mails. */
// Staff book for a customer: the customer accepts the terms on their own bookings, not through staff.
export const staffBookingInputSchema = bookingInputSchema.omit({ termsVersion: true }).extend({
  customerId: idSchema,
  notify: z.boolean().default(true),
});
export type StaffBookingInput = z.infer<typeof staffBookingInputSchema>;
