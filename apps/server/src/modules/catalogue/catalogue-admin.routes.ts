import { arrangementUpdateSchema, idParams, publicArrangementSchema, therapyTextsSchema, therapyUpdateSchema } from '@praxis/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrangements } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { listArrangements, listTherapies, priceHistory, updateArrangement, updateTherapy } from './catalogue.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

const staffTherapySchema = z.object({
  id: z.number().int(),
  labelKey: z.string(),
  image: z.string(),
  tariff590Code: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  arrangementIds: z.array(z.number().int()),
  texts: therapyTextsSchema,
});
const historySchema = z.object({
  arrangementId: z.number().int(),
  priceRappen: z.number().int(),
  durationMinutes: z.number().int(),
  slotMinutes: z.number().int(),
  validFrom: z.string(),
});
const catalogueSchema = z.object({
  therapies: z.array(staffTherapySchema),
  arrangements: z.array(publicArrangementSchema),
  priceHistory: z.array(historySchema),
});

/** The catalogue editor: all therapies (inactive too), durations and their price history. */
export function catalogueAdminRoutes({ db, now }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const catalogue = async () => ({
      therapies: (await listTherapies(db, true)).map(({ id, labelKey, image, tariff590Code, active, sortOrder, arrangementIds, texts }) => ({
        id,
        labelKey,
        image,
        tariff590Code,
        active,
        sortOrder,
        arrangementIds,
        texts,
      })),
      arrangements: await listArrangements(db),
      priceHistory: (await priceHistory(db)).map((h) => ({
        arrangementId: h.arrangementId,
        priceRappen: h.priceRappen,
        durationMinutes: h.durationMinutes,
        slotMinutes: h.slotMinutes,
        validFrom: h.validFrom.toISOString(),
      })),
    });

    app.get(
      '/api/catalogue',
      {
        config: { permission: 'catalogue:manage' },
        schema: { tags: ['catalogue'], summary: 'Everything the catalogue editor shows', response: { 200: catalogueSchema } },
      },
      catalogue,
    );

    app.put(
      '/api/catalogue/therapies/:id',
      {
        config: { permission: 'catalogue:manage' },
        schema: { tags: ['catalogue'], summary: 'Change a therapy', params: idParams, body: therapyUpdateSchema, response: { 200: catalogueSchema } },
      },
      async (request) => {
        const known = await db.select({ id: arrangements.id }).from(arrangements).where(inArray(arrangements.id, request.body.arrangementIds));
        if (known.length !== new Set(request.body.arrangementIds).size) throw new AppError('VALIDATION_ERROR', 'Unknown duration.');
        if (!(await updateTherapy(db, request.params.id, request.body))) throw new AppError('NOT_FOUND', 'No such therapy.');
        return catalogue();
      },
    );

    app.put(
      '/api/catalogue/arrangements/:id',
      {
        config: { permission: 'catalogue:manage' },
        schema: {
          tags: ['catalogue'],
          summary: 'Change a duration and its price (kept in the history)',
          params: idParams,
          body: arrangementUpdateSchema,
          response: { 200: catalogueSchema },
        },
      },
      async (request) => {
        if (!(await updateArrangement(db, request.params.id, request.body, request.actor!.userId, now()))) throw new AppError('NOT_FOUND', 'No such duration.');
        return catalogue();
      },
    );
  };
}
