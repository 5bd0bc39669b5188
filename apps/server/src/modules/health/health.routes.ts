import { healthCheckContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { pingDatabase } from './health.repo.ts';

/**
 * `GET /api/health`: 200 `{"status":"ok"}` while the database answers, `{"status":"degraded",
 * "reason":"STORAGE_FULL"}` while it answers but cannot write (a full disk: see StorageHealth), else 503.
 */
export function healthRoutes({ db, storage }: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/health',
      {
        config: { permission: 'public' },
        schema: { tags: ['system'], summary: 'Liveness and database check', ...healthCheckContract },
        logLevel: 'warn',
      },
      async () => {
        try {
          await pingDatabase(db);
        } catch (err) {
          app.log.error({ err }, 'database check failed');
          throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.');
        }
        const state = await storage.check();
        if (state.full) return { status: 'degraded' as const, reason: 'STORAGE_FULL' as const, detail: state.detail };
        return { status: 'ok' as const };
      },
    );
  };
}
