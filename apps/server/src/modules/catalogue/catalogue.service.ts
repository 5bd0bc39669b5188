import type { ArrangementUpdate, PublicArrangement, PublicTherapy, StaffCatalogueDto, TherapyUpdate } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import {
  existingArrangementIds,
  insertArrangementPrice,
  listActiveTherapies,
  listArrangements,
  listTherapies,
  priceHistory,
  replaceTherapyArrangements,
  updateArrangement,
  updateTherapy,
} from './catalogue.repo.ts';

/** Active therapies in display order, as the public site shows them. */
export const publicTherapies = (ctx: AppContext): Promise<PublicTherapy[]> => listActiveTherapies(ctx.db);

/** Every duration with its current price, shortest first. */
export const arrangementList = (ctx: AppContext): Promise<PublicArrangement[]> => listArrangements(ctx.db);

/** Everything the catalogue editor shows: all therapies (inactive too), durations and their price history. */
export async function staffCatalogue(ctx: AppContext): Promise<StaffCatalogueDto> {
  return {
    therapies: (await listTherapies(ctx.db, true)).map(({ id, labelKey, image, tariff590Code, active, sortOrder, arrangementIds, texts }) => ({
      id,
      labelKey,
      image,
      tariff590Code,
      active,
      sortOrder,
      arrangementIds,
      texts,
    })),
    arrangements: await listArrangements(ctx.db),
    priceHistory: (await priceHistory(ctx.db)).map((h) => ({
      arrangementId: h.arrangementId,
      priceRappen: h.priceRappen,
      durationMinutes: h.durationMinutes,
      slotMinutes: h.slotMinutes,
      validFrom: h.validFrom.toISOString(),
    })),
  };
}

/**
 * Changes a therapy: texts, picture, durations, Tarif 590 code, active flag and order. Unknown
 * durations are a 400, an unknown therapy a 404. Answers the editor's catalogue.
 */
export async function changeTherapy(ctx: AppContext, id: number, input: TherapyUpdate): Promise<StaffCatalogueDto> {
  await ctx.db.transaction(async (tx) => {
    const known = await existingArrangementIds(tx, input.arrangementIds);
    if (known.length !== new Set(input.arrangementIds).size) throw new AppError('VALIDATION_ERROR', 'Unknown duration.');
    if (!(await updateTherapy(tx, id, input))) throw new AppError('NOT_FOUND', 'No such therapy.');
    await replaceTherapyArrangements(tx, id, input.arrangementIds);
  });
  return staffCatalogue(ctx);
}

/** Changes a duration and its price (404 when unknown), kept in the price history with who and when. Answers the editor's catalogue. */
export async function changeArrangement(ctx: AppContext, actor: Actor, id: number, input: ArrangementUpdate): Promise<StaffCatalogueDto> {
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await updateArrangement(tx, id, input))) throw new AppError('NOT_FOUND', 'No such duration.');
    await insertArrangementPrice(tx, id, input, actor.userId, at);
  });
  return staffCatalogue(ctx);
}
