import { z } from 'zod';
import { calendarDate } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';

/** One therapist's day: working ranges of their plan, absences and the booked load. */
export const operationDaySchema = z.object({
  date: z.string(),
  ranges: z.array(z.object({ from: z.string(), to: z.string() })),
  absences: z.array(
    z.object({ id: z.number().int(), typeId: z.number().int(), startsAt: z.string(), endsAt: z.string(), shortTerm: z.boolean(), general: z.boolean() }),
  ),
  bookings: z.number().int(),
  /** Of those, reservations still temporary (held until the personal data or the confirmation come). */
  temporaryBookings: z.number().int(),
  bookedMinutes: z.number().int(),
});
export type OperationDayDto = z.infer<typeof operationDaySchema>;

/** The practice's week at a glance, per therapist and day. */
export const operationPlanSchema = z.object({
  week: z.string(),
  days: z.array(z.string()),
  therapists: z.array(z.object({ id: z.number().int(), name: z.string(), days: z.array(operationDaySchema) })),
});
export type OperationPlanDto = z.infer<typeof operationPlanSchema>;

export const operationPlanContract = operation({
  method: 'GET',
  path: '/api/operation-plan',
  querystring: z.object({ week: calendarDate }),
  response: { 200: operationPlanSchema },
});
