import { absencesContract, absenceWallSpan, cancelAbsenceContract, createAbsenceContract, restoreAbsenceContract, zonedDay } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { bookingsDuring, cancelAbsence, insertAbsence, listAbsences, listTherapists, restoreAbsence } from './schedule.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

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
export function absenceRoutes({ db, now, events }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/absences',
      {
        config: { permission: 'schedule:manage' },
        schema: {
          tags: ['schedule'],
          summary: 'Upcoming or past absences',
          ...absencesContract,
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
          ...createAbsenceContract,
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
        const id = await insertAbsence(db, {
          therapistId: input.therapistId,
          typeId: input.typeId,
          startsAt,
          endsAt,
          fullDay: input.fullDay,
          shortTerm: input.shortTerm,
          note: input.note,
          createdByUserId: request.actor!.userId,
        });
        const conflicts = (await bookingsDuring(db, input.therapistId, startsAt, endsAt)).map((b) => ({
          id: b.id,
          startsAt: b.startsAt.toISOString(),
          endsAt: b.endsAt.toISOString(),
          therapyLabelKey: b.therapyLabelKey,
          customerName: [b.firstName, b.lastName].filter(Boolean).join(' ') || b.email,
        }));
        return reply.status(201).send({ id, conflicts });
      },
    );

    app.post(
      '/api/absences/:id/cancel',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Delete (cancel) an absence', ...cancelAbsenceContract },
      },
      async (request) => {
        const span = await cancelAbsence(db, request.params.id, now());
        if (!span) throw new AppError('NOT_FOUND', 'No such live absence.');
        await events.emit('slotsFreed', { fromMs: span.startsAt.getTime(), toMs: span.endsAt.getTime() });
        return { status: 'success' as const };
      },
    );

    app.post(
      '/api/absences/:id/restore',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Restore a cancelled absence', ...restoreAbsenceContract },
      },
      async (request) => {
        const done = await restoreAbsence(db, request.params.id);
        if (!done) throw new AppError('NOT_FOUND', 'No such cancelled absence.');
        return { status: 'success' as const };
      },
    );
  };
}
