import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import type { OperationContract } from '../validation/operation-contract.ts';
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

export const staffBookingsContract = {
  querystring: staffBookingsQuerySchema,
  response: {
    200: z.object({ bookings: z.array(staffBookingRowSchema), absences: z.array(staffAbsenceRowSchema), totals: bookingTotalsSchema }),
  },
} satisfies OperationContract;

export const staffBookingContract = {
  params: idParams,
  response: { 200: staffBookingRowSchema },
} satisfies OperationContract;

export const therapistCommentContract = {
  params: idParams,
  body: therapistCommentSchema,
  response: { 200: staffBookingRowSchema },
} satisfies OperationContract;

export const cancelTextContract = {
  params: idParams,
  querystring: cancelTextQuerySchema,
  response: { 200: z.object({ subject: z.string(), text: z.string() }) },
} satisfies OperationContract;

export const staffCancelContract = {
  params: idParams,
  body: staffCancelSchema,
  response: { 200: staffBookingRowSchema.extend({ mailId: z.number().int().nullable() }) },
} satisfies OperationContract;

export const mailStateContract = {
  params: idParams,
  response: { 200: z.object({ state: z.enum(MAIL_STATES) }) },
} satisfies OperationContract;

export const customerListContract = {
  querystring: customerListQuerySchema,
  /** `absences`: the team's breaks and absences of the period when asked for (first page only). */
  response: { 200: z.object({ customers: z.array(customerListRowSchema), total: z.number().int(), absences: z.array(staffAbsenceRowSchema) }) },
} satisfies OperationContract;

export const customerBookingSummaryContract = {
  params: idParams,
  response: { 200: customerSummaryOfBookingsSchema },
} satisfies OperationContract;
