import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';
import { absenceInputSchema } from './absence-input.ts';

/** An absence; without a therapist it applies to the whole practice. */
export const absenceSchema = z.object({
  id: z.number().int(),
  therapistId: z.number().int().nullable(),
  therapistName: z.string().nullable(),
  typeId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  fullDay: z.boolean(),
  shortTerm: z.boolean(),
  note: z.string(),
  cancelledAt: z.string().nullable(),
});
export type AbsenceDto = z.infer<typeof absenceSchema>;

/** A booking a new absence overlaps. */
export const absenceConflictSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  therapyLabelKey: z.string(),
  customerName: z.string(),
});
export type AbsenceConflictDto = z.infer<typeof absenceConflictSchema>;

export const absencesContract = operation({
  method: 'GET',
  path: '/api/absences',
  querystring: z.object({ scope: z.enum(['upcoming', 'past']).default('upcoming') }),
  response: { 200: z.object({ absences: z.array(absenceSchema) }) },
});
export const createAbsenceContract = operation({
  method: 'POST',
  path: '/api/absences',
  body: absenceInputSchema,
  response: { 201: z.object({ id: z.number().int(), conflicts: z.array(absenceConflictSchema) }) },
});
export const cancelAbsenceContract = operation({ method: 'POST', path: '/api/absences/:id/cancel', params: idParams, response: { 200: successSchema } });
export const restoreAbsenceContract = operation({ method: 'POST', path: '/api/absences/:id/restore', params: idParams, response: { 200: successSchema } });
