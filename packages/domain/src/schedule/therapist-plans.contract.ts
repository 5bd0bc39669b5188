import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { type OperationContract } from '../validation/operation-contract.ts';
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

export const therapistPlansContract = {
  response: { 200: z.object({ plans: z.array(therapistPlanSchema), therapists: z.array(scheduleTherapistSchema) }) },
} satisfies OperationContract;
export const createTherapistPlanContract = { body: therapistPlanInputSchema, response: { 201: therapistPlanSchema } } satisfies OperationContract;
export const updateTherapistPlanContract = {
  params: idParams,
  body: therapistPlanInputSchema,
  response: { 200: therapistPlanSchema },
} satisfies OperationContract;
export const deleteTherapistPlanContract = { params: idParams, response: { 200: successSchema } } satisfies OperationContract;
