import type { PasswordChange, ProfileInput, StaffProfileInput } from '@praxis/domain';
import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { findUserByEmail, findUserById, rolesOfUser, updateUser, type UserRow } from '../users/index.ts';
import { hasRecentLinkLogin, revokeSessionsOfUser, type Actor } from '../account/index.ts';
import { acceptTerms, latestHealthFormStamp, latestTermsAcceptance } from './profile.repo.ts';
import { presentProfile, type Profile } from './profile.presenter.ts';
import { hasPermission, holdsStaffRole, mayEditUserWithRoles } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';

/** The profile of `user` as `actor` may see it: health stamp only for the user and therapists. */
async function profileFor(ctx: AppContext, actor: Actor, user: UserRow, asStaff: boolean): Promise<Profile> {
  const seesHealth = actor.userId === user.id || hasPermission(actor.activeRoles, 'health:read:any');
  return presentProfile(user, {
    terms: await latestTermsAcceptance(ctx.db, user.id),
    healthForm: seesHealth ? await latestHealthFormStamp(ctx.db, user.id) : undefined,
    staff: asStaff ? { roles: await rolesOfUser(ctx.db, user.id) } : undefined,
    now: ctx.now(),
  });
}

export async function ownProfile(ctx: AppContext, actor: Actor): Promise<Profile> {
  return profileFor(ctx, actor, actor.user, false);
}

/** Staff: a customer's profile by e-mail, with the staff-only part. */
export async function profileByEmail(ctx: AppContext, actor: Actor, email: string): Promise<Profile> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('NOT_FOUND', 'No user with this e-mail.');
  return profileFor(ctx, actor, user, true);
}

export async function updateOwnProfile(ctx: AppContext, actor: Actor, input: ProfileInput): Promise<Profile> {
  await updateUser(ctx.db, actor.userId, input);
  await ctx.events.emit('personalDataSaved', { userId: actor.userId });
  return profileFor(ctx, actor, (await findUserById(ctx.db, actor.userId))!, false);
}

/**
 * Saves `input` into the user `userId` if `actor` may edit them (NOT_FOUND, FORBIDDEN: see
 * `mayEditUserWithRoles`). A staff member's change is audited: each changed field before and after.
 */
async function saveUserAs(ctx: AppContext, actor: Actor, userId: number, input: ProfileInput | StaffProfileInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', 'No such user.');
    const roles = await rolesOfUser(tx, userId);
    if (!mayEditUserWithRoles(actor.activeRoles, roles)) throw new AppError('FORBIDDEN', 'Only an admin may edit the data of a staff member.');
    await updateUser(tx, userId, input);
    if (!holdsStaffRole(roles)) return;
    const stored = user as Record<string, unknown>;
    const changed = Object.entries(input).filter(([key, value]) => JSON.stringify(stored[key] ?? null) !== JSON.stringify(value ?? null));
    if (changed.length === 0) return;
    const before = Object.fromEntries(changed.map(([key]) => [key, stored[key] ?? null]));
    const after = Object.fromEntries(changed.map(([key, value]) => [key, value ?? null]));
    await writeAudit(tx, { actorUserId: actor.userId, subjectUserId: userId, action: 'staff.profile', detail: { before, after }, at: ctx.now() });
  });
}

/** Staff: save a customer's personal data. */
export async function updateProfileOf(ctx: AppContext, actor: Actor, userId: number, input: ProfileInput): Promise<Profile> {
  await saveUserAs(ctx, actor, userId, input);
  await ctx.events.emit('personalDataSaved', { userId: userId });
  return profileFor(ctx, actor, (await findUserById(ctx.db, userId))!, true);
}

/** Staff: the acquired-customer flag and notes. */
export async function updateStaffFields(ctx: AppContext, actor: Actor, userId: number, input: StaffProfileInput): Promise<Profile> {
  await saveUserAs(ctx, actor, userId, input);
  return profileFor(ctx, actor, (await findUserById(ctx.db, userId))!, true);
}

/**
 * Sets a new password. It takes the current one, or a login by e-mailed link within the last 10
 * minutes (the way back in after "forgot password"); one of the 10,000 most common passwords is
 * refused. Every other session of the user ends: whoever knew the old password is logged out.
 */
export async function changeOwnPassword(ctx: AppContext, actor: Actor, input: PasswordChange): Promise<void> {
  const now = ctx.now();
  if (isCommonPassword(input.password)) throw new AppError('PASSWORD_TOO_COMMON', 'This password is one of the most common ones: please choose another.');
  if (!hasRecentLinkLogin(actor, now)) {
    const current = (await findUserById(ctx.db, actor.userId))?.passwordHash;
    if (!current) throw new AppError('RECENT_LOGIN_NEEDED', 'To set a password, log in again with a link by e-mail: it allows this for 10 minutes.');
    if (!input.currentPassword || !(await verifyPassword(current, input.currentPassword))) {
      throw new AppError('CURRENT_PASSWORD_WRONG', 'The current password is not correct.');
    }
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, actor.userId, { passwordHash });
    await revokeSessionsOfUser(tx, actor.userId, now, actor.sessionHash);
  });
}

export async function acceptCurrentTerms(ctx: AppContext, actor: Actor): Promise<Profile> {
  await acceptTerms(ctx.db, actor.userId, CURRENT_TERMS_VERSION, ctx.now());
  return ownProfile(ctx, actor);
}
