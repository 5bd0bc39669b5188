import {
  moveBookingContract,
  bookingByIdContract,
  cancelOwnBookingContract,
  confirmReservationContract,
  createBookingContract,
  createGuestBookingContract,
  createStaffBookingContract,
  customerSearchContract,
  hasPermission,
  ownBookingsContract,
  reactivateBookingContract,
  rejectReservationContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchCustomers } from '../users/index.ts';
import * as service from './bookings.service.ts';
import { moveBooking } from './move-booking.ts';
import { confirmReservation, rejectReservation } from './reservations.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Booking calls: customers and guests book and cancel; therapists book for customers and reactivate. */
export function bookingRoutes(ctx: AppContext) {
  const guestRateLimit = ctx.config.loginRateLimit;
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/bookings',
      {
        config: { permission: 'booking:create:own' },
        schema: { tags: ['bookings'], summary: 'Book a free slot (start as given by the availability API)', ...createBookingContract },
      },
      async (request, reply) => reply.status(201).send(service.present(await service.createBooking(ctx, request.actor!, request.body))),
    );
    app.post(
      '/api/bookings/guest',
      {
        config: { permission: 'public', rateLimit: { max: guestRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['bookings'],
          summary: 'Reserve a slot without login: a temporary booking until the personal data are complete',
          ...createGuestBookingContract,
        },
      },
      async (request, reply) => reply.status(201).send(service.present(await service.createGuestBooking(ctx, request.body, request.ip))),
    );
    app.post(
      '/api/staff/bookings',
      {
        config: { permission: 'booking:create:any' },
        schema: {
          tags: ['bookings'],
          summary: 'Book for a customer (also past slots and over short-term absences)',
          ...createStaffBookingContract,
        },
      },
      async (request, reply) => reply.status(201).send(service.present(await service.createStaffBooking(ctx, request.actor!, request.body))),
    );
    app.get(
      '/api/customers',
      {
        config: { permission: 'customers:search' },
        schema: {
          tags: ['bookings'],
          summary: 'Customers matching a name or e-mail, to book for or to name in a cashback',
          ...customerSearchContract,
        },
      },
      async (request) => {
        // Section 8: accountants find customers by name or e-mail for money work and see their
        // billing data; the client list (no search) and the rest of the profile are the front desk's.
        const frontDesk = hasPermission(request.actor!.activeRoles, 'frontdesk:read');
        if (!frontDesk && request.query.search.trim() === '') return { customers: [] };
        const customers = await searchCustomers(ctx.db, request.query.search, request.query.limit);
        return { customers: frontDesk ? customers : customers.map((customer) => ({ ...customer, birthday: null })) };
      },
    );
    app.get(
      '/api/bookings/own',
      {
        config: { permission: 'booking:read:own' },
        schema: { tags: ['bookings'], summary: 'Own bookings with their group', ...ownBookingsContract },
      },
      async (request) => ({
        bookings: await service.ownBookings(ctx, request.actor!),
      }),
    );
    app.get(
      '/api/bookings/:id',
      {
        config: { permission: 'authenticated' },
        schema: { tags: ['bookings'], summary: 'One booking: own, or any for therapists and above', ...bookingByIdContract },
      },
      (request) => service.bookingById(ctx, request.actor!, request.params.id),
    );
    app.post(
      '/api/bookings/:id/cancel',
      {
        config: { permission: 'booking:cancel:own' },
        schema: {
          tags: ['bookings'],
          summary: 'Cancel an own booking: free until the cancellation hours before the start, later only with acceptCharge',
          ...cancelOwnBookingContract,
        },
      },
      (request) => service.cancelOwnBooking(ctx, request.actor!, request.params.id, request.body.acceptCharge),
    );
    app.post(
      '/api/bookings/:id/move',
      {
        config: { permission: 'booking:cancel:own' },
        schema: { tags: ['bookings'], summary: 'Move an own booking to another free slot while it is free to cancel', ...moveBookingContract },
      },
      async (request) => service.present(await moveBooking(ctx, request.actor!, request.params.id, request.body, false)),
    );
    app.post(
      '/api/staff/bookings/:id/move',
      {
        config: { permission: 'booking:cancel:any' },
        schema: {
          tags: ['bookings'],
          summary: 'Move a booking to another time or therapist; the customer is told unless notify is false',
          ...moveBookingContract,
        },
      },
      async (request) => service.present(await moveBooking(ctx, request.actor!, request.params.id, request.body, true)),
    );
    app.post(
      '/api/bookings/:id/confirm-reservation',
      {
        config: { permission: 'booking:create:own' },
        schema: {
          tags: ['bookings'],
          summary: 'Confirm a reservation made with the own e-mail address without logging in; it is booked once the personal data are complete',
          ...confirmReservationContract,
        },
      },
      async (request) => service.present(await confirmReservation(ctx, request.actor!, request.params.id)),
    );
    app.post(
      '/api/bookings/:id/reject-reservation',
      {
        config: { permission: 'booking:cancel:own' },
        schema: {
          tags: ['bookings'],
          summary: '"This was not me": cancel a reservation made in the own name by someone else (type 2, no mail)',
          ...rejectReservationContract,
        },
      },
      async (request) => service.present(await rejectReservation(ctx, request.actor!, request.params.id)),
    );
    app.post(
      '/api/bookings/:id/reactivate',
      {
        config: { permission: 'booking:cancel:any' },
        schema: {
          tags: ['bookings'],
          summary: 'Bring a cancelled booking back while its time is free',
          ...reactivateBookingContract,
        },
      },
      (request) => service.reactivateBooking(ctx, request.params.id, request.body.notify),
    );
  };
}
