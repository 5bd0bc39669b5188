import { staffSearchContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { staffSearch } from './search.service.ts';

/** The staff's global search (planners and accountants; each kind as far as the roles may list it). */
export function searchRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(staffSearchContract, {
        tags: ['search'],
        summary: 'Customers, bookings, invoices, receipts and vouchers matching a text, as far as the active roles may list them',
      }),
      config: { permission: 'search:staff' },
      handler: async (request) => staffSearch(ctx, request.actor!.activeRoles, request.query.q),
    });
  };
}
