import {
  bookingInvoicePdfContract,
  cancelInvoiceContract,
  cancelReceiptContract,
  copyReceiptContract,
  createReceiptContract,
  createReminderContract,
  creditNotePdfContract,
  markInvoiceSentContract,
  ownDocumentsContract,
  ownInvoicePdfContract,
  ownReceiptPdfContract,
  receiptBookingsContract,
  receiptMailTextContract,
  receiptPdfContract,
  receiptPreviewContract,
  sendReceiptContract,
  reminderPdfContract,
  invoiceListContract,
  invoiceMailTextContract,
  invoicePaidContract,
  invoicePdfContract,
  sendInvoiceContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { cancelInvoice, markInvoicePaid } from '../money/index.ts';
import { routeOf } from '../../core/operation-route.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import {
  cancelReceipt,
  copyReceipt,
  createReceipt,
  receiptBookingsOf,
  receiptMailText,
  receiptPreviewPdf,
  receiptPdf as storedReceiptPdf,
  sendReceipt,
} from './receipts.service.ts';
import { bookingInvoicePdf, invoicePdfById, ownInvoicePdf, reminderPdf } from './invoice-documents.ts';
import { createReminder, invoiceList, invoiceMailText, markInvoiceSent, ownDocuments, sendInvoice } from './invoices.service.ts';

