import { arrangementsContract, therapiesContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../core/operation-route.ts';
import type { AppContext } from '../../core/app-context.ts';
import { arrangementList, publicTherapies } from './catalogue.service.ts';

/** The public catalogue: therapies and durations with prices. */
export function catalogueRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(therapiesContract, { tags: ['catalogue'], summary: 'Active therapies in display order' }),
      config: { permission: 'public' },
      handler: async () => ({ therapies: await publicTherapies(ctx) }),
    });
    app.route({
      ...routeOf(arrangementsContract, { tags: ['catalogue'], summary: 'Durations and prices (Rappen)' }),
      config: { permission: 'public' },
      handler: async () => ({ arrangements: await arrangementList(ctx) }),
    });
  };
}
