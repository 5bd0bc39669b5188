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
import { present } from '../bookings/index.ts';
import { bookOffer, offerByLink, withdrawByOffer } from './waitlist-offers.ts';
import { createWaitlistRequest, ownWaitlist, staffWaitlist, withdrawOwn } from './waitlist.service.ts';

/** The waiting list: asking to wait (with or without login), one's own requests, the front desk's list, and the mailed offers' links. */
export function waitlistRoutes(ctx: AppContext) {
  const guestRateLimit = ctx.config.loginRateLimit;
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/waitlist',
      {
        config: { permission: 'public', rateLimit: { max: guestRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['waitlist'],
          summary: 'Wait for a slot of a therapy and duration to free up on chosen days and times (at most 3 waiting, 30 days each)',
          ...createWaitlistContract,
        },
      },
      async (request, reply) => reply.status(201).send(await createWaitlistRequest(ctx, request.actor, request.body, request.ip)),
    );
    app.get(
      '/api/waitlist/own',
      { config: { permission: 'waitlist:own' }, schema: { tags: ['waitlist'], summary: 'One’s own waiting requests', ...ownWaitlistContract } },
      async (request) => ({ requests: await ownWaitlist(ctx, request.actor!) }),
    );
    app.delete(
      '/api/waitlist/:id',
      { config: { permission: 'waitlist:own' }, schema: { tags: ['waitlist'], summary: 'Withdraw an own waiting request', ...deleteWaitlistContract } },
      (request) => withdrawOwn(ctx, request.actor!, request.params.id),
    );
    app.get(
      '/api/staff/waitlist',
      {
        config: { permission: 'waitlist:read:any' },
        schema: { tags: ['waitlist'], summary: 'The waiting requests in queue order (all=1: also ended ones)', ...staffWaitlistContract },
      },
      async (request) => ({ requests: await staffWaitlist(ctx, request.query.all === '1') }),
    );
    app.get(
      '/api/waitlist/offers/:token',
      {
        config: { permission: 'public' },
        schema: { tags: ['waitlist'], summary: 'A mailed offer of a freed slot, and whether it can still be booked', ...waitlistOfferContract },
      },
      (request) => offerByLink(ctx, request.params.token),
    );
    app.post(
      '/api/waitlist/offers/:token/book',
      {
        config: { permission: 'public', rateLimit: { max: guestRateLimit, timeWindow: '1 minute' } },
        schema: { tags: ['waitlist'], summary: 'Book the offered slot if it is still free (first come, first served)', ...bookWaitlistOfferContract },
      },
      async (request, reply) => reply.status(201).send(present(await bookOffer(ctx, request.params.token))),
    );
    app.post(
      '/api/waitlist/offers/:token/withdraw',
      {
        config: { permission: 'public', rateLimit: { max: guestRateLimit, timeWindow: '1 minute' } },
        schema: { tags: ['waitlist'], summary: 'No more offers: the request of this offer stops waiting', ...withdrawWaitlistOfferContract },
      },
      (request) => withdrawByOffer(ctx, request.params.token),
    );
  };
}
