import type { TherapistOffer } from '@praxis/domain';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, therapistProfiles, therapistTherapies, therapyArrangements } from '../../db/schema/index.ts';

export interface ProfileRow {
  bio: unknown;
  languages: string[];
  zsr: string | null;
  emr: string | null;
  published: boolean;
  photoUpdatedAt: Date | null;
}

export async function findProfile(db: Executor, therapistId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
      bio: therapistProfiles.bio,
      languages: therapistProfiles.languages,
      zsr: therapistProfiles.zsr,
      emr: therapistProfiles.emr,
      published: therapistProfiles.published,
      photoUpdatedAt: therapistProfiles.photoUpdatedAt,
    })
    .from(therapistProfiles)
    .where(eq(therapistProfiles.userId, therapistId));
  return row;
}

export async function listOffers(db: Executor, therapistId: number): Promise<TherapistOffer[]> {
  return db
    .select({ therapyId: therapistTherapies.therapyId, arrangementIds: therapistTherapies.arrangementIds })
    .from(therapistTherapies)
    .where(eq(therapistTherapies.therapistId, therapistId))
    .orderBy(asc(therapistTherapies.therapyId));
}

/** Creates the profile row or changes the given columns; the row is locked until the transaction ends. */
export async function upsertProfile(tx: Executor, therapistId: number, values: Partial<Omit<ProfileRow, 'photoUpdatedAt'>>): Promise<void> {
  await tx
    .insert(therapistProfiles)
    .values({ userId: therapistId, ...values })
    .onConflictDoUpdate({ target: therapistProfiles.userId, set: Object.keys(values).length > 0 ? values : { userId: therapistId } });
}

export async function replaceOffers(tx: Executor, therapistId: number, offers: readonly TherapistOffer[]): Promise<void> {
  await tx.delete(therapistTherapies).where(eq(therapistTherapies.therapistId, therapistId));
  if (offers.length > 0) await tx.insert(therapistTherapies).values(offers.map((offer) => ({ therapistId, ...offer })));
}

/** Future, non-cancelled bookings of the therapist whose therapy and duration the therapist no longer offers. */
export async function countBookingsWithoutOffer(db: Executor, therapistId: number, after: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .leftJoin(
      therapistTherapies,
      and(
        eq(therapistTherapies.therapistId, bookings.therapistId),
        eq(therapistTherapies.therapyId, bookings.therapyId),
        sql`${bookings.arrangementId} = any(${therapistTherapies.arrangementIds})`,
      ),
    )
    .where(and(eq(bookings.therapistId, therapistId), isNull(bookings.cancelledAt), gt(bookings.startsAt, after), isNull(therapistTherapies.therapistId)));
  return row?.n ?? 0;
}

export async function storePhoto(db: Executor, therapistId: number, photo: Buffer, at: Date): Promise<void> {
  await db
    .insert(therapistProfiles)
    .values({ userId: therapistId, photo, photoUpdatedAt: at })
    .onConflictDoUpdate({ target: therapistProfiles.userId, set: { photo, photoUpdatedAt: at } });
}

/** The scaled photo, whether the profile is published, and when the photo was uploaded. */
export async function findPhoto(db: Executor, therapistId: number): Promise<{ photo: Buffer; published: boolean; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ photo: therapistProfiles.photo, published: therapistProfiles.published, updatedAt: therapistProfiles.photoUpdatedAt })
    .from(therapistProfiles)
    .where(eq(therapistProfiles.userId, therapistId));
  return row?.photo && row.updatedAt ? { photo: row.photo, published: row.published, updatedAt: row.updatedAt } : undefined;
}

/** The durations each of `therapyIds` has (to check that an offer names only those). */
export async function durationsOfTherapies(db: Executor, therapyIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const byTherapy = new Map<number, Set<number>>();
  if (therapyIds.length === 0) return byTherapy;
  const rows = await db
    .select({ therapyId: therapyArrangements.therapyId, arrangementId: therapyArrangements.arrangementId })
    .from(therapyArrangements)
    .where(inArray(therapyArrangements.therapyId, [...therapyIds]));
  for (const row of rows) byTherapy.set(row.therapyId, (byTherapy.get(row.therapyId) ?? new Set()).add(row.arrangementId));
  return byTherapy;
}
