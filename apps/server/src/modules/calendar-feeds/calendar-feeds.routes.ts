import { calendarFeedContract, calendarFeedStateContract, createCalendarFeedContract, deleteCalendarFeedContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { feedOf, removeFeed } from './calendar-feeds.repo.ts';
import { createFeed, feedCalendar } from './calendar-feeds.service.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Private calendar feeds: one's own feed address (made, replaced, removed) and the feed itself. */
export function calendarFeedRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const config = { permission: 'account:calendar-feed' as const };

    app.get(
      '/api/account/calendar-feed',
      { config, schema: { tags: ['account'], summary: 'Whether one has a calendar feed, since when', ...calendarFeedStateContract } },
      async (request) => {
        const feed = await feedOf(ctx.db, request.actor!.userId);
        return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
      },
    );

    app.post(
      '/api/account/calendar-feed',
      {
        config,
        schema: { tags: ['account'], summary: 'Make the private feed address (shown once); an earlier one stops working', ...createCalendarFeedContract },
      },
      async (request) => ({ url: await createFeed(ctx, request.actor!.userId) }),
    );

    app.delete(
      '/api/account/calendar-feed',
      { config, schema: { tags: ['account'], summary: 'Remove the calendar feed', ...deleteCalendarFeedContract } },
      async (request) => {
        await removeFeed(ctx.db, request.actor!.userId);
        return { status: 'success' as const };
      },
    );

    app.get(
      '/api/calendar/:file',
      {
        // Per IP: calendar apps poll every few minutes at most; guessing 256-bit tokens gets nowhere anyway.
        config: { permission: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['calendar'], summary: 'A private calendar feed (iCalendar) by its secret token', ...calendarFeedContract },
      },
      async (request, reply) => {
        const body = await feedCalendar(ctx, request.params.file);
        if (body === null) throw new AppError('NOT_FOUND', 'No such calendar.');
        return reply.type('text/calendar; charset=utf-8').send(body);
      },
    );
  };
}
