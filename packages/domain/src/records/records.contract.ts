import { z } from 'zod';
import { emailSchema } from '../accounts/account-schemas.ts';
import { idParam, idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { drawingSchema, drawingViewSchema, savedViewSchema, viewStrokesSchema } from './drawing.ts';
import { journalSaveSchema, journalSchema, journalVersionSchema } from './journal.ts';

export const journalContract = operation({ method: 'GET', path: '/api/staff/bookings/:id/journal', params: idParams, response: { 200: journalSchema } });
export const saveJournalContract = operation({
  method: 'PUT',
  path: '/api/staff/bookings/:id/journal',
  params: idParams,
  body: journalSaveSchema,
  response: { 200: journalSchema },
});
export const journalVersionsContract = operation({
  method: 'GET',
  path: '/api/staff/bookings/:id/journal/versions',
  params: idParams,
  response: { 200: z.object({ versions: z.array(journalVersionSchema) }) },
});

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
export const recordHistoryContract = operation({
  method: 'GET',
  path: '/api/staff/bookings/:id/record-history',
  params: idParams,
  response: { 200: z.object({ entries: z.array(recordHistoryEntrySchema) }) },
});

export const drawingContract = operation({ method: 'GET', path: '/api/staff/bookings/:id/drawings', params: idParams, response: { 200: drawingSchema } });
export const saveDrawingViewContract = operation({
  method: 'PUT',
  path: '/api/staff/bookings/:id/drawings/:view',
  params: z.object({ id: idParam, view: drawingViewSchema }),
  body: viewStrokesSchema,
  response: { 200: savedViewSchema },
});

/** `?email=`: the customer's latest booking (the drawing board opened for a customer). */
export const latestBookingContract = operation({
  method: 'GET',
  path: '/api/staff/drawing-board/latest-booking',
  querystring: z.object({ email: emailSchema }),
  response: { 200: z.object({ bookingId: z.number().int() }) },
});

/** Answers a PDF file, not JSON. */
export const treatmentRecordPdfContract = operation({ method: 'GET', path: '/api/staff/bookings/:id/record.pdf', params: idParams });
