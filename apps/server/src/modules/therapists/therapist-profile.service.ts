import {
  hasPermission,
  mayManageStaffMember,
  publicTherapistSchema,
  therapistPhotoUrl,
  TREATING_ROLES,
  type TherapistOffer,
  type TherapistProfileDto,
  type TherapistProfileUpdate,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { findUserById, rolesOfUser, type UserRow } from '../users/index.ts';
import { scaleTherapistPhoto } from './therapist-photo.ts';
import {
  countBookingsWithoutOffer,
  durationsOfTherapies,
  findProfile,
  listOffers,
  replaceOffers,
  storePhoto,
  upsertProfile,
} from './therapist-profile.repo.ts';

const bioByLanguage = publicTherapistSchema.shape.bio;
const MANAGED_FIELDS = ['languages', 'zsr', 'emr', 'published', 'offers'] as const;

const mayManage = (actor: Actor) => hasPermission(actor.activeRoles, 'staff:manage');

/**
 * The therapist `therapistId` if `actor` may edit their profile: staff managers every treating
 * staff member's, a therapist their own. 404 when the person treats no one, 403 for someone else's;
 * a change (`writing`) of someone who holds the admin role only by an admin or themselves.
 */
async function editableTherapist(ctx: AppContext, actor: Actor, therapistId: number, writing = false) {
  if (!mayManage(actor) && actor.userId !== therapistId) throw new AppError('FORBIDDEN', 'Therapists edit only their own profile.');
  const [user, roles] = await Promise.all([findUserById(ctx.db, therapistId), rolesOfUser(ctx.db, therapistId)]);
  if (!user || !roles.some((role) => TREATING_ROLES.includes(role))) throw new AppError('NOT_FOUND', 'No therapist with this id.');
  if (writing && actor.userId !== therapistId && !mayManageStaffMember(actor.activeRoles, roles))
    throw new AppError('FORBIDDEN', 'Only an admin changes the profile of someone who holds the admin role.');
  return user;
}

export async function therapistProfile(ctx: AppContext, actor: Actor, therapistId: number): Promise<TherapistProfileDto> {
  return presentProfile(ctx, actor, await editableTherapist(ctx, actor, therapistId));
}

/** The profile of a therapist already checked by `editableTherapist`. */
async function presentProfile(ctx: AppContext, actor: Actor, user: UserRow): Promise<TherapistProfileDto> {
  const therapistId = user.id;
  const [profile, offers] = await Promise.all([findProfile(ctx.db, therapistId), listOffers(ctx.db, therapistId)]);
  return {
    id: therapistId,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: bioByLanguage.parse(profile?.bio ?? {}),
    languages: profile?.languages ?? [],
    zsr: profile?.zsr ?? null,
    emr: profile?.emr ?? null,
    published: profile?.published ?? false,
    offers,
    photoUrl: therapistPhotoUrl(therapistId, profile?.photoUpdatedAt ?? null),
    mayManage: mayManage(actor),
  };
}

/** 400 naming the offer when a therapy does not exist or is not given in a chosen duration. */
async function checkOffers(ctx: AppContext, offers: readonly TherapistOffer[]): Promise<void> {
  const durations = await durationsOfTherapies(
    ctx.db,
    offers.map((offer) => offer.therapyId),
  );
  offers.forEach((offer, index) => {
    const known = durations.get(offer.therapyId);
    if (!known) throw new AppError('VALIDATION_ERROR', 'Unknown therapy.', [{ path: `/offers/${index}/therapyId`, message: 'unknownTherapy' }]);
    if (offer.arrangementIds.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION_ERROR', 'The therapy is not given in this duration.', [
        { path: `/offers/${index}/arrangementIds`, message: 'unknownDuration' },
      ]);
    }
  });
}

/**
 * Saves a profile. A therapist's own save may change the biography only (403 when it carries
 * more); staff managers change everything. Offers are replaced as a whole; future bookings whose
 * therapy or duration is no longer offered stay and are counted in the answer as a warning.
 */
export async function saveTherapistProfile(ctx: AppContext, actor: Actor, therapistId: number, input: TherapistProfileUpdate) {
  const user = await editableTherapist(ctx, actor, therapistId, true);
  if (!mayManage(actor) && MANAGED_FIELDS.some((field) => input[field] !== undefined)) {
    throw new AppError('FORBIDDEN', 'Registry numbers, languages, publication and offers are changed by managing directors and admins.');
  }
  if (input.offers) await checkOffers(ctx, input.offers);
  const { offers, ...profile } = input;
  const bio = Object.fromEntries(Object.entries(profile.bio).filter(([, text]) => text !== undefined));
  await ctx.db.transaction(async (tx) => {
    await upsertProfile(tx, therapistId, { ...profile, bio });
    if (offers) await replaceOffers(tx, therapistId, offers);
  });
  const futureBookingsWithoutOffer = await countBookingsWithoutOffer(ctx.db, therapistId, ctx.now());
  return { ...(await presentProfile(ctx, actor, user)), warnings: { futureBookingsWithoutOffer } };
}

/** Scales and stores a new photo (same rights as the biography). */
export async function saveTherapistPhoto(ctx: AppContext, actor: Actor, therapistId: number, upload: Buffer): Promise<{ photoUrl: string }> {
  await editableTherapist(ctx, actor, therapistId, true);
  const photo = await scaleTherapistPhoto(upload);
  const at = ctx.now();
  await storePhoto(ctx.db, therapistId, photo, at);
  return { photoUrl: therapistPhotoUrl(therapistId, at)! };
}

/** May `actor` see the photo of an unpublished profile (the editor's preview)? */
export const mayPreviewPhoto = (actor: Actor | null, therapistId: number) =>
  actor !== null && (mayManage(actor) || (actor.userId === therapistId && hasPermission(actor.activeRoles, 'therapist-profile:edit')));
