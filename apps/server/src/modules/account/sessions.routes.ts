import { accountSessionsContract, endOtherSessionsContract, endSessionContract, endUserSessionsContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endOtherSessions, endSession, endUserSessions, sessionList } from './account.service.ts';
import { clearSessionCookies } from './session.ts';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';

/** One's own sessions (device, address, started, last seen), ending one or all others; an admin ends all of a user's. */
export function sessionRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(accountSessionsContract, { tags: ['account'], summary: 'One’s live sessions, the most recently used first' }),
      config: { permission: 'account:sessions' },
      handler: async (request) => ({ sessions: await sessionList(ctx, request.actor!) }),
    });

    app.route({
      ...routeOf(endSessionContract, { tags: ['account'], summary: 'End one of one’s sessions (the current one logs out)' }),
      config: { permission: 'account:sessions' },
      handler: async (request, reply) => {
        const { current } = await endSession(ctx, request.actor!, request.params.id);
        if (current) clearSessionCookies(reply, ctx.config);
        return { status: 'success' as const };
      },
    });

    app.route({
      ...routeOf(endOtherSessionsContract, { tags: ['account'], summary: 'End every session but this one' }),
      config: { permission: 'account:sessions' },
      handler: async (request) => ({ ended: await endOtherSessions(ctx, request.actor!) }),
    });

    app.route({
      ...routeOf(endUserSessionsContract, { tags: ['admin'], summary: 'End every session of a user (audited)' }),
      config: { permission: 'users:sessions:end' },
      handler: async (request) => ({ ended: await endUserSessions(ctx, request.actor!, request.params.id) }),
    });
  };
}
