import { healthCheckContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { pingDatabase } from './health.repo.ts';

/** `GET /api/health`: 200 `{"status":"ok"}` while the database answers, else 503. */
export function healthRoutes({ db }: AppContext) {
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
        return { status: 'ok' as const };
      },
    );
  };
}
