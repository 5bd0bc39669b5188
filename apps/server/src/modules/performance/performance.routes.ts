import { performanceContract, performanceCsvContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { performanceCsv } from './performance-csv.ts';
import { performanceReport } from './performance.service.ts';

/** The performance report (planners and above): the months' figures as JSON and as a CSV file. */
export function performanceRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['performance'];
    app.route({
      ...routeOf(performanceContract, {
        tags,
        summary: 'The last N months and the current one: treatments, payments, cancellations, plan time and utilisation',
      }),
      config: { permission: 'performance:read' },
      handler: async (request) => performanceReport(ctx, request.query),
    });
    app.route({
      ...routeOf(performanceCsvContract, { tags, summary: 'The performance report as a CSV file (UTF-8 with BOM, semicolons)' }),
      config: { permission: 'performance:read' },
      handler: async (request, reply) => {
        const { lang, ...query } = request.query;
        const file = performanceCsv(await performanceReport(ctx, query), lang ?? request.actor!.user.language);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'no-store')
          .send(file.csv);
      },
    });
  };
}
