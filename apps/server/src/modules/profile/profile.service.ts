import type { ProfileInput, StaffProfileInput } from '@praxis/domain';
import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { findUserByEmail, rolesOfUser, updateUser, type UserRow } from '../account/account.repo.ts';
import type { Actor } from '../account/session.ts';
import { acceptTerms, findUserById, latestHealthFormStamp, latestTermsAcceptance } from './profile.repo.ts';
import { presentProfile, type Profile } from './profile.presenter.ts';
import { hasPermission } from '@praxis/domain';

export interface ProfileDeps {
  db: Database;
  now: () => Date;
  /** Runs after a user's personal data were saved, e.g. to confirm their temporary bookings. */
  afterPersonalData?: (userId: number) => Promise<unknown>;
}

/** The profile of `user` as `actor` may see it: health stamp only for the user and therapists. */
async function profileFor(deps: ProfileDeps, actor: Actor, user: UserRow, asStaff: boolean): Promise<Profile> {
  const seesHealth = actor.userId === user.id || hasPermission(actor.activeRoles, 'health:read:any');
  return presentProfile(user, {
    terms: await latestTermsAcceptance(deps.db, user.id),
    healthForm: seesHealth ? await latestHealthFormStamp(deps.db, user.id) : undefined,
    staff: asStaff ? { roles: await rolesOfUser(deps.db, user.id) } : undefined,
    now: deps.now(),
  });
}

export async function ownProfile(deps: ProfileDeps, actor: Actor): Promise<Profile> {
  return profileFor(deps, actor, actor.user, false);
}

/** Staff: a customer's profile by e-mail, with the staff-only part. */
export async function profileByEmail(deps: ProfileDeps, actor: Actor, email: string): Promise<Profile> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError('NOT_FOUND', 'No user with this e-mail.');
  return profileFor(deps, actor, user, true);
}

export async function updateOwnProfile(deps: ProfileDeps, actor: Actor, input: ProfileInput): Promise<Profile> {
  await updateUser(deps.db, actor.userId, input);
  await deps.afterPersonalData?.(actor.userId);
  return profileFor(deps, actor, (await findUserById(deps.db, actor.userId))!, false);
}

/** Staff: save a customer's personal data. */
export async function updateProfileOf(deps: ProfileDeps, actor: Actor, userId: number, input: ProfileInput): Promise<Profile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  await updateUser(deps.db, userId, input);
  await deps.afterPersonalData?.(userId);
  return profileFor(deps, actor, (await findUserById(deps.db, userId))!, true);
}

/** Staff: the acquired-customer flag and notes. */
export async function updateStaffFields(deps: ProfileDeps, actor: Actor, userId: number, input: StaffProfileInput): Promise<Profile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  await updateUser(deps.db, userId, input);
  return profileFor(deps, actor, (await findUserById(deps.db, userId))!, true);
}

export async function changeOwnPassword(deps: ProfileDeps, actor: Actor, password: string): Promise<void> {
  await updateUser(deps.db, actor.userId, { passwordHash: await hashPassword(password) });
}

export async function acceptCurrentTerms(deps: ProfileDeps, actor: Actor): Promise<Profile> {
  await acceptTerms(deps.db, actor.userId, CURRENT_TERMS_VERSION, deps.now());
  return ownProfile(deps, actor);
}
