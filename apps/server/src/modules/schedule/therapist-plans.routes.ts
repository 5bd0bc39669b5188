import { idParams, therapistPlanInputSchema } from '@praxis/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { therapistPlans, weekPlans } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { listTherapistPlans, listTherapists } from './schedule.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

const planSchema = z.object({
  id: z.number().int(),
  therapistId: z.number().int(),
  begins: z.string(),
  sequence: z.array(z.number().int()),
  breakTime: z.string().nullable(),
  breakMinutes: z.number().int(),
  breakMayMove: z.boolean(),
});
const therapistSchema = z.object({ id: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() });

/** Therapist plans: who works by which week plans from when, with which flexible break. */
export function therapistPlanRoutes({ db }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const validate = async (input: z.infer<typeof therapistPlanInputSchema>) => {
      const therapist = (await listTherapists(db)).find((t) => t.id === input.therapistId);
      if (!therapist) throw new AppError('VALIDATION_ERROR', 'This person is not a therapist.');
      const found = await db.select({ id: weekPlans.id }).from(weekPlans).where(inArray(weekPlans.id, input.sequence));
      if (new Set(found.map((r) => r.id)).size !== new Set(input.sequence).size) throw new AppError('VALIDATION_ERROR', 'Unknown week plan in the sequence.');
    };

    app.get(
      '/api/therapist-plans',
      {
        config: { permission: 'schedule:manage' },
        schema: {
          tags: ['schedule'],
          summary: 'Therapist plans and the therapists',
          response: { 200: z.object({ plans: z.array(planSchema), therapists: z.array(therapistSchema) }) },
        },
      },
      async () => ({ plans: await listTherapistPlans(db), therapists: await listTherapists(db) }),
    );

    app.post(
      '/api/therapist-plans',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Add a therapist plan', body: therapistPlanInputSchema, response: { 201: planSchema } },
      },
      async (request, reply) => {
        await validate(request.body);
        const [row] = await db.insert(therapistPlans).values(request.body).returning();
        return reply.status(201).send(row!);
      },
    );

    app.put(
      '/api/therapist-plans/:id',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Change a therapist plan', params: idParams, body: therapistPlanInputSchema, response: { 200: planSchema } },
      },
      async (request) => {
        await validate(request.body);
        const [row] = await db.update(therapistPlans).set(request.body).where(eq(therapistPlans.id, request.params.id)).returning();
        if (!row) throw new AppError('NOT_FOUND', 'No such therapist plan.');
        return row;
      },
    );

    app.delete(
      '/api/therapist-plans/:id',
      {
        config: { permission: 'schedule:manage' },
        schema: { tags: ['schedule'], summary: 'Delete a therapist plan', params: idParams, response: { 200: z.object({ status: z.literal('success') }) } },
      },
      async (request) => {
        const deleted = await db.delete(therapistPlans).where(eq(therapistPlans.id, request.params.id)).returning({ id: therapistPlans.id });
        if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such therapist plan.');
        return { status: 'success' as const };
      },
    );
  };
}
