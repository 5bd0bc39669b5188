import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';
import { therapistPlanInputSchema } from './week-plan-input.ts';

/** Who works by which week plans from when, with which flexible break. */
export const therapistPlanSchema = z.object({
  id: z.number().int(),
  therapistId: z.number().int(),
  begins: z.string(),
  sequence: z.array(z.number().int()),
  breakTime: z.string().nullable(),
  breakMinutes: z.number().int(),
  breakMayMove: z.boolean(),
});
export type TherapistPlanDto = z.infer<typeof therapistPlanSchema>;

/** A therapist as the schedule screens name them. */
export const scheduleTherapistSchema = z.object({ id: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() });
export type ScheduleTherapistDto = z.infer<typeof scheduleTherapistSchema>;

export const therapistPlansContract = operation({
  method: 'GET',
  path: '/api/therapist-plans',
  response: { 200: z.object({ plans: z.array(therapistPlanSchema), therapists: z.array(scheduleTherapistSchema) }) },
});
export const createTherapistPlanContract = operation({
  method: 'POST',
  path: '/api/therapist-plans',
  body: therapistPlanInputSchema,
  response: { 201: therapistPlanSchema },
});
export const updateTherapistPlanContract = operation({
  method: 'PUT',
  path: '/api/therapist-plans/:id',
  params: idParams,
  body: therapistPlanInputSchema,
  response: { 200: therapistPlanSchema },
});
export const deleteTherapistPlanContract = operation({
  method: 'DELETE',
  path: '/api/therapist-plans/:id',
  params: idParams,
  response: { 200: successSchema },
});
