export { bookingIdsOfCustomer, cancelBookingRow, clearBookingComments, findBooking, lastTherapyOfCustomers, updateTherapistComment } from './bookings.repo.ts';
export { notifyWithBookingLink } from './booking-link.ts';
export { present } from './bookings.service.ts';
export { reserveSlot } from './reserve-slot.ts';
export { effectiveChargeSql, lockBooking, lockBookingTarget, readBookingTarget } from './booking-charge.repo.ts';
