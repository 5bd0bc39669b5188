import { operationPlanContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../core/operation-route.ts';
import type { AppContext } from '../../core/app-context.ts';
import { operationPlan } from './schedule.service.ts';

/**
 * `GET /api/operation-plan?week=YYYY-MM-DD`: the practice's week at a glance: per therapist and day
 * the working ranges of their plan, absences and the booked load.
 */
export function operationPlanRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(operationPlanContract, { tags: ['schedule'], summary: 'One week: working ranges, absences and booked load per therapist and day' }),
      config: { permission: 'schedule:manage' },
      handler: async (request) => operationPlan(ctx, request.query.week),
    });
  };
}
