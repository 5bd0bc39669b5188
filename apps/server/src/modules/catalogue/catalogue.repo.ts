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

/** Saves a therapy's texts, picture, durations, Tarif 590 code, active flag and order. */
export async function updateTherapy(db: Executor, id: number, input: TherapyUpdate): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(therapies)
      .set({ texts: input.texts, image: input.image, tariff590Code: input.tariff590Code, active: input.active, sortOrder: input.sortOrder })
      .where(eq(therapies.id, id))
      .returning({ id: therapies.id });
    if (updated.length === 0) return false;
    await tx.delete(therapyArrangements).where(eq(therapyArrangements.therapyId, id));
    await tx.insert(therapyArrangements).values(input.arrangementIds.map((arrangementId) => ({ therapyId: id, arrangementId })));
    return true;
  });
}

/** Changes an arrangement and records the new values in the price history. */
export async function updateArrangement(db: Executor, id: number, input: ArrangementUpdate, changedByUserId: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.update(arrangements).set(input).where(eq(arrangements.id, id)).returning({ id: arrangements.id });
    if (updated.length === 0) return false;
    await tx.insert(arrangementPrices).values({ arrangementId: id, ...input, validFrom: at, changedByUserId });
    return true;
  });
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
