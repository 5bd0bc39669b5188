import { staffCatalogueContract, updateArrangementContract, updateTherapyContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../core/operation-route.ts';
import type { AppContext } from '../../core/app-context.ts';
import { changeArrangement, changeTherapy, staffCatalogue } from './catalogue.service.ts';

/** The catalogue editor: all therapies (inactive too), durations and their price history. */
export function catalogueAdminRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(staffCatalogueContract, { tags: ['catalogue'], summary: 'Everything the catalogue editor shows' }),
      config: { permission: 'catalogue:manage' },
      handler: async () => staffCatalogue(ctx),
    });

    app.route({
      ...routeOf(updateTherapyContract, { tags: ['catalogue'], summary: 'Change a therapy' }),
      config: { permission: 'catalogue:manage' },
      handler: async (request) => changeTherapy(ctx, request.params.id, request.body),
    });

    app.route({
      ...routeOf(updateArrangementContract, { tags: ['catalogue'], summary: 'Change a duration and its price (kept in the history)' }),
      config: { permission: 'catalogue:manage' },
      handler: async (request) => changeArrangement(ctx, request.actor!, request.params.id, request.body),
    });
  };
}
