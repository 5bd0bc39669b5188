import { holdsStaffRole, mayManageStaffMember, RECOVERY_CODE_COUNT, secondStepDue, type MfaSetup } from '@praxis/domain';
import { writeAudit } from '../../db/audit.repo.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { notify } from '../notifications/index.ts';
import { clearEvents, countEvents, takeEvent, type RateLimit } from '../rate-limits/index.ts';
import { findUserById, rolesOfUser, type UserRow } from '../users/index.ts';
import { revokeSessionsOfUser, type SecondFactorStep } from './account.repo.ts';
import {
  completeSecondStep,
  countUnusedRecoveryCodes,
  enableMfa,
  isMfaEnabled,
  lockUserMfa,
  recordStep,
  removeMfa,
  storePendingSecret,
  useRecoveryCode,
} from './mfa.repo.ts';
import type { Actor } from './session.ts';
import { acceptedStep, newRecoveryCode, newTotpSecret, totpEnrolment } from './totp.ts';
import type { AppContext } from '../../core/app-context.ts';

/** 5 wrong codes (app or recovery) within 15 minutes lock the second step of that account for the rest of the window. */
export const FAILED_CODES: RateLimit = { bucket: 'mfa-failure', max: 5, windowMs: 15 * 60_000 };

const INVALID = () => new AppError('MFA_INVALID', 'This code is wrong, expired or already used.');
const limitKey = (userId: number) => `user:${userId}`;
// The user's id salts the hash: the same code of two users does not hash alike.
const recoveryHash = (userId: number, code: string) => hashToken(`${userId}:${code.replace(/-/g, '')}`);

/** The second step a new session of `user` needs: a code if they have a second factor, its setup if the practice requires one of staff. */
export async function secondStepFor(ctx: AppContext, db: Executor, user: UserRow): Promise<{ step: SecondFactorStep | null; mfaEnabled: boolean }> {
  const mfaEnabled = await isMfaEnabled(db, user.id);
  // A new session has passed nothing: who has a second factor owes its code.
  const step = secondStepDue(mfaEnabled ? 'verify' : null, mfaEnabled, await rolesOfUser(db, user.id), (await ctx.settings(db)).staffMfaRequired);
  return { step, mfaEnabled };
}

/** A new secret to scan; it replaces none until its first code confirms it. */
export async function setUp(ctx: AppContext, actor: Actor): Promise<MfaSetup> {
  if (actor.mfaEnabled) throw new AppError('MFA_STATE', 'A second factor is set up already.');
  const secret = newTotpSecret();
  const practice = await ctx.settings(ctx.db);
  await storePendingSecret(ctx.db, actor.userId, secret);
  // On a first day the practice has no name yet: the authenticator names the site's host instead.
  const issuer = practice.name || new URL(ctx.config.publicUrl).hostname;
  return { secret, ...totpEnrolment(secret, issuer, actor.email) };
}

/**
 * Counts the attempt as failed before the code is checked (parallel guesses cannot slip past the
 * limit), runs `check`, and forgets the failures once it succeeds. The fifth failure locks the step
 * and tells the user by mail: someone may know their password.
 */
async function attempt<T>(ctx: AppContext, actor: Actor, check: (tx: Executor) => Promise<T | null>): Promise<T> {
  const now = ctx.now();
  const key = limitKey(actor.userId);
  const allowed = await ctx.db.transaction((tx) => takeEvent(tx, FAILED_CODES, key, now));
  if (!allowed) throw new AppError('MFA_LOCKED', 'Too many wrong codes: the second step is locked for 15 minutes.');
  const result = await ctx.db.transaction(check);
  if (result !== null) {
    await clearEvents(ctx.db, FAILED_CODES.bucket, key);
    return result;
  }
  if ((await countEvents(ctx.db, FAILED_CODES, key, now)) >= FAILED_CODES.max) {
    await notify(ctx, ctx.db, { kind: 'mfaLocked', to: actor.user, minutes: FAILED_CODES.windowMs / 60_000 });
    ctx.notifyMail();
  }
  throw INVALID();
}

