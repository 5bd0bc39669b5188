import { z } from 'zod';
import { calendarDate, idParam } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';

/** A slot's start (ISO instant) and state for the viewer. */
export const slotSchema = z.object({ start: z.string(), state: z.enum(['past', 'none', 'booked', 'insufficient', 'free', 'break']) });
/** The slots of one day (Europe/Zurich). */
export const dayAvailabilitySchema = z.object({ date: z.string(), slots: z.array(slotSchema) });

export const availabilityContract = operation({
  method: 'GET',
  path: '/api/availability',
  /** `therapistId`: only that therapist's slots (the customer chose one on /book); none: any therapist's. */
  querystring: z.object({ therapyId: idParam, arrangementId: idParam, from: calendarDate, to: calendarDate, therapistId: idParam.optional() }),
  response: { 200: z.object({ days: z.array(dayAvailabilitySchema) }) },
});
