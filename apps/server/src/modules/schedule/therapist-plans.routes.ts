import { createTherapistPlanContract, deleteTherapistPlanContract, therapistPlansContract, updateTherapistPlanContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../core/operation-route.ts';
import type { AppContext } from '../../core/app-context.ts';
import { changeTherapistPlan, createTherapistPlan, removeTherapistPlan, therapistPlanList } from './schedule.service.ts';

/** Therapist plans: who works by which week plans from when, with which flexible break. */
export function therapistPlanRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(therapistPlansContract, { tags: ['schedule'], summary: 'Therapist plans and the therapists' }),
      config: { permission: 'schedule:manage' },
      handler: async () => therapistPlanList(ctx),
    });

    app.route({
      ...routeOf(createTherapistPlanContract, { tags: ['schedule'], summary: 'Add a therapist plan' }),
      config: { permission: 'schedule:manage' },
      handler: async (request, reply) => reply.status(201).send(await createTherapistPlan(ctx, request.body)),
    });

    app.route({
      ...routeOf(updateTherapistPlanContract, { tags: ['schedule'], summary: 'Change a therapist plan' }),
      config: { permission: 'schedule:manage' },
      handler: async (request) => changeTherapistPlan(ctx, request.params.id, request.body),
    });

    app.route({
      ...routeOf(deleteTherapistPlanContract, { tags: ['schedule'], summary: 'Delete a therapist plan' }),
      config: { permission: 'schedule:manage' },
      handler: async (request) => {
        await removeTherapistPlan(ctx, request.params.id);
        return { status: 'success' as const };
      },
    });
  };
}
