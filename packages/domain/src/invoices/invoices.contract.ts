import { z } from 'zod';
import { emailSchema } from '../accounts/account-schemas.ts';
import { boundedText, calendarDate, freeText, idParams } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { operation } from '../validation/operation-contract.ts';
import { INVOICE_STATES } from './invoice-rules.ts';

export const invoiceRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  targetType: z.string(),
  targetId: z.number().int(),
  customer: z.object({ id: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() }),
  amountRappen: z.number().int(),
  /** The fee of its last reminder: asked for besides the amount while it is open. */
  feeRappen: z.number().int(),
  state: z.enum(INVOICE_STATES),
  issuedOn: z.string(),
  dueOn: z.string(),
  reminderLevel: z.number().int(),
  paidOn: z.string().nullable(),
  /** What arrived, fee included (paid invoices). */
  paidRappen: z.number().int().nullable(),
  /** The credit note that cancelled it. */
  creditNoteNumber: z.string().nullable(),
  cancelledOn: z.string().nullable(),
});
export type InvoiceRowDto = z.infer<typeof invoiceRowSchema>;

/** The invoice list's filter: a state, or `overdue` (open or sent, past the due day). */
export const INVOICE_FILTERS = [...INVOICE_STATES, 'overdue'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/**
 * The invoice list's query: a state, the year ("2027") or month ("2027-03") of issue, a search in
 * the number and the customer's name and e-mail; one page of `limit` from `offset`, newest first.
 */
export const invoiceListQuerySchema = z.object({
  state: z.enum(INVOICE_FILTERS).optional(),
  period: z
    .string()
    .max(7, { message: 'invalidPeriod', abort: true })
    .regex(/^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/, { message: 'invalidPeriod' })
    .optional(),
  search: boundedText(LIMITS.search).default(''),
  offset: z.coerce.number().int().min(0).max(LIMITS.id).default(0),
  limit: z.coerce.number().int().min(1).max(LIMITS.invoiceListPage).default(50),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceListContract = operation({
  method: 'GET',
  path: '/api/staff/invoices',
  querystring: invoiceListQuerySchema,
  response: {
    200: z.object({
      invoices: z.array(invoiceRowSchema),
      /** How many invoices the query matches (the pages together). */
      total: z.number().int(),
      /** Over all invoices, whatever the filter: still open (open or sent, reminder fees included), of those overdue, and paid (what arrived). */
      totals: z.object({ openRappen: z.number().int(), overdueRappen: z.number().int(), paidRappen: z.number().int() }),
    }),
  },
});

/** The invoice e-mail as staff send it: address, subject and text (prefilled in the customer's language). */
export const invoiceMailSchema = z.object({
  /** Send this reminder's PDF instead of the invoice's. */
  reminderLevel: z.number().int().min(1).max(3).optional(),
  to: emailSchema,
  subject: boundedText(LIMITS.shortText).min(1, { message: 'required' }),
  text: freeText(LIMITS.cancelText).min(1, { message: 'required' }),
});
export type InvoiceMail = z.infer<typeof invoiceMailSchema>;

const reminderLevelQuery = z.object({ reminderLevel: z.coerce.number().int().min(1).max(3).optional() });
export const invoiceMailTextContract = operation({
  method: 'GET',
  path: '/api/staff/invoices/:id/mail-text',
  params: idParams,
  querystring: reminderLevelQuery,
  response: { 200: invoiceMailSchema },
});

export const reminderSchema = z.object({ level: z.number().int(), feeRappen: z.number().int(), issuedOn: z.string(), dueOn: z.string() });
/** The next reminder of an overdue invoice (409 `INVOICE_STATE` when paid, cancelled, not overdue or at level 3). */
export const createReminderContract = operation({
  method: 'POST',
  path: '/api/staff/invoices/:id/reminders',
  params: idParams,
  response: { 201: reminderSchema },
});
/** A reminder as PDF. */
export const reminderPdfContract = operation({
  method: 'GET',
  path: '/api/staff/invoices/:id/reminders/:level/pdf',
  params: idParams.extend({ level: z.coerce.number().int().min(1).max(3) }),
});
export const sendInvoiceContract = operation({
  method: 'POST',
  path: '/api/staff/invoices/:id/send',
  params: idParams,
  body: invoiceMailSchema,
  response: { 200: z.object({ mailId: z.number().int(), invoice: invoiceRowSchema }) },
});
/** Marked as sent by post: the invoice as it now is. */
export const markInvoiceSentContract = operation({
  method: 'POST',
  path: '/api/staff/invoices/:id/mark-sent',
  params: idParams,
  response: { 200: invoiceRowSchema },
});
/** Cancelled by a credit note: the invoice as it now is. */
export const cancelInvoiceContract = operation({
  method: 'POST',
  path: '/api/staff/invoices/:id/cancel',
  params: idParams,
  response: { 200: invoiceRowSchema },
});
/**
 * The day the money arrived: from the issue day to today (practice time; 400 `VALIDATION_ERROR` at
 * `/paidOn`: `paidBeforeIssue`, `paidInFuture`), after the cash book's closed months (409 `PERIOD_CLOSED` at `/paidOn`).
 */
export const invoicePaidContract = operation({
  method: 'POST',
  path: '/api/staff/invoices/:id/paid',
  params: idParams,
  body: z.object({ paidOn: calendarDate }),
  response: { 200: invoiceRowSchema },
});

/** Answers a PDF file, not JSON. */
export const invoicePdfContract = operation({ method: 'GET', path: '/api/staff/invoices/:id/pdf', params: idParams });
/** The credit note that cancelled an invoice, as PDF. */
export const creditNotePdfContract = operation({ method: 'GET', path: '/api/staff/invoices/:id/credit-note/pdf', params: idParams });
/** The booking's current invoice as PDF; 404 when it has none. */
export const bookingInvoicePdfContract = operation({ method: 'GET', path: '/api/staff/bookings/:id/invoice/pdf', params: idParams });

/** A customer's own invoices (not cancelled) and receipts, to open as PDF from "my bookings". */
export const ownDocumentsContract = operation({
  method: 'GET',
  path: '/api/documents/own',
  response: {
    200: z.object({
      invoices: z.array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          bookingId: z.number().int().nullable(),
          amountRappen: z.number().int(),
          state: z.enum(INVOICE_STATES),
          dueOn: z.string(),
        }),
      ),
      receipts: z.array(z.object({ id: z.number().int(), number: z.string(), bookingIds: z.array(z.number().int()), issuedOn: z.string() })),
    }),
  },
});
/** One's own invoice as PDF; someone else's is not found. */
export const ownInvoicePdfContract = operation({ method: 'GET', path: '/api/invoices/:id/pdf', params: idParams });
/** One's own reimbursement receipt as PDF; someone else's is not found. */
export const ownReceiptPdfContract = operation({ method: 'GET', path: '/api/receipts/:id/pdf', params: idParams });
