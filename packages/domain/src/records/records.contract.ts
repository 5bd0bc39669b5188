import { z } from 'zod';
import { emailSchema } from '../accounts/account-schemas.ts';
import { idParam, idParams } from '../validation/input-schemas.ts';
import type { OperationContract } from '../validation/operation-contract.ts';
import { drawingSchema, drawingViewSchema, savedViewSchema, viewStrokesSchema } from './drawing.ts';
import { journalSaveSchema, journalSchema, journalVersionSchema } from './journal.ts';

export const journalContract = { params: idParams, response: { 200: journalSchema } } satisfies OperationContract;
export const saveJournalContract = { params: idParams, body: journalSaveSchema, response: { 200: journalSchema } } satisfies OperationContract;
export const journalVersionsContract = {
  params: idParams,
  response: { 200: z.object({ versions: z.array(journalVersionSchema) }) },
} satisfies OperationContract;

/** The customer's other bookings that have a journal or a drawing, newest first (the journal page's side list). */
export const recordHistoryEntrySchema = z.object({
  bookingId: z.number().int(),
  start: z.string(),
  therapyLabelKey: z.string(),
  therapistName: z.string(),
  journal: journalSchema.nullable(),
  drawingViews: z.array(drawingViewSchema),
});
export type RecordHistoryEntry = z.infer<typeof recordHistoryEntrySchema>;
export const recordHistoryContract = {
  params: idParams,
  response: { 200: z.object({ entries: z.array(recordHistoryEntrySchema) }) },
} satisfies OperationContract;

export const drawingContract = { params: idParams, response: { 200: drawingSchema } } satisfies OperationContract;
export const saveDrawingViewContract = {
  params: z.object({ id: idParam, view: drawingViewSchema }),
  body: viewStrokesSchema,
  response: { 200: savedViewSchema },
} satisfies OperationContract;

/** `?email=`: the customer's latest booking (the drawing board opened for a customer). */
export const latestBookingContract = {
  querystring: z.object({ email: emailSchema }),
  response: { 200: z.object({ bookingId: z.number().int() }) },
} satisfies OperationContract;

/** Answers a PDF file, not JSON. */
export const treatmentRecordPdfContract = { params: idParams } satisfies OperationContract;
