import type { PasswordChange, ProfileInput, StaffProfileInput } from '@praxis/domain';
import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { findUserByEmail, revokeSessionsOfUser, rolesOfUser, updateUser, type UserRow } from '../account/account.repo.ts';
import { hasRecentLinkLogin, type Actor } from '../account/session.ts';
import { acceptTerms, findUserById, latestHealthFormStamp, latestTermsAcceptance } from './profile.repo.ts';
import { presentProfile, type Profile } from './profile.presenter.ts';
import { hasPermission, mayEditUserWithRoles } from '@praxis/domain';

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

/** Refuses unless `actor` may edit `userId` (NOT_FOUND, FORBIDDEN: see `mayEditUserWithRoles`). */
async function assertEditable(deps: ProfileDeps, actor: Actor, userId: number): Promise<void> {
  if (!(await findUserById(deps.db, userId))) throw new AppError('NOT_FOUND', 'No such user.');
  if (!mayEditUserWithRoles(actor.activeRoles, await rolesOfUser(deps.db, userId))) {
    throw new AppError('FORBIDDEN', 'Only an admin may edit the data of a staff member.');
  }
}

/** Staff: save a customer's personal data. */
export async function updateProfileOf(deps: ProfileDeps, actor: Actor, userId: number, input: ProfileInput): Promise<Profile> {
  await assertEditable(deps, actor, userId);
  await updateUser(deps.db, userId, input);
  await deps.afterPersonalData?.(userId);
  return profileFor(deps, actor, (await findUserById(deps.db, userId))!, true);
}

/** Staff: the acquired-customer flag and notes. */
export async function updateStaffFields(deps: ProfileDeps, actor: Actor, userId: number, input: StaffProfileInput): Promise<Profile> {
  await assertEditable(deps, actor, userId);
  await updateUser(deps.db, userId, input);
  return profileFor(deps, actor, (await findUserById(deps.db, userId))!, true);
}

/**
 * Sets a new password. It takes the current one, or a login by e-mailed link within the last 10
 * minutes (the way back in after "forgot password"); one of the 10,000 most common passwords is
 * refused. Every other session of the user ends: whoever knew the old password is logged out.
 */
export async function changeOwnPassword(deps: ProfileDeps, actor: Actor, input: PasswordChange): Promise<void> {
  const now = deps.now();
  if (isCommonPassword(input.password)) throw new AppError('PASSWORD_TOO_COMMON', 'This password is one of the most common ones: please choose another.');
  if (!hasRecentLinkLogin(actor, now)) {
    const current = (await findUserById(deps.db, actor.userId))?.passwordHash;
    if (!current) throw new AppError('RECENT_LOGIN_NEEDED', 'To set a password, log in again with a link by e-mail: it allows this for 10 minutes.');
    if (!input.currentPassword || !(await verifyPassword(current, input.currentPassword))) {
      throw new AppError('CURRENT_PASSWORD_WRONG', 'The current password is not correct.');
    }
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, actor.userId, { passwordHash });
    await revokeSessionsOfUser(tx, actor.userId, now, actor.sessionHash);
  });
}

export async function acceptCurrentTerms(deps: ProfileDeps, actor: Actor): Promise<Profile> {
  await acceptTerms(deps.db, actor.userId, CURRENT_TERMS_VERSION, deps.now());
  return ownProfile(deps, actor);
}
