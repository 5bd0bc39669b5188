// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './records.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const drawingEndpoint: Endpoint<typeof C.drawingContract> = { method: 'GET', path: '/api/staff/bookings/:id/drawings' };
export const journalEndpoint: Endpoint<typeof C.journalContract> = { method: 'GET', path: '/api/staff/bookings/:id/journal' };
export const journalVersionsEndpoint: Endpoint<typeof C.journalVersionsContract> = { method: 'GET', path: '/api/staff/bookings/:id/journal/versions' };
export const latestBookingEndpoint: Endpoint<typeof C.latestBookingContract> = { method: 'GET', path: '/api/staff/drawing-board/latest-booking' };
export const recordHistoryEndpoint: Endpoint<typeof C.recordHistoryContract> = { method: 'GET', path: '/api/staff/bookings/:id/record-history' };
export const saveDrawingViewEndpoint: Endpoint<typeof C.saveDrawingViewContract> = { method: 'PUT', path: '/api/staff/bookings/:id/drawings/:view' };
export const saveJournalEndpoint: Endpoint<typeof C.saveJournalContract> = { method: 'PUT', path: '/api/staff/bookings/:id/journal' };
export const treatmentRecordPdfEndpoint: Endpoint<typeof C.treatmentRecordPdfContract> = { method: 'GET', path: '/api/staff/bookings/:id/record.pdf' };
