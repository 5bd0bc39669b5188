import { calendarFeedContract, calendarFeedStateContract, createCalendarFeedContract, deleteCalendarFeedContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createFeed, deleteFeed, feedCalendar, feedState } from './calendar-feeds.service.ts';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';

/** Private calendar feeds: one's own feed address (made, replaced, removed) and the feed itself. */
export function calendarFeedRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const config = { permission: 'account:calendar-feed' as const };

    app.route({
      ...routeOf(calendarFeedStateContract, { tags: ['account'], summary: 'Whether one has a calendar feed, since when' }),
      config,
      handler: async (request) => feedState(ctx, request.actor!.userId),
    });

    app.route({
      ...routeOf(createCalendarFeedContract, { tags: ['account'], summary: 'Make the private feed address (shown once); an earlier one stops working' }),
      config,
      handler: async (request) => ({ url: await createFeed(ctx, request.actor!.userId) }),
    });

    app.route({
      ...routeOf(deleteCalendarFeedContract, { tags: ['account'], summary: 'Remove the calendar feed' }),
      config,
      handler: async (request) => {
        await deleteFeed(ctx, request.actor!.userId);
        return { status: 'success' as const };
      },
    });

    app.route({
      ...routeOf(calendarFeedContract, { tags: ['calendar'], summary: 'A private calendar feed (iCalendar) by its secret token' }),
      // Per IP: calendar apps poll every few minutes at most; guessing 256-bit tokens gets nowhere anyway.
      config: { permission: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const body = await feedCalendar(ctx, request.params.file);
        return reply.type('text/calendar; charset=utf-8').send(body);
      },
    });
  };
}
