import { createWeekPlanContract, deleteWeekPlanContract, updateWeekPlanContract, weekPlansContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../core/operation-route.ts';
import type { AppContext } from '../../core/app-context.ts';
import { changeWeekPlan, createWeekPlan, removeWeekPlan, weekPlanList } from './schedule.service.ts';

/** Week plans: list, create, change, delete (not while a therapist plan uses one). */
export function weekPlanRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(weekPlansContract, { tags: ['schedule'], summary: 'Week plans' }),
      config: { permission: 'schedule:manage' },
      handler: async () => ({ weekPlans: await weekPlanList(ctx) }),
    });

    app.route({
      ...routeOf(createWeekPlanContract, { tags: ['schedule'], summary: 'Create a week plan' }),
      config: { permission: 'schedule:manage' },
      handler: async (request, reply) => reply.status(201).send(await createWeekPlan(ctx, request.body)),
    });

    app.route({
      ...routeOf(updateWeekPlanContract, { tags: ['schedule'], summary: 'Change a week plan' }),
      config: { permission: 'schedule:manage' },
      handler: async (request) => changeWeekPlan(ctx, request.params.id, request.body),
    });

    app.route({
      ...routeOf(deleteWeekPlanContract, { tags: ['schedule'], summary: 'Delete an unused week plan' }),
      config: { permission: 'schedule:manage' },
      handler: async (request) => {
        await removeWeekPlan(ctx, request.params.id);
        return { status: 'success' as const };
      },
    });
  };
}
