// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './front-desk.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const cancelTextEndpoint: Endpoint<typeof C.cancelTextContract> = { method: 'GET', path: '/api/staff/bookings/:id/cancel-text' };
export const createCustomerEndpoint: Endpoint<typeof C.createCustomerContract> = { method: 'POST', path: '/api/staff/customers' };
export const customerBookingSummaryEndpoint: Endpoint<typeof C.customerBookingSummaryContract> = { method: 'GET', path: '/api/staff/customers/:id/summary' };
export const customerListEndpoint: Endpoint<typeof C.customerListContract> = { method: 'GET', path: '/api/staff/customers' };
export const mailStateEndpoint: Endpoint<typeof C.mailStateContract> = { method: 'GET', path: '/api/staff/mails/:id' };
export const staffBookingEndpoint: Endpoint<typeof C.staffBookingContract> = { method: 'GET', path: '/api/staff/bookings/:id' };
export const staffBookingsEndpoint: Endpoint<typeof C.staffBookingsContract> = { method: 'GET', path: '/api/staff/bookings' };
export const staffCancelEndpoint: Endpoint<typeof C.staffCancelContract> = { method: 'POST', path: '/api/staff/bookings/:id/cancel' };
export const therapistCommentEndpoint: Endpoint<typeof C.therapistCommentContract> = { method: 'PUT', path: '/api/staff/bookings/:id/comment' };
