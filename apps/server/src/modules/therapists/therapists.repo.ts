import { publicTherapistSchema, therapistPhotoUrl, type PublicTherapist } from '@praxis/domain';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { jsonValue, type Executor } from '../../db/client.ts';
import { therapistProfiles, therapistTherapies, users } from '../../db/schema/index.ts';

const bioByLanguage = publicTherapistSchema.shape.bio;

/**
 * Published therapist profiles (only public fields: no e-mail, no phone) of people still active on
 * `today` (a practice date): a deactivated team member leaves the site from their date on.
 */
export async function listPublishedTherapists(db: Executor, today: string): Promise<PublicTherapist[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      languages: therapistProfiles.languages,
      zsr: therapistProfiles.zsr,
      emr: therapistProfiles.emr,
      bio: therapistProfiles.bio,
      photoUpdatedAt: therapistProfiles.photoUpdatedAt,
      offers: sql<
        PublicTherapist['offers'] | string
      >`coalesce((select json_agg(json_build_object('therapyId', ${therapistTherapies.therapyId}, 'arrangementIds', ${therapistTherapies.arrangementIds}) order by ${therapistTherapies.therapyId}) from ${therapistTherapies} where ${therapistTherapies.therapistId} = ${users.id}), '[]')`,
    })
    .from(therapistProfiles)
    .innerJoin(users, eq(users.id, therapistProfiles.userId))
    .where(and(eq(therapistProfiles.published, true), or(isNull(users.inactiveFrom), gt(users.inactiveFrom, today))))
    .orderBy(asc(users.lastName), asc(users.id));
  return rows.map(({ photoUpdatedAt, offers, ...row }) => ({
    ...row,
    offers: jsonValue(offers, []),
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    bio: bioByLanguage.parse(row.bio),
    photoUrl: therapistPhotoUrl(row.id, photoUpdatedAt),
  }));
}
