import { therapistPhotoImageContract, therapistsContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { publishedTherapists, therapistPhoto } from './therapists.service.ts';

/** `GET /api/therapists`: the published team profiles for the about and biography pages; their photos. */
export function therapistRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(therapistsContract, { tags: ['team'], summary: 'Published therapist profiles' }),
      config: { permission: 'public' },
      handler: async () => ({ therapists: await publishedTherapists(ctx) }),
    });

    // NOTE: the URL carries the upload's version (`?v=`), so a published photo may be cached for a
    // year; an unpublished one is shown only to its editors, privately.
    app.route({
      ...routeOf(therapistPhotoImageContract, { tags: ['team'], summary: 'A therapist photo (WebP, 600 × 750)' }),
      config: { permission: 'public' },
      handler: async (request, reply) => {
        const found = await therapistPhoto(ctx, request.actor ?? null, request.params.id);
        const etag = `"${found.updatedAt.getTime().toString(36)}"`;
        void reply
          .header('cache-control', found.published ? 'public, max-age=31536000, immutable' : 'private, no-cache')
          .header('etag', etag)
          .header('last-modified', found.updatedAt.toUTCString())
          .type('image/webp');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.send(found.photo);
      },
    });
  };
}
