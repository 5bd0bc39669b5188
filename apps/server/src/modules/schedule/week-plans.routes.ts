import {
  createWeekPlanContract,
  deleteWeekPlanContract,
  plannedMinutes,
  rangesOutside,
  type TimeRange,
  updateWeekPlanContract,
  type weekPlanInputSchema,
  weekPlansContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { deleteWeekPlan, findWeekPlan, insertWeekPlan, listWeekPlans, plansUsingWeekPlan, updateWeekPlan } from './schedule.repo.ts';
import type { AppContext } from '../../core/app-context.ts';
import { PLAN_LOOKAHEAD_MS } from './therapist-plans.routes.ts';

/** Week plans: list, create, change, delete (not while a therapist plan uses one). */
export function weekPlanRoutes({ db, settings, events, now }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const present = (row: { id: number; name: string; ranges: unknown }, opening: TimeRange[]) => {
      const ranges = row.ranges as TimeRange[];
      return { id: row.id, name: row.name, ranges, plannedMinutes: plannedMinutes(ranges), openingMinutes: plannedMinutes(opening) };
    };
    /** Ranges outside the opening hours need the explicit confirmation. */
    const checked = async (input: z.infer<typeof weekPlanInputSchema>) => {
      const opening = (await settings()).openingHours;
      const outside = rangesOutside(input.ranges, opening);
      if (outside.length > 0 && !input.confirmOutsideHours) {
        throw new AppError('OUTSIDE_OPENING_HOURS', 'Some ranges lie outside the opening hours; confirm to save them.', { outside });
      }
      return opening;
    };

    app.get(
      '/api/week-plans',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Week plans', ...weekPlansContract },
      },
      async () => {
        const opening = (await settings()).openingHours;
        return { weekPlans: (await listWeekPlans(db)).map((row) => present(row, opening)) };
      },
    );

    app.post(
      '/api/week-plans',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Create a week plan', ...createWeekPlanContract },
      },
      async (request, reply) => {
        const opening = await checked(request.body);
        const row = await insertWeekPlan(db, { name: request.body.name, ranges: request.body.ranges });
        return reply.status(201).send(present(row, opening));
      },
    );

    app.put(
      '/api/week-plans/:id',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Change a week plan', ...updateWeekPlanContract },
      },
      async (request) => {
        if (!(await findWeekPlan(db, request.params.id))) throw new AppError('NOT_FOUND', 'No such week plan.');
        const opening = await checked(request.body);
        const row = await updateWeekPlan(db, request.params.id, { name: request.body.name, ranges: request.body.ranges });
        await events.emit('slotsFreed', { fromMs: now().getTime(), toMs: now().getTime() + PLAN_LOOKAHEAD_MS });
        return present(row!, opening);
      },
    );

    app.delete(
      '/api/week-plans/:id',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Delete an unused week plan', ...deleteWeekPlanContract },
      },
      async (request) => {
        if (!(await findWeekPlan(db, request.params.id))) throw new AppError('NOT_FOUND', 'No such week plan.');
        const users = await plansUsingWeekPlan(db, request.params.id);
        if (users.length > 0) throw new AppError('WEEK_PLAN_IN_USE', 'A therapist plan still uses this week plan.', { therapistPlans: users });
        await deleteWeekPlan(db, request.params.id);
        return { status: 'success' as const };
      },
    );
  };
}
