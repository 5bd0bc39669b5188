import { practiceDate, therapistsContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listPublishedTherapists } from './therapists.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

/** `GET /api/therapists`: the published team profiles for the about and biography pages. */
export function therapistRoutes({ db, now }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/therapists',
      {
        config: { permission: 'public' },
        schema: { tags: ['team'], summary: 'Published therapist profiles', ...therapistsContract },
      },
      async () => ({ therapists: await listPublishedTherapists(db, practiceDate(now())) }),
    );
  };
}
