import {
  createTherapistPlanContract,
  deleteTherapistPlanContract,
  type therapistPlanInputSchema,
  therapistPlansContract,
  updateTherapistPlanContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { deleteTherapistPlan, existingWeekPlanIds, insertTherapistPlan, listTherapistPlans, listTherapists, updateTherapistPlan } from './schedule.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

/** How far ahead a changed plan may open time: beyond any booking horizon. */
export const PLAN_LOOKAHEAD_MS = 400 * 86_400_000;

/** Therapist plans: who works by which week plans from when, with which flexible break. */
export function therapistPlanRoutes({ db, events, now }: AppContext) {
  // A plan change may open working time anywhere ahead; the waiting list looks (the horizon clamps it).
  const planChanged = () => events.emit('slotsFreed', { fromMs: now().getTime(), toMs: now().getTime() + PLAN_LOOKAHEAD_MS });
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const validate = async (input: z.infer<typeof therapistPlanInputSchema>) => {
      const therapist = (await listTherapists(db)).find((t) => t.id === input.therapistId);
      if (!therapist) throw new AppError('VALIDATION_ERROR', 'This person is not a therapist.');
      const found = await existingWeekPlanIds(db, input.sequence);
      if (new Set(found).size !== new Set(input.sequence).size) throw new AppError('VALIDATION_ERROR', 'Unknown week plan in the sequence.');
    };

    app.get(
      '/api/therapist-plans',
      {
        config: { permission: 'schedule:manage' },
        schema: {
          tags: ['schedule'],
          summary: 'Therapist plans and the therapists',
          ...therapistPlansContract,
        },
      },
      async () => ({ plans: await listTherapistPlans(db), therapists: await listTherapists(db) }),
    );

    app.post(
      '/api/therapist-plans',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Add a therapist plan', ...createTherapistPlanContract },
      },
      async (request, reply) => {
        await validate(request.body);
        const row = await insertTherapistPlan(db, request.body);
        await planChanged();
        return reply.status(201).send(row!);
      },
    );

    app.put(
      '/api/therapist-plans/:id',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Change a therapist plan', ...updateTherapistPlanContract },
      },
      async (request) => {
        await validate(request.body);
        const row = await updateTherapistPlan(db, request.params.id, request.body);
        if (!row) throw new AppError('NOT_FOUND', 'No such therapist plan.');
        await planChanged();
        return row;
      },
    );

    app.delete(
      '/api/therapist-plans/:id',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Delete a therapist plan', ...deleteTherapistPlanContract },
      },
      async (request) => {
        const deleted = await deleteTherapistPlan(db, request.params.id);
        if (!deleted) throw new AppError('NOT_FOUND', 'No such therapist plan.');
        await planChanged();
        return { status: 'success' as const };
      },
    );
  };
}
