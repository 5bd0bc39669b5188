import { accountSessionsContract, describeUserAgent, endOtherSessionsContract, endSessionContract, endUserSessionsContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from '../users/index.ts';
import { liveSessionsOf, revokeSessionById, revokeSessionsOfUser } from './account.repo.ts';
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
      handler: async (request) => {
        const actor = request.actor!;
        const rows = await liveSessionsOf(ctx.db, actor.userId, ctx.now());
        return {
          sessions: rows.map((row) => ({
            id: row.id,
            ...describeUserAgent(row.userAgent),
            address: row.ip,
            startedAt: row.createdAt.toISOString(),
            lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
            current: row.tokenHash === actor.sessionHash,
          })),
        };
      },
    });

    app.route({
      ...routeOf(endSessionContract, { tags: ['account'], summary: 'End one of one’s sessions (the current one logs out)' }),
      config: { permission: 'account:sessions' },
      handler: async (request, reply) => {
        const actor = request.actor!;
        const session = (await liveSessionsOf(ctx.db, actor.userId, ctx.now())).find((row) => row.id === request.params.id);
        if (!session || !(await revokeSessionById(ctx.db, actor.userId, session.id, ctx.now()))) throw new AppError('NOT_FOUND', 'No such session.');
        if (session.tokenHash === actor.sessionHash) clearSessionCookies(reply, ctx.config);
        return { status: 'success' as const };
      },
    });

    app.route({
      ...routeOf(endOtherSessionsContract, { tags: ['account'], summary: 'End every session but this one' }),
      config: { permission: 'account:sessions' },
      handler: async (request) => ({ ended: await revokeSessionsOfUser(ctx.db, request.actor!.userId, ctx.now(), request.actor!.sessionHash) }),
    });

    app.route({
      ...routeOf(endUserSessionsContract, { tags: ['admin'], summary: 'End every session of a user (audited)' }),
      config: { permission: 'users:sessions:end' },
      handler: async (request) => {
        const admin = request.actor!;
        const userId = request.params.id;
        const ended = await ctx.db.transaction(async (tx) => {
          if (!(await findUserById(tx, userId))) throw new AppError('NOT_FOUND', 'No such user.');
          // An admin ending their own sessions keeps the one they act in.
          const count = await revokeSessionsOfUser(tx, userId, ctx.now(), userId === admin.userId ? admin.sessionHash : undefined);
          await writeAudit(tx, { actorUserId: admin.userId, subjectUserId: userId, action: 'sessions.end', detail: { ended: count }, at: ctx.now() });
          return count;
        });
        return { ended };
      },
    });
  };
}
