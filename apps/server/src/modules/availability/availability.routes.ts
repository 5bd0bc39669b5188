import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityContract } from '@praxis/domain';
import { availability } from './availability.service.ts';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';

/** `GET /api/availability`: slot states per day for a therapy and duration (public). */
export function availabilityRoutes({ db, now }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(availabilityContract, {
        tags: ['schedule'],
        summary: 'Slot states per day (dates inclusive, Europe/Zurich), clamped to the booking horizon',
      }),
      config: { permission: 'public' },
      // NOTE: six months are some 4,000 slots, which the shared serializer would copy through the
      // zod schema before writing (up to a few milliseconds, and garbage). The engine's own typed
      // output is written as it is; the contract still documents and types the answer.
      serializerCompiler: () => (data) => JSON.stringify(data),
      handler: (request) => availability(db, request.actor, request.query, now()),
    });
  };
}
