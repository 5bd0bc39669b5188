import { therapyTextsSchema, type ArrangementUpdate, type PublicArrangement, type PublicTherapy, type TherapyUpdate } from '@praxis/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { arrangementPrices, arrangements, therapies, therapyArrangements } from '../../db/schema/index.ts';

/** Therapies in display order (only active ones unless `all`), with the durations they are offered in. */
export async function listTherapies(db: Executor, all = false) {
  const [rows, links] = await Promise.all([
    db
      .select()
      .from(therapies)
      .where(all ? undefined : eq(therapies.active, true))
      .orderBy(asc(therapies.sortOrder), asc(therapies.id)),
    db.select().from(therapyArrangements).orderBy(asc(therapyArrangements.arrangementId)),
  ]);
  return rows.map((row) => ({
    ...row,
    texts: therapyTextsSchema.parse(row.texts),
    arrangementIds: links.filter((l) => l.therapyId === row.id).map((l) => l.arrangementId),
  }));
}

/** Active therapies as the public site shows them. */
export async function listActiveTherapies(db: Executor): Promise<PublicTherapy[]> {
  return (await listTherapies(db)).map(({ id, labelKey, image, sortOrder, arrangementIds, texts }) => ({
    id,
    labelKey,
    image,
    sortOrder,
    arrangementIds,
    texts,
  }));
}

/** The active therapies' Tarif 590 codes (null where none is set). */
export async function activeTherapyCodes(db: Executor): Promise<Array<{ id: number; tariff590Code: string | null }>> {
  return db.select({ id: therapies.id, tariff590Code: therapies.tariff590Code }).from(therapies).where(eq(therapies.active, true));
}

/** Saves a therapy's texts, picture, Tarif 590 code, active flag and order; false when there is no such therapy. */
export async function updateTherapy(db: Executor, id: number, input: TherapyUpdate): Promise<boolean> {
  const updated = await db
    .update(therapies)
    .set({ texts: input.texts, image: input.image, tariff590Code: input.tariff590Code, active: input.active, sortOrder: input.sortOrder })
    .where(eq(therapies.id, id))
    .returning({ id: therapies.id });
  return updated.length > 0;
}

/** Replaces the durations therapy `id` is offered in. */
export async function replaceTherapyArrangements(db: Executor, id: number, arrangementIds: readonly number[]): Promise<void> {
  await db.delete(therapyArrangements).where(eq(therapyArrangements.therapyId, id));
  await db.insert(therapyArrangements).values(arrangementIds.map((arrangementId) => ({ therapyId: id, arrangementId })));
}

/** Changes an arrangement's duration, slot length and price; false when there is no such arrangement. */
export async function updateArrangement(db: Executor, id: number, input: ArrangementUpdate): Promise<boolean> {
  const updated = await db.update(arrangements).set(input).where(eq(arrangements.id, id)).returning({ id: arrangements.id });
  return updated.length > 0;
}

/** Records an arrangement's values in the price history, valid from `at`, changed by `changedByUserId`. */
export async function insertArrangementPrice(db: Executor, id: number, input: ArrangementUpdate, changedByUserId: number, at: Date): Promise<void> {
  await db.insert(arrangementPrices).values({ arrangementId: id, ...input, validFrom: at, changedByUserId });
}

/** The price history of every arrangement, newest first. */
export function priceHistory(db: Executor) {
  return db.select().from(arrangementPrices).orderBy(asc(arrangementPrices.arrangementId), desc(arrangementPrices.validFrom), desc(arrangementPrices.id));
}

/** All durations with their current prices, shortest first. */
export function listArrangements(db: Executor): Promise<PublicArrangement[]> {
  return db.select().from(arrangements).orderBy(asc(arrangements.durationMinutes));
}

/** Which of `ids` are arrangements (durations). */
export async function existingArrangementIds(db: Executor, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: arrangements.id }).from(arrangements).where(inArray(arrangements.id, ids));
  return rows.map((r) => r.id);
}

/** The label key of a therapy (its texts in the translations). */
export async function therapyLabelKey(db: Executor, therapyId: number): Promise<string> {
  const [row] = await db.select({ labelKey: therapies.labelKey }).from(therapies).where(eq(therapies.id, therapyId));
  return row?.labelKey ?? '';
}
