import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';

/** `GET /api/health`: 200 `{"status":"ok"}` while the database answers, else 503. */
export function healthRoutes({ db }: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/health',
      {
        config: { permission: 'public' },
        schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok') }) } },
        logLevel: 'warn',
      },
      async () => {
        try {
          await db.execute(sql`select 1`);
        } catch (err) {
          app.log.error({ err }, 'database check failed');
          throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.');
        }
        return { status: 'ok' as const };
      },
    );
  };
}
