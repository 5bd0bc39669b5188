import { absencesContract, cancelAbsenceContract, createAbsenceContract, restoreAbsenceContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../core/operation-route.ts';
import type { AppContext } from '../../core/app-context.ts';
import { absenceList, cancelLiveAbsence, createAbsence, restoreCancelledAbsence } from './schedule.service.ts';

/** Absences: upcoming and past lists, create (listing the bookings it hits), cancel and restore. */
export function absenceRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(absencesContract, { tags: ['schedule'], summary: 'Upcoming or past absences' }),
      config: { permission: 'schedule:manage' },
      handler: async (request) => ({ absences: await absenceList(ctx, request.query.scope) }),
    });

    app.route({
      ...routeOf(createAbsenceContract, { tags: ['schedule'], summary: 'Enter an absence; answers the bookings it overlaps' }),
      config: { permission: 'schedule:manage' },
      handler: async (request, reply) => reply.status(201).send(await createAbsence(ctx, request.actor!, request.body)),
    });

    app.route({
      ...routeOf(cancelAbsenceContract, { tags: ['schedule'], summary: 'Delete (cancel) an absence' }),
      config: { permission: 'schedule:manage' },
      handler: async (request) => {
        await cancelLiveAbsence(ctx, request.params.id);
        return { status: 'success' as const };
      },
    });

    app.route({
      ...routeOf(restoreAbsenceContract, { tags: ['schedule'], summary: 'Restore a cancelled absence' }),
      config: { permission: 'schedule:manage' },
      handler: async (request) => {
        await restoreCancelledAbsence(ctx, request.params.id);
        return { status: 'success' as const };
      },
    });
  };
}
