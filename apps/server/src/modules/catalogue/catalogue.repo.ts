import type { PublicArrangement, PublicTherapy } from '@praxis/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { arrangements, therapies, therapyArrangements } from '../../db/schema/index.ts';

/** Active therapies in display order, each with the ids of the durations it is offered in. */
export async function listActiveTherapies(db: Executor): Promise<PublicTherapy[]> {
  const [rows, links] = await Promise.all([
    db
      .select({ id: therapies.id, labelKey: therapies.labelKey, image: therapies.image, sortOrder: therapies.sortOrder })
      .from(therapies)
      .where(eq(therapies.active, true))
      .orderBy(asc(therapies.sortOrder), asc(therapies.id)),
    db.select().from(therapyArrangements).orderBy(asc(therapyArrangements.arrangementId)),
  ]);
  return rows.map((row) => ({
    ...row,
    arrangementIds: links.filter((l) => l.therapyId === row.id).map((l) => l.arrangementId),
  }));
}

/** All durations with their current prices, shortest first. */
export function listArrangements(db: Executor): Promise<PublicArrangement[]> {
  return db.select().from(arrangements).orderBy(asc(arrangements.durationMinutes));
}
