import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isCalendarDate } from '@praxis/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { availability } from './availability.service.ts';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real calendar date');

const query = z.object({
  therapyId: z.coerce.number().int().positive(),
  arrangementId: z.coerce.number().int().positive(),
  from: isoDate,
  to: isoDate,
});

const slot = z.object({ start: z.string(), state: z.enum(['past', 'none', 'booked', 'insufficient', 'free', 'break']) });

/** `GET /api/availability`: slot states per day for a therapy and duration (public). */
export function availabilityRoutes(db: Database, now: () => Date) {
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
