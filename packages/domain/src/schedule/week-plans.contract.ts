import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { type OperationContract } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';
import { weekPlanInputSchema } from './week-plan-input.ts';

/** A week plan with its working minutes and the practice's opening minutes to compare. */
export const weekPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ranges: z.array(z.object({ weekday: z.number(), from: z.string(), to: z.string() })),
  plannedMinutes: z.number().int(),
  openingMinutes: z.number().int(),
});
export type WeekPlanDto = z.infer<typeof weekPlanSchema>;

export const weekPlansContract = { response: { 200: z.object({ weekPlans: z.array(weekPlanSchema) }) } } satisfies OperationContract;
export const createWeekPlanContract = { body: weekPlanInputSchema, response: { 201: weekPlanSchema } } satisfies OperationContract;
export const updateWeekPlanContract = { params: idParams, body: weekPlanInputSchema, response: { 200: weekPlanSchema } } satisfies OperationContract;
export const deleteWeekPlanContract = { params: idParams, response: { 200: successSchema } } satisfies OperationContract;
