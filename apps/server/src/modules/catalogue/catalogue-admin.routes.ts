import { staffCatalogueContract, updateArrangementContract, updateTherapyContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { existingArrangementIds, listArrangements, listTherapies, priceHistory, updateArrangement, updateTherapy } from './catalogue.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

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
        schema: { tags: ['catalogue'], summary: 'Everything the catalogue editor shows', ...staffCatalogueContract },
      },
      catalogue,
    );

    app.put(
      '/api/catalogue/therapies/:id',
      {
        config: { permission: 'catalogue:manage' },
        schema: { tags: ['catalogue'], summary: 'Change a therapy', ...updateTherapyContract },
      },
      async (request) => {
        const known = await existingArrangementIds(db, request.body.arrangementIds);
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
          ...updateArrangementContract,
        },
      },
      async (request) => {
        if (!(await updateArrangement(db, request.params.id, request.body, request.actor!.userId, now()))) throw new AppError('NOT_FOUND', 'No such duration.');
        return catalogue();
      },
    );
  };
}
