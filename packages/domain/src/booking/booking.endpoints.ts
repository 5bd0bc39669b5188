// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './booking.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const bookingByIdEndpoint: Endpoint<typeof C.bookingByIdContract> = { method: 'GET', path: '/api/bookings/:id' };
export const cancelOwnBookingEndpoint: Endpoint<typeof C.cancelOwnBookingContract> = { method: 'POST', path: '/api/bookings/:id/cancel' };
export const confirmReservationEndpoint: Endpoint<typeof C.confirmReservationContract> = { method: 'POST', path: '/api/bookings/:id/confirm-reservation' };
export const createBookingEndpoint: Endpoint<typeof C.createBookingContract> = { method: 'POST', path: '/api/bookings' };
export const createGuestBookingEndpoint: Endpoint<typeof C.createGuestBookingContract> = { method: 'POST', path: '/api/bookings/guest' };
export const createStaffBookingEndpoint: Endpoint<typeof C.createStaffBookingContract> = { method: 'POST', path: '/api/staff/bookings' };
export const customerSearchEndpoint: Endpoint<typeof C.customerSearchContract> = { method: 'GET', path: '/api/customers' };
export const moveOwnBookingEndpoint: Endpoint<typeof C.moveOwnBookingContract> = { method: 'POST', path: '/api/bookings/:id/move' };
export const moveStaffBookingEndpoint: Endpoint<typeof C.moveStaffBookingContract> = { method: 'POST', path: '/api/staff/bookings/:id/move' };
export const ownBookingsEndpoint: Endpoint<typeof C.ownBookingsContract> = { method: 'GET', path: '/api/bookings/own' };
export const reactivateBookingEndpoint: Endpoint<typeof C.reactivateBookingContract> = { method: 'POST', path: '/api/bookings/:id/reactivate' };
export const rejectReservationEndpoint: Endpoint<typeof C.rejectReservationContract> = { method: 'POST', path: '/api/bookings/:id/reject-reservation' };
