import { bookingInputSchema } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './bookings.service.ts';

const bookingSchema = z.object({
  id: z.number().int(),
  therapyId: z.number().int(),
  arrangementId: z.number().int(),
  start: z.string(),
  end: z.string(),
  durationMinutes: z.number().int(),
  priceRappen: z.number().int(),
  comment: z.string(),
  cancelledAt: z.string().nullable(),
  cancelType: z.number().int().nullable(),
  cancelCostOption: z.string().nullable(),
});
const ownSchema = bookingSchema.extend({ therapyLabelKey: z.string(), group: z.enum(['future', 'past', 'cancelledByCustomer', 'cancelledByPractice']) });

/** The customer's booking calls: book a slot, list own bookings, cancel. */
export function bookingRoutes(deps: service.BookingDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/bookings',
      {
        config: { permission: 'booking:create:own' },
        schema: { tags: ['bookings'], summary: 'Book a free slot (start as given by the availability API)', body: bookingInputSchema, response: { 201: bookingSchema } },
      },
      async (request, reply) => reply.status(201).send(service.present(await service.createBooking(deps, request.actor!, request.body))),
    );
    app.get('/api/bookings/own', { config: { permission: 'booking:read:own' }, schema: { tags: ['bookings'], summary: 'Own bookings with their group', response: { 200: z.object({ bookings: z.array(ownSchema) }) } } }, async (request) => ({
      bookings: await service.ownBookings(deps, request.actor!),
    }));
    app.post(
      '/api/bookings/:id/cancel',
      {
        config: { permission: 'booking:cancel:own' },
        schema: {
          tags: ['bookings'],
          summary: 'Cancel an own booking: free until the cancellation hours before the start, later only with acceptCharge',
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z.object({ acceptCharge: z.boolean().default(false) }),
          response: { 200: bookingSchema },
        },
      },
      (request) => service.cancelOwnBooking(deps, request.actor!, request.params.id, request.body.acceptCharge),
    );
  };
}
