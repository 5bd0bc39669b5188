import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { therapistProfiles, therapistTherapies, therapyArrangements } from '../db/schema/index.ts';

// NOTE: apart from session-helpers, so the seeds and the benchmarks (scripts/) can use it without vitest.
/** Publishes the therapist's profile and offers `therapyIds` in every duration they have (an offer made already stays). */
export async function offerTherapies(db: Executor, therapistId: number, therapyIds: number[]): Promise<void> {
  await db
    .insert(therapistProfiles)
    .values({ userId: therapistId, published: true })
    .onConflictDoUpdate({ target: therapistProfiles.userId, set: { published: true } });
  const durations = await db.select().from(therapyArrangements).where(inArray(therapyArrangements.therapyId, therapyIds));
  await db
    .insert(therapistTherapies)
    .values(
      therapyIds.map((therapyId) => ({
        therapistId,
        therapyId,
        arrangementIds: durations.filter((d) => d.therapyId === therapyId).map((d) => d.arrangementId),
      })),
    )
    .onConflictDoNothing();
}
