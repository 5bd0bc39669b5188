// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './receipt-rules.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const cancelReceiptEndpoint: Endpoint<typeof C.cancelReceiptContract> = { method: 'POST', path: '/api/staff/receipts/:id/cancel' };
export const copyReceiptEndpoint: Endpoint<typeof C.copyReceiptContract> = { method: 'POST', path: '/api/staff/receipts/:id/copy' };
export const createReceiptEndpoint: Endpoint<typeof C.createReceiptContract> = { method: 'POST', path: '/api/staff/receipts' };
export const receiptBookingsEndpoint: Endpoint<typeof C.receiptBookingsContract> = { method: 'GET', path: '/api/staff/receipts/bookings' };
export const receiptMailTextEndpoint: Endpoint<typeof C.receiptMailTextContract> = { method: 'GET', path: '/api/staff/receipts/:id/mail-text' };
export const receiptPdfEndpoint: Endpoint<typeof C.receiptPdfContract> = { method: 'GET', path: '/api/staff/receipts/:id/pdf' };
export const receiptPreviewEndpoint: Endpoint<typeof C.receiptPreviewContract> = { method: 'GET', path: '/api/staff/receipts/pdf' };
export const sendReceiptEndpoint: Endpoint<typeof C.sendReceiptContract> = { method: 'POST', path: '/api/staff/receipts/:id/send' };
