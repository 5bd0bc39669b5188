import { absenceInputSchema, absenceWallSpan, idParams, zonedDay } from '@praxis/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { absences } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { bookingsDuring, listAbsences, listTherapists } from './schedule.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

const absenceSchema = z.object({
  id: z.number().int(),
  therapistId: z.number().int().nullable(),
  therapistName: z.string().nullable(),
  typeId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  fullDay: z.boolean(),
  shortTerm: z.boolean(),
  note: z.string(),
  cancelledAt: z.string().nullable(),
});
const conflictSchema = z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string(), therapyLabelKey: z.string(), customerName: z.string() });

type AbsenceRow = Awaited<ReturnType<typeof listAbsences>>[number];
const present = (row: AbsenceRow) => ({
  id: row.id,
  therapistId: row.therapistId,
  therapistName: row.therapistId === null ? null : [row.firstName, row.lastName].filter(Boolean).join(' '),
  typeId: row.typeId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  fullDay: row.fullDay,
  shortTerm: row.shortTerm,
  note: row.note,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/** Absences: upcoming and past lists, create (listing the bookings it hits), cancel and restore. */
export function absenceRoutes({ db, now }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/absences',
      {
        config: { permission: 'schedule:manage' },
        schema: {
          tags: ['schedule'],
          summary: 'Upcoming or past absences',
          querystring: z.object({ scope: z.enum(['upcoming', 'past']).default('upcoming') }),
          response: { 200: z.object({ absences: z.array(absenceSchema) }) },
        },
      },
      async (request) => ({ absences: (await listAbsences(db, request.query.scope, now())).map(present) }),
    );

    app.post(
      '/api/absences',
      {
        config: { permission: 'schedule:manage' },
        schema: {
          tags: ['schedule'],
          summary: 'Enter an absence; answers the bookings it overlaps',
          body: absenceInputSchema,
          response: { 201: z.object({ id: z.number().int(), conflicts: z.array(conflictSchema) }) },
        },
      },
      async (request, reply) => {
        const input = request.body;
        if (input.therapistId !== null && !(await listTherapists(db)).some((t) => t.id === input.therapistId)) {
          throw new AppError('VALIDATION_ERROR', 'This person is not a therapist.');
        }
        const span = absenceWallSpan(input);
        const startsAt = new Date(zonedDay(span.from[0]).at(span.from[1]));
        const endsAt = new Date(zonedDay(span.to[0]).at(span.to[1]));
        const [row] = await db
          .insert(absences)
          .values({
            therapistId: input.therapistId,
            typeId: input.typeId,
            startsAt,
            endsAt,
            fullDay: input.fullDay,
            shortTerm: input.shortTerm,
            note: input.note,
            createdByUserId: request.actor!.userId,
          })
          .returning({ id: absences.id });
        const conflicts = (await bookingsDuring(db, input.therapistId, startsAt, endsAt)).map((b) => ({
          id: b.id,
          startsAt: b.startsAt.toISOString(),
          endsAt: b.endsAt.toISOString(),
          therapyLabelKey: b.therapyLabelKey,
          customerName: [b.firstName, b.lastName].filter(Boolean).join(' ') || b.email,
        }));
        return reply.status(201).send({ id: row!.id, conflicts });
      },
    );

    app.post(
      '/api/absences/:id/cancel',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Delete (cancel) an absence', params: idParams, response: { 200: z.object({ status: z.literal('success') }) } },
      },
      async (request) => {
        const done = await db
          .update(absences)
          .set({ cancelledAt: now() })
          .where(and(eq(absences.id, request.params.id), isNull(absences.cancelledAt)))
          .returning({ id: absences.id });
        if (done.length === 0) throw new AppError('NOT_FOUND', 'No such live absence.');
        return { status: 'success' as const };
      },
    );

    app.post(
      '/api/absences/:id/restore',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Restore a cancelled absence', params: idParams, response: { 200: z.object({ status: z.literal('success') }) } },
      },
      async (request) => {
        const done = await db
          .update(absences)
          .set({ cancelledAt: null })
          .where(and(eq(absences.id, request.params.id), isNotNull(absences.cancelledAt)))
          .returning({ id: absences.id });
        if (done.length === 0) throw new AppError('NOT_FOUND', 'No such cancelled absence.');
        return { status: 'success' as const };
      },
    );
  };
}
