import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
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

export const weekPlansContract = operation({ method: 'GET', path: '/api/week-plans', response: { 200: z.object({ weekPlans: z.array(weekPlanSchema) }) } });
export const createWeekPlanContract = operation({ method: 'POST', path: '/api/week-plans', body: weekPlanInputSchema, response: { 201: weekPlanSchema } });
export const updateWeekPlanContract = operation({
  method: 'PUT',
  path: '/api/week-plans/:id',
  params: idParams,
  body: weekPlanInputSchema,
  response: { 200: weekPlanSchema },
});
export const deleteWeekPlanContract = operation({ method: 'DELETE', path: '/api/week-plans/:id', params: idParams, response: { 200: successSchema } });
