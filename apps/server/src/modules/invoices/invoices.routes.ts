import { bookingInvoicePdfContract, invoiceListContract, invoicePdfContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { bookingInvoicePdf, invoiceList, invoicePdfById } from './invoices.service.ts';

/** Invoices (planners, accountants and above): the list and the PDFs. */
export function invoiceRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['invoices'];
    app.get(
      '/api/staff/invoices',
      { config: { permission: 'invoice:read' }, schema: { tags, summary: 'Invoices, newest first', ...invoiceListContract } },
      async (request) => invoiceList(ctx, request.query.state),
    );
    app.get(
      '/api/staff/invoices/:id/pdf',
      { config: { permission: 'invoice:read' }, schema: { tags, summary: 'An invoice as PDF with its QR-bill', ...invoicePdfContract } },
      async (request, reply) => sendPdf(reply, await invoicePdfById(ctx, request.params.id)),
    );
    app.get(
      '/api/staff/bookings/:id/invoice/pdf',
      { config: { permission: 'invoice:read' }, schema: { tags, summary: "A booking's current invoice as PDF (404 when none)", ...bookingInvoicePdfContract } },
      async (request, reply) => sendPdf(reply, await bookingInvoicePdf(ctx, request.params.id)),
    );
  };
}
