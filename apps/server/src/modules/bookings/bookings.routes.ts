import {
  bookingByIdContract,
  cancelOwnBookingContract,
  confirmReservationContract,
  createBookingContract,
  createGuestBookingContract,
  createStaffBookingContract,
  customerSearchContract,
  moveOwnBookingContract,
  moveStaffBookingContract,
  ownBookingsContract,
  reactivateBookingContract,
  rejectReservationContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as service from './bookings.service.ts';
import { moveBooking } from './move-booking.ts';
import { confirmReservation, rejectReservation } from './reservations.ts';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';

/** Booking calls: customers and guests book and cancel; therapists book for customers and reactivate. */
export function bookingRoutes(ctx: AppContext) {
  const guestRateLimit = ctx.config.loginRateLimit;
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(createBookingContract, { tags: ['bookings'], summary: 'Book a free slot (start as given by the availability API)' }),
      config: { permission: 'booking:create:own' },
      handler: async (request, reply) => reply.status(201).send(service.present(await service.createBooking(ctx, request.actor!, request.body))),
    });
    app.route({
      ...routeOf(createGuestBookingContract, {
        tags: ['bookings'],
        summary: 'Reserve a slot without login: a temporary booking until the personal data are complete',
      }),
      config: { permission: 'public', rateLimit: { max: guestRateLimit, timeWindow: '1 minute' } },
      handler: async (request, reply) => reply.status(201).send(service.present(await service.createGuestBooking(ctx, request.body, request.ip))),
    });
    app.route({
      ...routeOf(createStaffBookingContract, { tags: ['bookings'], summary: 'Book for a customer (also past slots and over short-term absences)' }),
      config: { permission: 'booking:create:any' },
      handler: async (request, reply) => reply.status(201).send(service.present(await service.createStaffBooking(ctx, request.actor!, request.body))),
    });
    app.route({
      ...routeOf(customerSearchContract, { tags: ['bookings'], summary: 'Customers matching a name or e-mail, to book for or to name in a cashback' }),
      config: { permission: 'customers:search' },
      handler: async (request) => ({ customers: await service.findCustomers(ctx, request.actor!, request.query) }),
    });
    app.route({
      ...routeOf(ownBookingsContract, { tags: ['bookings'], summary: 'Own bookings with their group' }),
      config: { permission: 'booking:read:own' },
      handler: async (request) => ({
        bookings: await service.ownBookings(ctx, request.actor!),
      }),
    });
    app.route({
      ...routeOf(bookingByIdContract, { tags: ['bookings'], summary: 'One booking: own, or any for therapists and above' }),
      config: { permission: 'authenticated' },
      handler: (request) => service.bookingById(ctx, request.actor!, request.params.id),
    });
    app.route({
      ...routeOf(cancelOwnBookingContract, {
        tags: ['bookings'],
        summary: 'Cancel an own booking: free until the cancellation hours before the start, later only with acceptCharge',
      }),
      config: { permission: 'booking:cancel:own' },
      handler: (request) => service.cancelOwnBooking(ctx, request.actor!, request.params.id, request.body.acceptCharge),
    });
    app.route({
      ...routeOf(moveOwnBookingContract, { tags: ['bookings'], summary: 'Move an own booking to another free slot while it is free to cancel' }),
      config: { permission: 'booking:cancel:own' },
      handler: async (request) => service.present(await moveBooking(ctx, request.actor!, request.params.id, request.body, false)),
    });
    app.route({
      ...routeOf(moveStaffBookingContract, {
        tags: ['bookings'],
        summary: 'Move a booking to another time or therapist; the customer is told unless notify is false',
      }),
      config: { permission: 'booking:cancel:any' },
      handler: async (request) => service.present(await moveBooking(ctx, request.actor!, request.params.id, request.body, true)),
    });
    app.route({
      ...routeOf(confirmReservationContract, {
        tags: ['bookings'],
        summary: 'Confirm a reservation made with the own e-mail address without logging in; it is booked once the personal data are complete',
      }),
      config: { permission: 'booking:create:own' },
      handler: async (request) => service.present(await confirmReservation(ctx, request.actor!, request.params.id)),
    });
    app.route({
      ...routeOf(rejectReservationContract, {
        tags: ['bookings'],
        summary: '"This was not me": cancel a reservation made in the own name by someone else (type 2, no mail)',
      }),
      config: { permission: 'booking:cancel:own' },
      handler: async (request) => service.present(await rejectReservation(ctx, request.actor!, request.params.id)),
    });
    app.route({
      ...routeOf(reactivateBookingContract, { tags: ['bookings'], summary: 'Bring a cancelled booking back while its time is free' }),
      config: { permission: 'booking:cancel:any' },
      handler: (request) => service.reactivateBooking(ctx, request.params.id, request.body.notify),
    });
  };
}
