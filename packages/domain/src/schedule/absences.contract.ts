import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { type OperationContract } from '../validation/operation-contract.ts';
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

export const absencesContract = {
  querystring: z.object({ scope: z.enum(['upcoming', 'past']).default('upcoming') }),
  response: { 200: z.object({ absences: z.array(absenceSchema) }) },
} satisfies OperationContract;
export const createAbsenceContract = {
  body: absenceInputSchema,
  response: { 201: z.object({ id: z.number().int(), conflicts: z.array(absenceConflictSchema) }) },
} satisfies OperationContract;
export const cancelAbsenceContract = { params: idParams, response: { 200: successSchema } } satisfies OperationContract;
export const restoreAbsenceContract = { params: idParams, response: { 200: successSchema } } satisfies OperationContract;
