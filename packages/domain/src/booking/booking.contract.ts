import { z } from 'zod';
import { boundedText, idParams } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { operation } from '../validation/operation-contract.ts';
import { bookingInputSchema, guestBookingInputSchema, staffBookingInputSchema } from './booking-rules.ts';

/** A booking as every booking call returns it. */
export const bookingSchema = z.object({
  id: z.number().int(),
  therapyId: z.number().int(),
  arrangementId: z.number().int(),
  start: z.string(),
  end: z.string(),
  durationMinutes: z.number().int(),
  priceRappen: z.number().int(),
  comment: z.string(),
  /** Reserved for a guest until the personal data is complete. */
  temporary: z.boolean(),
  temporaryUntil: z.string().nullable(),
  /** A guest reservation not yet confirmed by the owner of its e-mail address. */
  unverified: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelType: z.number().int().nullable(),
  cancelCostOption: z.string().nullable(),
});
export type BookingDto = z.infer<typeof bookingSchema>;

/** A booking with its therapy's translation key and where "my bookings" lists it. */
export const bookingDetailSchema = bookingSchema.extend({
  therapyLabelKey: z.string(),
  group: z.enum(['future', 'past', 'cancelledByCustomer', 'cancelledByPractice']),
});
export type BookingDetailDto = z.infer<typeof bookingDetailSchema>;

/** A customer staff may book for. */
export const customerSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
});
export type CustomerSummaryDto = z.infer<typeof customerSummarySchema>;

/**
 * A customer the search found, with the billing address. Section 8: accountants see billing data
 * only (name, address, e-mail, phone): their answer carries no birthday.
 */
export const customerSearchResultSchema = customerSummarySchema.extend({
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  location: z.string().nullable(),
  countryCode: z.string().nullable(),
  /**
   * The therapy and duration of the customer's latest booking (cancelled ones left out), which the
   * front desk's calendar offers first; null for none, and for accountants (no booking data).
   */
  lastBooking: z.object({ therapyId: z.number().int(), arrangementId: z.number().int() }).nullable(),
});
export type CustomerSearchResultDto = z.infer<typeof customerSearchResultSchema>;

const created = { 201: bookingSchema };
const changed = { 200: bookingSchema };

export const createBookingContract = operation({ method: 'POST', path: '/api/bookings', body: bookingInputSchema, response: created });
export const createGuestBookingContract = operation({ method: 'POST', path: '/api/bookings/guest', body: guestBookingInputSchema, response: created });
export const createStaffBookingContract = operation({ method: 'POST', path: '/api/staff/bookings', body: staffBookingInputSchema, response: created });
export const customerSearchContract = operation({
  method: 'GET',
  path: '/api/customers',
  querystring: z.object({
    search: boundedText(LIMITS.search).default(''),
    limit: z.coerce.number().int().min(1).max(LIMITS.customerSearchResults).default(20),
  }),
  response: { 200: z.object({ customers: z.array(customerSearchResultSchema) }) },
});
export const ownBookingsContract = operation({
  method: 'GET',
  path: '/api/bookings/own',
  response: { 200: z.object({ bookings: z.array(bookingDetailSchema) }) },
});
export const bookingByIdContract = operation({ method: 'GET', path: '/api/bookings/:id', params: idParams, response: { 200: bookingDetailSchema } });
export const cancelOwnBookingContract = operation({
  method: 'POST',
  path: '/api/bookings/:id/cancel',
  params: idParams,
  body: z.object({ acceptCharge: z.boolean().default(false) }),
  response: changed,
});
export const confirmReservationContract = operation({ method: 'POST', path: '/api/bookings/:id/confirm-reservation', params: idParams, response: changed });
export const rejectReservationContract = operation({ method: 'POST', path: '/api/bookings/:id/reject-reservation', params: idParams, response: changed });
/** Where a booking moves: a new start, optionally another therapist; staff may move it without telling the customer. */
export const moveBookingInputSchema = z.object({
  start: bookingInputSchema.shape.start,
  therapistId: bookingInputSchema.shape.therapistId,
  notify: z.boolean().default(true),
});
export type MoveBookingInput = z.input<typeof moveBookingInputSchema>;
/** A customer moves an own booking (always told by e-mail). */
export const moveOwnBookingContract = operation({
  method: 'POST',
  path: '/api/bookings/:id/move',
  params: idParams,
  body: moveBookingInputSchema,
  response: changed,
});
/** Staff move any booking, to another time or therapist. */
export const moveStaffBookingContract = operation({
  method: 'POST',
  path: '/api/staff/bookings/:id/move',
  params: idParams,
  body: moveBookingInputSchema,
  response: changed,
});
export const reactivateBookingContract = operation({
  method: 'POST',
  path: '/api/bookings/:id/reactivate',
  params: idParams,
  body: z.object({ notify: z.boolean().default(true) }),
  /** `personalDataMissing`: the customer still has to complete name or phone (a warning for staff). */
  response: { 200: bookingSchema.extend({ personalDataMissing: z.boolean() }) },
});