/** The first code confirms the new secret: the second factor is on, the session complete, the recovery codes made (and shown once). */
export async function confirm(ctx: AppContext, actor: Actor, code: string): Promise<string[]> {
  if (actor.mfaEnabled) throw new AppError('MFA_STATE', 'A second factor is set up already.');
  return attempt(ctx, actor, async (tx) => {
    const row = await lockUserMfa(tx, actor.userId);
    if (!row?.pendingSecret) throw new AppError('MFA_STATE', 'Start the setup first.');
    const step = await acceptedStep(row.pendingSecret, code, ctx.now(), 0);
    if (step === null) return null;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await enableMfa(
      tx,
      actor.userId,
      row.pendingSecret,
      step,
      ctx.now(),
      codes.map((c) => recoveryHash(actor.userId, c)),
    );
    await completeSecondStep(tx, actor.sessionHash);
    return codes;
  });
}

function needsCode(actor: Actor): void {
  if (actor.secondFactor !== 'verify') throw new AppError('MFA_STATE', 'This session does not wait for a code.');
}

/** The code after the password or link: it completes the session. */
export async function verifyCode(ctx: AppContext, actor: Actor, code: string): Promise<void> {
  needsCode(actor);
  await attempt(ctx, actor, async (tx) => {
    const step = await currentStep(tx, actor.userId, code, ctx.now());
    if (step === null) return null;
    await completeSecondStep(tx, actor.sessionHash);
    return step;
  });
}

/** A recovery code instead of the app's: it works once. Answers how many are left. */
export async function recover(ctx: AppContext, actor: Actor, code: string): Promise<number> {
  needsCode(actor);
  return attempt(ctx, actor, async (tx) => {
    if (!(await useRecoveryCode(tx, actor.userId, recoveryHash(actor.userId, code), ctx.now()))) return null;
    await completeSecondStep(tx, actor.sessionHash);
    return countUnusedRecoveryCodes(tx, actor.userId);
  });
}

/** Checks a code of the confirmed secret and records its step (so it is not taken again); null when wrong. */
async function currentStep(tx: Executor, userId: number, code: string, now: Date): Promise<number | null> {
  const row = await lockUserMfa(tx, userId);
  if (!row?.secret) throw new AppError('MFA_STATE', 'No second factor is set up.');
  const step = await acceptedStep(row.secret, code, now, row.lastStep);
  if (step !== null) await recordStep(tx, userId, step);
  return step;
}

/** Turns one's own second factor off with a current code; staff cannot while the practice requires it. */
export async function disable(ctx: AppContext, actor: Actor, code: string): Promise<void> {
  if (!actor.mfaEnabled) throw new AppError('MFA_STATE', 'No second factor is set up.');
  if ((await ctx.settings(ctx.db)).staffMfaRequired && holdsStaffRole(actor.roles)) {
    throw new AppError('MFA_REQUIRED_BY_PRACTICE', 'The practice requires a second factor for staff.');
  }
  await attempt(ctx, actor, async (tx) => {
    const step = await currentStep(tx, actor.userId, code, ctx.now());
    if (step === null) return null;
    await removeMfa(tx, actor.userId);
    await writeAudit(tx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'mfa.disable', at: ctx.now() });
    return step;
  });
}

/**
 * An admin resets someone's second factor (a lost phone): it and their sessions end; they set it up
 * again at the next login. Only an admin resets an admin's (the route is for admins; checked here too).
 */
export async function reset(ctx: AppContext, admin: Actor, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findUserById(tx, userId))) throw new AppError('NOT_FOUND', 'No such user.');
    if (!mayManageStaffMember(admin.activeRoles, await rolesOfUser(tx, userId))) {
      throw new AppError('FORBIDDEN', 'Only an administrator may reset the second factor of an administrator.');
    }
    const removed = await removeMfa(tx, userId);
    await revokeSessionsOfUser(tx, userId, ctx.now(), userId === admin.userId ? admin.sessionHash : undefined);
    const detail = { removed, before: { mfaEnabled: removed }, after: { mfaEnabled: false } };
    await writeAudit(tx, { actorUserId: admin.userId, subjectUserId: userId, action: 'mfa.reset', detail, at: ctx.now() });
  });
}
