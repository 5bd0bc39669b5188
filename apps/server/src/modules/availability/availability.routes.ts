import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarDate, idParam } from '@praxis/domain';
import { z } from 'zod';
import { availability } from './availability.service.ts';
import type { AppContext } from '../../core/app-context.ts';

const query = z.object({
  therapyId: idParam,
  arrangementId: idParam,
  from: calendarDate,
  to: calendarDate,
});

const slot = z.object({ start: z.string(), state: z.enum(['past', 'none', 'booked', 'insufficient', 'free', 'break']) });

/** `GET /api/availability`: slot states per day for a therapy and duration (public). */
export function availabilityRoutes({ db, now }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/availability',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['schedule'],
          summary: 'Slot states per day (dates inclusive, Europe/Zurich), clamped to the booking horizon',
          querystring: query,
          response: { 200: z.object({ days: z.array(z.object({ date: z.string(), slots: z.array(slot) })) }) },
        },
      },
      (request) => availability(db, request.actor, request.query, now()),
    );
  };
}
