import {
  bookingInvoicePdfContract,
  cancelReceiptContract,
  copyReceiptContract,
  createReceiptContract,
  createReminderContract,
  ownDocumentPdfContract,
  ownDocumentsContract,
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
  invoiceStateContract,
  sendInvoiceContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
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
import {
  bookingInvoicePdf,
  cancelInvoice,
  createReminder,
  invoiceList,
  invoiceMailText,
  invoicePdfById,
  markInvoicePaid,
  markInvoiceSent,
  ownDocuments,
  ownInvoicePdf,
  reminderPdf,
  sendInvoice,
} from './invoices.service.ts';

/** Invoices (planners, accountants and above): the list and the PDFs. */
export function invoiceRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['invoices'];
    app.get(
      '/api/staff/invoices',
      {
        config: { permission: 'invoice:read' },
        schema: {
          tags,
          summary: 'One page of the invoices (by state, period of issue, search), newest first, with the count and totals',
          ...invoiceListContract,
        },
      },
      async (request) => invoiceList(ctx, request.query),
    );
    app.get(
      '/api/staff/invoices/:id/pdf',
      { config: { permission: 'invoice:read' }, schema: { tags, summary: 'An invoice as PDF with its QR-bill', ...invoicePdfContract } },
      async (request, reply) => sendPdf(reply, await invoicePdfById(ctx, request.params.id)),
    );
    app.get(
      '/api/staff/invoices/:id/credit-note/pdf',
      { config: { permission: 'invoice:read' }, schema: { tags, summary: 'The credit note that cancelled an invoice, as PDF', ...invoicePdfContract } },
      async (request, reply) => sendPdf(reply, await invoicePdfById(ctx, request.params.id, true)),
    );
    app.get(
      '/api/staff/bookings/:id/invoice/pdf',
      { config: { permission: 'invoice:read' }, schema: { tags, summary: "A booking's current invoice as PDF (404 when none)", ...bookingInvoicePdfContract } },
      async (request, reply) => sendPdf(reply, await bookingInvoicePdf(ctx, request.params.id)),
    );
    app.get(
      '/api/staff/invoices/:id/mail-text',
      {
        config: { permission: 'invoice:read' },
        schema: { tags, summary: "The invoice e-mail's address, subject and text in the customer's language", ...invoiceMailTextContract },
      },
      async (request) => invoiceMailText(ctx, request.params.id, request.query.reminderLevel),
    );
    app.post(
      '/api/staff/invoices/:id/send',
      { config: { permission: 'invoice:write' }, schema: { tags, summary: 'E-mail the invoice with its PDF; it becomes sent', ...sendInvoiceContract } },
      async (request) => sendInvoice(ctx, request.actor!, request.params.id, request.body),
    );
    app.post(
      '/api/staff/invoices/:id/mark-sent',
      { config: { permission: 'invoice:write' }, schema: { tags, summary: 'Mark the invoice as sent by post', ...invoiceStateContract } },
      async (request) => markInvoiceSent(ctx, request.actor!, request.params.id),
    );
    app.post(
      '/api/staff/invoices/:id/paid',
      { config: { permission: 'invoice:write' }, schema: { tags, summary: 'Record the day the money arrived', ...invoicePaidContract } },
      async (request) => markInvoicePaid(ctx, request.actor!, request.params.id, request.body.paidOn),
    );
    app.post(
      '/api/staff/invoices/:id/cancel',
      {
        config: { permission: 'invoice:write' },
        schema: { tags, summary: 'Cancel the invoice by a credit note; its invoice payment is removed', ...invoiceStateContract },
      },
      async (request) => cancelInvoice(ctx, request.actor!, request.params.id),
    );
    app.post(
      '/api/staff/invoices/:id/reminders',
      {
        config: { permission: 'invoice:write' },
        schema: { tags, summary: 'The next reminder of an overdue invoice (fee from the third)', ...createReminderContract },
      },
      async (request, reply) => reply.status(201).send(await createReminder(ctx, request.actor!, request.params.id)),
    );
    app.get(
      '/api/staff/invoices/:id/reminders/:level/pdf',
      { config: { permission: 'invoice:read' }, schema: { tags, summary: 'A reminder as PDF with its QR-bill', ...reminderPdfContract } },
      async (request, reply) => sendPdf(reply, await reminderPdf(ctx, request.params.id, request.params.level)),
    );
    app.post(
      '/api/staff/receipts',
      {
        config: { permission: 'invoice:write' },
        schema: {
          tags,
          summary: "Numbered Tarif 590 receipts for a customer's paid bookings, one per therapist (409 RECEIPT_EXISTS for a booking on one already)",
          ...createReceiptContract,
        },
      },
      async (request, reply) => reply.status(201).send(await createReceipt(ctx, request.actor!, request.body)),
    );
    app.post(
      '/api/staff/receipts/:id/copy',
      {
        config: { permission: 'invoice:write' },
        schema: { tags, summary: 'A copy of a receipt: the same document and number, marked as a copy', ...copyReceiptContract },
      },
      async (request, reply) => reply.status(201).send(await copyReceipt(ctx, request.actor!, request.params.id)),
    );
    app.post(
      '/api/staff/receipts/:id/cancel',
      {
        config: { permission: 'invoice:write' },
        schema: {
          tags,
          summary: 'Cancel a receipt (a reason optional): it keeps its number and prints that it is cancelled; its payments may then be removed',
          ...cancelReceiptContract,
        },
      },
      async (request) => cancelReceipt(ctx, request.actor!, request.params.id, request.body.reason),
    );
    app.get(
      '/api/staff/receipts/bookings',
      {
        config: { permission: 'invoice:read' },
        schema: {
          tags,
          summary: "A customer's held bookings of a range (paid or not, with their receipts) and the customer's receipts",
          ...receiptBookingsContract,
        },
      },
      async (request) => receiptBookingsOf(ctx, request.query.customerId, request.query.from, request.query.to),
    );
    app.get(
      '/api/staff/receipts/pdf',
      {
        config: { permission: 'invoice:read' },
        schema: { tags, summary: 'A preview, without a number, of the receipt of a range: its held and paid bookings', ...receiptPreviewContract },
      },
      async (request, reply) => sendPdf(reply, await receiptPreviewPdf(ctx, request.query)),
    );
    app.get(
      '/api/staff/receipts/:id/mail-text',
      {
        config: { permission: 'invoice:read' },
        schema: { tags, summary: "The receipt e-mail's address, subject and text in its language", ...receiptMailTextContract },
      },
      async (request) => receiptMailText(ctx, request.params.id),
    );
    app.post(
      '/api/staff/receipts/:id/send',
      { config: { permission: 'invoice:write' }, schema: { tags, summary: 'E-mail the receipt with its PDF; it becomes sent', ...sendReceiptContract } },
      async (request) => sendReceipt(ctx, request.actor!, request.params.id, request.body),
    );
    app.get(
      '/api/staff/receipts/:id/pdf',
      { config: { permission: 'invoice:read' }, schema: { tags, summary: 'A Tarif 590 receipt as PDF', ...receiptPdfContract } },
      async (request, reply) => sendPdf(reply, await storedReceiptPdf(ctx, request.params.id)),
    );
    app.get(
      '/api/documents/own',
      { config: { permission: 'booking:read:own' }, schema: { tags, summary: "One's own invoices and receipts", ...ownDocumentsContract } },
      async (request) => ownDocuments(ctx, request.actor!.userId),
    );
    app.get(
      '/api/invoices/:id/pdf',
      { config: { permission: 'booking:read:own' }, schema: { tags, summary: "One's own invoice as PDF", ...ownDocumentPdfContract } },
      async (request, reply) => sendPdf(reply, await ownInvoicePdf(ctx, request.actor!.userId, request.params.id)),
    );
    app.get(
      '/api/receipts/:id/pdf',
      { config: { permission: 'booking:read:own' }, schema: { tags, summary: "One's own reimbursement receipt as PDF", ...ownDocumentPdfContract } },
      async (request, reply) => sendPdf(reply, await storedReceiptPdf(ctx, request.params.id, request.actor!.userId)),
    );
  };
}
