import { dbUpdatesContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { readDbUpdates } from './db-updates.service.ts';

/** `GET /api/admin/db-updates` (admins): migrations applied and pending, server and database versions. */
export function dbUpdatesRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(dbUpdatesContract, {
        tags: ['admin'],
        summary: 'Database migrations (applied with time and checksum, pending), server and database versions',
      }),
      config: { permission: 'system:db-updates:read' },
      handler: () => readDbUpdates(ctx),
    });
  };
}
