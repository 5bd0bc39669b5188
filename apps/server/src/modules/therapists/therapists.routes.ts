import { idParams, practiceDate, therapistsContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPhoto } from './therapist-profile.repo.ts';
import { mayPreviewPhoto } from './therapist-profile.service.ts';
import { listPublishedTherapists } from './therapists.repo.ts';

/** `GET /api/therapists`: the published team profiles for the about and biography pages; their photos. */
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

    // NOTE: the URL carries the upload's version (`?v=`), so a published photo may be cached for a
    // year; an unpublished one is shown only to its editors, privately.
    app.get(
      '/api/therapists/:id/photo',
      {
        config: { permission: 'public' },
        schema: { tags: ['team'], summary: 'A therapist photo (WebP, 600 × 750)', params: idParams },
      },
      async (request, reply) => {
        const found = await findPhoto(db, request.params.id);
        const visible = found && (found.published || mayPreviewPhoto(request.actor ?? null, request.params.id));
        if (!visible) throw new AppError('NOT_FOUND', 'No photo.');
        const etag = `"${found.updatedAt.getTime().toString(36)}"`;
        void reply
          .header('cache-control', found.published ? 'public, max-age=31536000, immutable' : 'private, no-cache')
          .header('etag', etag)
          .header('last-modified', found.updatedAt.toUTCString())
          .type('image/webp');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.send(found.photo);
      },
    );
  };
}
