// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './invoices.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const bookingInvoicePdfEndpoint: Endpoint<typeof C.bookingInvoicePdfContract> = { method: 'GET', path: '/api/staff/bookings/:id/invoice/pdf' };
export const cancelInvoiceEndpoint: Endpoint<typeof C.cancelInvoiceContract> = { method: 'POST', path: '/api/staff/invoices/:id/cancel' };
export const createReminderEndpoint: Endpoint<typeof C.createReminderContract> = { method: 'POST', path: '/api/staff/invoices/:id/reminders' };
export const creditNotePdfEndpoint: Endpoint<typeof C.creditNotePdfContract> = { method: 'GET', path: '/api/staff/invoices/:id/credit-note/pdf' };
export const invoiceListEndpoint: Endpoint<typeof C.invoiceListContract> = { method: 'GET', path: '/api/staff/invoices' };
export const invoiceMailTextEndpoint: Endpoint<typeof C.invoiceMailTextContract> = { method: 'GET', path: '/api/staff/invoices/:id/mail-text' };
export const invoicePaidEndpoint: Endpoint<typeof C.invoicePaidContract> = { method: 'POST', path: '/api/staff/invoices/:id/paid' };
export const invoicePdfEndpoint: Endpoint<typeof C.invoicePdfContract> = { method: 'GET', path: '/api/staff/invoices/:id/pdf' };
export const markInvoiceSentEndpoint: Endpoint<typeof C.markInvoiceSentContract> = { method: 'POST', path: '/api/staff/invoices/:id/mark-sent' };
export const ownDocumentsEndpoint: Endpoint<typeof C.ownDocumentsContract> = { method: 'GET', path: '/api/documents/own' };
export const ownInvoicePdfEndpoint: Endpoint<typeof C.ownInvoicePdfContract> = { method: 'GET', path: '/api/invoices/:id/pdf' };
export const ownReceiptPdfEndpoint: Endpoint<typeof C.ownReceiptPdfContract> = { method: 'GET', path: '/api/receipts/:id/pdf' };
export const reminderPdfEndpoint: Endpoint<typeof C.reminderPdfContract> = { method: 'GET', path: '/api/staff/invoices/:id/reminders/:level/pdf' };
export const sendInvoiceEndpoint: Endpoint<typeof C.sendInvoiceContract> = { method: 'POST', path: '/api/staff/invoices/:id/send' };
