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
import { routeOf } from '../../core/operation-route.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import * as records from './treatment-records.service.ts';

/** Journal, drawings and the treatment record of a booking: therapists and above, every access audited. */
export function treatmentRecordRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['treatment-records'];

    app.route({
      ...routeOf(journalContract, { tags, summary: "A booking's journal as saved last" }),
      config: { permission: 'journal:read' },
      handler: async (request) => records.readJournal(ctx, request.actor!, request.params.id),
    });

    app.route({
      ...routeOf(saveJournalContract, { tags, summary: 'Save the journal as a new version (409 VERSION_CONFLICT when someone saved in between)' }),
      config: { permission: 'journal:write' },
      handler: async (request) => records.saveJournal(ctx, request.actor!, request.params.id, request.body),
    });

    app.route({
      ...routeOf(journalVersionsContract, { tags, summary: 'Every saved version of the journal, newest first' }),
      config: { permission: 'journal:read' },
      handler: async (request) => ({ versions: await records.listJournalVersions(ctx, request.actor!, request.params.id) }),
    });

    app.route({
      ...routeOf(recordHistoryContract, { tags, summary: "The customer's other bookings with a journal or drawing, newest first" }),
      config: { permission: 'journal:read' },
      handler: async (request) => ({ entries: await records.recordHistory(ctx, request.actor!, request.params.id) }),
    });

    app.route({
      ...routeOf(drawingContract, { tags, summary: "A booking's drawing, view by view" }),
      config: { permission: 'drawing:read' },
      handler: async (request) => records.readDrawing(ctx, request.actor!, request.params.id),
    });

    app.route({
      ...routeOf(saveDrawingViewContract, { tags, summary: "Replace one view's strokes (an empty list removes it)" }),
      // 500,000 points are about 10 MB of JSON; a larger body is an invalid drawing, not a server fault.
      bodyLimit: LIMITS.drawingBodyBytes,
      config: { permission: 'drawing:write', oversizeBodyIsInvalid: true },
      handler: async (request) => records.saveDrawingView(ctx, request.actor!, request.params.id, request.params.view, request.body),
    });

    app.route({
      ...routeOf(latestBookingContract, { tags, summary: "The customer's latest booking that has begun" }),
      config: { permission: 'drawing:read' },
      handler: async (request) => ({ bookingId: await records.latestBookingForDrawing(ctx, request.query.email) }),
    });

    app.route({
      ...routeOf(treatmentRecordPdfContract, { tags, summary: 'The treatment record (journal and drawings) as PDF' }),
      config: { permission: 'journal:read' },
      handler: async (request, reply) => sendPdf(reply, await records.treatmentRecordPdf(ctx, request.actor!, request.params.id)),
    });
  };
}
