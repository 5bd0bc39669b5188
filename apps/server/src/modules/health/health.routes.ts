import { healthCheckContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { healthCheck } from './health.service.ts';

/**
 * `GET /api/health`: 200 `{"status":"ok"}` while the database answers, `{"status":"degraded",
 * "reason":"STORAGE_FULL"}` while it answers but cannot write (a full disk: see StorageHealth), else 503.
 */
export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.route({
      ...routeOf(healthCheckContract, { tags: ['system'], summary: 'Liveness and database check' }),
      config: { permission: 'public' },
      logLevel: 'warn',
      handler: async () => healthCheck(ctx),
    });
  };
}
