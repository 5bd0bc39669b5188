import {
  bookWaitlistOfferContract,
  createWaitlistContract,
  deleteWaitlistContract,
  ownWaitlistContract,
  staffWaitlistContract,
  waitlistOfferContract,
  withdrawWaitlistOfferContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { present } from '../bookings/index.ts';
import { bookOffer, offerByLink, withdrawByOffer } from './waitlist-offers.ts';
import { createWaitlistRequest, ownWaitlist, staffWaitlist, withdrawOwn } from './waitlist.service.ts';

/** The waiting list: asking to wait (with or without login), one's own requests, the front desk's list, and the mailed offers' links. */
export function waitlistRoutes(ctx: AppContext) {
  const guestRateLimit = ctx.config.loginRateLimit;
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(createWaitlistContract, {
        tags: ['waitlist'],
        summary: 'Wait for a slot of a therapy and duration to free up on chosen days and times (at most 3 waiting, 30 days each)',
      }),
      config: { permission: 'public', rateLimit: { max: guestRateLimit, timeWindow: '1 minute' } },
      handler: async (request, reply) => reply.status(201).send(await createWaitlistRequest(ctx, request.actor, request.body, request.ip)),
    });
    app.route({
      ...routeOf(ownWaitlistContract, { tags: ['waitlist'], summary: 'One’s own waiting requests' }),
      config: { permission: 'waitlist:own' },
      handler: async (request) => ({ requests: await ownWaitlist(ctx, request.actor!) }),
    });
    app.route({
      ...routeOf(deleteWaitlistContract, { tags: ['waitlist'], summary: 'Withdraw an own waiting request' }),
      config: { permission: 'waitlist:own' },
      handler: (request) => withdrawOwn(ctx, request.actor!, request.params.id),
    });
    app.route({
      ...routeOf(staffWaitlistContract, { tags: ['waitlist'], summary: 'The waiting requests in queue order (all=1: also ended ones)' }),
      config: { permission: 'waitlist:read:any' },
      handler: async (request) => ({ requests: await staffWaitlist(ctx, request.query.all === '1') }),
    });
    app.route({
      ...routeOf(waitlistOfferContract, { tags: ['waitlist'], summary: 'A mailed offer of a freed slot, and whether it can still be booked' }),
      config: { permission: 'public' },
      handler: (request) => offerByLink(ctx, request.params.token),
    });
    app.route({
      ...routeOf(bookWaitlistOfferContract, { tags: ['waitlist'], summary: 'Book the offered slot if it is still free (first come, first served)' }),
      config: { permission: 'public', rateLimit: { max: guestRateLimit, timeWindow: '1 minute' } },
      handler: async (request, reply) => reply.status(201).send(present(await bookOffer(ctx, request.params.token))),
    });
    app.route({
      ...routeOf(withdrawWaitlistOfferContract, { tags: ['waitlist'], summary: 'No more offers: the request of this offer stops waiting' }),
      config: { permission: 'public', rateLimit: { max: guestRateLimit, timeWindow: '1 minute' } },
      handler: (request) => withdrawByOffer(ctx, request.params.token),
    });
  };
}
