import { arrangementsContract, therapiesContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listActiveTherapies, listArrangements } from './catalogue.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

/** The public catalogue: therapies and durations with prices. */
export function catalogueRoutes({ db }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/therapies',
      {
        config: { permission: 'public' },
        schema: { tags: ['catalogue'], summary: 'Active therapies in display order', ...therapiesContract },
      },
      async () => ({ therapies: await listActiveTherapies(db) }),
    );
    app.get(
      '/api/arrangements',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['catalogue'],
          summary: 'Durations and prices (Rappen)',
          ...arrangementsContract,
        },
      },
      async () => ({ arrangements: await listArrangements(db) }),
    );
  };
}
