import { z } from 'zod';
import { newCustomerInputSchema } from '../accounts/profile.ts';
import { customerSearchResultSchema } from '../booking/booking.contract.ts';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import {
  cancelTextQuerySchema,
  customerListQuerySchema,
  customerListRowSchema,
  customerSummaryOfBookingsSchema,
  MAIL_STATES,
  staffAbsenceRowSchema,
  staffBookingRowSchema,
  staffBookingsQuerySchema,
  staffCancelSchema,
  therapistCommentSchema,
} from './front-desk.ts';

/** The whole period's figures, whatever page is shown: the bookings matching, held ones' list prices, what was paid. */
export const bookingTotalsSchema = z.object({
  bookings: z.number().int(),
  cancelled: z.number().int(),
  priceRappen: z.number().int(),
  paidRappen: z.number().int(),
});

export const staffBookingsContract = operation({
  method: 'GET',
  path: '/api/staff/bookings',
  querystring: staffBookingsQuerySchema,
  response: {
    200: z.object({ bookings: z.array(staffBookingRowSchema), absences: z.array(staffAbsenceRowSchema), totals: bookingTotalsSchema }),
  },
});

export const staffBookingContract = operation({
  method: 'GET',
  path: '/api/staff/bookings/:id',
  params: idParams,
  response: { 200: staffBookingRowSchema },
});

export const therapistCommentContract = operation({
  method: 'PUT',
  path: '/api/staff/bookings/:id/comment',
  params: idParams,
  body: therapistCommentSchema,
  response: { 200: staffBookingRowSchema },
});

export const cancelTextContract = operation({
  method: 'GET',
  path: '/api/staff/bookings/:id/cancel-text',
  params: idParams,
  querystring: cancelTextQuerySchema,
  response: { 200: z.object({ subject: z.string(), text: z.string() }) },
});

export const staffCancelContract = operation({
  method: 'POST',
  path: '/api/staff/bookings/:id/cancel',
  params: idParams,
  body: staffCancelSchema,
  response: { 200: staffBookingRowSchema.extend({ mailId: z.number().int().nullable() }) },
});

export const mailStateContract = operation({
  method: 'GET',
  path: '/api/staff/mails/:id',
  params: idParams,
  response: { 200: z.object({ state: z.enum(MAIL_STATES) }) },
});

export const customerListContract = operation({
  method: 'GET',
  path: '/api/staff/customers',
  querystring: customerListQuerySchema,
  /** `absences`: the team's breaks and absences of the period when asked for (first page only). */
  response: { 200: z.object({ customers: z.array(customerListRowSchema), total: z.number().int(), absences: z.array(staffAbsenceRowSchema) }) },
});

/** A caller without an account: the front desk enters them (an existing e-mail address answers that customer, unchanged). */
export const createCustomerContract = operation({
  method: 'POST',
  path: '/api/staff/customers',
  body: newCustomerInputSchema,
  response: { 201: z.object({ customer: customerSearchResultSchema, created: z.boolean() }) },
});

export const customerBookingSummaryContract = operation({
  method: 'GET',
  path: '/api/staff/customers/:id/summary',
  params: idParams,
  response: { 200: customerSummaryOfBookingsSchema },
});
