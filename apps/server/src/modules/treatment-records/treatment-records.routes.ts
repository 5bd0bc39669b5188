import {
  LIMITS,
  drawingContract,
  journalContract,
  journalVersionsContract,
  latestBookingContract,
  recordHistoryContract,
  saveDrawingViewContract,
  saveJournalContract,
  treatmentRecordPdfContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import * as records from './treatment-records.service.ts';

/** Journal, drawings and the treatment record of a booking: therapists and above, every access audited. */
export function treatmentRecordRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['treatment-records'];

    app.get(
      '/api/staff/bookings/:id/journal',
      { config: { permission: 'journal:read' }, schema: { tags, summary: "A booking's journal as saved last", ...journalContract } },
      async (request) => records.readJournal(ctx, request.actor!, request.params.id),
    );

    app.put(
      '/api/staff/bookings/:id/journal',
      {
        config: { permission: 'journal:write' },
        schema: { tags, summary: 'Save the journal as a new version (409 VERSION_CONFLICT when someone saved in between)', ...saveJournalContract },
      },
      async (request) => records.saveJournal(ctx, request.actor!, request.params.id, request.body),
    );

    app.get(
      '/api/staff/bookings/:id/journal/versions',
      { config: { permission: 'journal:read' }, schema: { tags, summary: 'Every saved version of the journal, newest first', ...journalVersionsContract } },
      async (request) => ({ versions: await records.listJournalVersions(ctx, request.actor!, request.params.id) }),
    );

    app.get(
      '/api/staff/bookings/:id/record-history',
      {
        config: { permission: 'journal:read' },
        schema: { tags, summary: "The customer's other bookings with a journal or drawing, newest first", ...recordHistoryContract },
      },
      async (request) => ({ entries: await records.recordHistory(ctx, request.actor!, request.params.id) }),
    );

    app.get(
      '/api/staff/bookings/:id/drawings',
      { config: { permission: 'drawing:read' }, schema: { tags, summary: "A booking's drawing, view by view", ...drawingContract } },
      async (request) => records.readDrawing(ctx, request.actor!, request.params.id),
    );

    app.put(
      '/api/staff/bookings/:id/drawings/:view',
      {
        // 500,000 points are about 10 MB of JSON; a larger body is an invalid drawing, not a server fault.
        bodyLimit: LIMITS.drawingBodyBytes,
        config: { permission: 'drawing:write', oversizeBodyIsInvalid: true },
        schema: { tags, summary: "Replace one view's strokes (an empty list removes it)", ...saveDrawingViewContract },
      },
      async (request) => records.saveDrawingView(ctx, request.actor!, request.params.id, request.params.view, request.body),
    );

    app.get(
      '/api/staff/drawing-board/latest-booking',
      { config: { permission: 'drawing:read' }, schema: { tags, summary: "The customer's latest booking that has begun", ...latestBookingContract } },
      async (request) => ({ bookingId: await records.latestBookingForDrawing(ctx, request.query.email) }),
    );

    app.get(
      '/api/staff/bookings/:id/record.pdf',
      {
        config: { permission: 'journal:read' },
        schema: { tags, summary: 'The treatment record (journal and drawings) as PDF', ...treatmentRecordPdfContract },
      },
      async (request, reply) => sendPdf(reply, await records.treatmentRecordPdf(ctx, request.actor!, request.params.id)),
    );
  };
}