/** Invoices (planners, accountants and above): the list and the PDFs. */
export function invoiceRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['invoices'];
    app.route({
      ...routeOf(invoiceListContract, {
        tags,
        summary: 'One page of the invoices (by state, period of issue, search), newest first, with the count and totals',
      }),
      config: { permission: 'invoice:read' },
      handler: async (request) => invoiceList(ctx, request.query),
    });
    app.route({
      ...routeOf(invoicePdfContract, { tags, summary: 'An invoice as PDF with its QR-bill' }),
      config: { permission: 'invoice:read' },
      handler: async (request, reply) => sendPdf(reply, await invoicePdfById(ctx, request.params.id)),
    });
    app.route({
      ...routeOf(creditNotePdfContract, { tags, summary: 'The credit note that cancelled an invoice, as PDF' }),
      config: { permission: 'invoice:read' },
      handler: async (request, reply) => sendPdf(reply, await invoicePdfById(ctx, request.params.id, true)),
    });
    app.route({
      ...routeOf(bookingInvoicePdfContract, { tags, summary: "A booking's current invoice as PDF (404 when none)" }),
      config: { permission: 'invoice:read' },
      handler: async (request, reply) => sendPdf(reply, await bookingInvoicePdf(ctx, request.params.id)),
    });
    app.route({
      ...routeOf(invoiceMailTextContract, { tags, summary: "The invoice e-mail's address, subject and text in the customer's language" }),
      config: { permission: 'invoice:read' },
      handler: async (request) => invoiceMailText(ctx, request.params.id, request.query.reminderLevel),
    });
    app.route({
      ...routeOf(sendInvoiceContract, { tags, summary: 'E-mail the invoice with its PDF; it becomes sent' }),
      config: { permission: 'invoice:write' },
      handler: async (request) => sendInvoice(ctx, request.actor!, request.params.id, request.body),
    });
    app.route({
      ...routeOf(markInvoiceSentContract, { tags, summary: 'Mark the invoice as sent by post' }),
      config: { permission: 'invoice:write' },
      handler: async (request) => markInvoiceSent(ctx, request.actor!, request.params.id),
    });
    app.route({
      ...routeOf(invoicePaidContract, { tags, summary: 'Record the day the money arrived' }),
      config: { permission: 'invoice:write' },
      handler: async (request) => markInvoicePaid(ctx, request.actor!, request.params.id, request.body.paidOn),
    });
    app.route({
      ...routeOf(cancelInvoiceContract, { tags, summary: 'Cancel the invoice by a credit note; its invoice payment is removed' }),
      config: { permission: 'invoice:write' },
      handler: async (request) => cancelInvoice(ctx, request.actor!, request.params.id),
    });
    app.route({
      ...routeOf(createReminderContract, { tags, summary: 'The next reminder of an overdue invoice (fee from the third)' }),
      config: { permission: 'invoice:write' },
      handler: async (request, reply) => reply.status(201).send(await createReminder(ctx, request.actor!, request.params.id)),
    });
    app.route({
      ...routeOf(reminderPdfContract, { tags, summary: 'A reminder as PDF with its QR-bill' }),
      config: { permission: 'invoice:read' },
      handler: async (request, reply) => sendPdf(reply, await reminderPdf(ctx, request.params.id, request.params.level)),
    });
    app.route({
      ...routeOf(createReceiptContract, {
        tags,
        summary: "Numbered Tarif 590 receipts for a customer's paid bookings, one per therapist (409 RECEIPT_EXISTS for a booking on one already)",
      }),
      config: { permission: 'invoice:write' },
      handler: async (request, reply) => reply.status(201).send(await createReceipt(ctx, request.actor!, request.body)),
    });
    app.route({
      ...routeOf(copyReceiptContract, { tags, summary: 'A copy of a receipt: the same document and number, marked as a copy' }),
      config: { permission: 'invoice:write' },
      handler: async (request, reply) => reply.status(201).send(await copyReceipt(ctx, request.actor!, request.params.id)),
    });
    app.route({
      ...routeOf(cancelReceiptContract, {
        tags,
        summary: 'Cancel a receipt (a reason optional): it keeps its number and prints that it is cancelled; its payments may then be removed',
      }),
      config: { permission: 'invoice:write' },
      handler: async (request) => cancelReceipt(ctx, request.actor!, request.params.id, request.body.reason),
    });
    app.route({
      ...routeOf(receiptBookingsContract, {
        tags,
        summary: "A customer's held bookings of a range (paid or not, with their receipts) and the customer's receipts",
      }),
      config: { permission: 'invoice:read' },
      handler: async (request) => receiptBookingsOf(ctx, request.query.customerId, request.query.from, request.query.to),
    });
    app.route({
      ...routeOf(receiptPreviewContract, { tags, summary: 'A preview, without a number, of the receipt of a range: its held and paid bookings' }),
      config: { permission: 'invoice:read' },
      handler: async (request, reply) => sendPdf(reply, await receiptPreviewPdf(ctx, request.query)),
    });
    app.route({
      ...routeOf(receiptMailTextContract, { tags, summary: "The receipt e-mail's address, subject and text in its language" }),
      config: { permission: 'invoice:read' },
      handler: async (request) => receiptMailText(ctx, request.params.id),
    });
    app.route({
      ...routeOf(sendReceiptContract, { tags, summary: 'E-mail the receipt with its PDF; it becomes sent' }),
      config: { permission: 'invoice:write' },
      handler: async (request) => sendReceipt(ctx, request.actor!, request.params.id, request.body),
    });
    app.route({
      ...routeOf(receiptPdfContract, { tags, summary: 'A Tarif 590 receipt as PDF' }),
      config: { permission: 'invoice:read' },
      handler: async (request, reply) => sendPdf(reply, await storedReceiptPdf(ctx, request.params.id)),
    });
    app.route({
      ...routeOf(ownDocumentsContract, { tags, summary: "One's own invoices and receipts" }),
      config: { permission: 'booking:read:own' },
      handler: async (request) => ownDocuments(ctx, request.actor!.userId),
    });
    app.route({
      ...routeOf(ownInvoicePdfContract, { tags, summary: "One's own invoice as PDF" }),
      config: { permission: 'booking:read:own' },
      handler: async (request, reply) => sendPdf(reply, await ownInvoicePdf(ctx, request.actor!.userId, request.params.id)),
    });
    app.route({
      ...routeOf(ownReceiptPdfContract, { tags, summary: "One's own reimbursement receipt as PDF" }),
      config: { permission: 'booking:read:own' },
      handler: async (request, reply) => sendPdf(reply, await storedReceiptPdf(ctx, request.params.id, request.actor!.userId)),
    });
  };
}
