import type { AccountSession, AccountStatusLabel, AutoLoginInput, EmailLinkInput, LoginInput, RegisterInput, RoleName } from '@praxis/domain';
import { describeUserAgent, isInactiveOn, practiceDate, ROLES, sanitizeActiveRoles } from '@praxis/domain';
import { writeAudit } from '../../db/audit.repo.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { clearEvents, takeEvent, type RateLimit } from '../rate-limits/index.ts';
import { findOrCreateCustomer, findUserByEmail, findUserById, updateUser, type UserRow } from '../users/index.ts';
import {
  consumeLoginLink,
  insertLoginLink,
  insertSession,
  liveSessionsOf,
  revokeSession,
  revokeSessionById,
  revokeSessionsOfUser,
  type SessionClient,
  type SessionRow,
} from './account.repo.ts';
import { notify, type LoginLinkPurpose } from '../notifications/index.ts';
import { loginLinkUrl } from './login-link-url.ts';
import { secondStepFor } from './mfa.service.ts';
import { SESSION_LIFETIME_MS, type Actor } from './session.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * 5 wrong passwords for one e-mail within 15 minutes block further attempts for that e-mail, from
 * any address and on every instance (kept in the database).
 */
export const FAILED_LOGINS: RateLimit = { bucket: 'login-failure', max: 5, windowMs: 15 * 60_000 };
/**
 * Forgot-password and new-link requests answer no sooner than this, so that an existing e-mail
 * (a link and a mail written) and an unknown one (nothing to do) cannot be told apart by time.
 */
export const LINK_REQUEST_MIN_MS = 300;
export type { SessionClient };

// A hash to verify against when the e-mail is unknown, so timing does not tell which e-mails exist.
const dummyHash = hashPassword('not-a-real-password');

export interface NewSession {
  token: string;
  user: UserRow;
  session: SessionRow;
  mfaEnabled: boolean;
}

/** A new session; it waits for its second step when the user has a second factor or must set one up. */
async function startSession(ctx: AppContext, db: Executor, user: UserRow, now: Date, viaLink: boolean, client: SessionClient): Promise<NewSession> {
  const token = newToken();
  const { step, mfaEnabled } = await secondStepFor(ctx, db, user);
  const session = await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    viaLink,
    secondFactor: step,
    ...client,
  });
  return { token, user, session, mfaEnabled };
}

/** Waits until `minMs` have passed since `startedMs` (monotonic clock). */
async function answerNoSoonerThan(startedMs: number, minMs: number): Promise<void> {
  const rest = minMs - (performance.now() - startedMs);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

/** Creates a new link (superseding older ones) and writes its mail into the outbox. */
export async function issueLoginLink(ctx: AppContext, db: Executor, user: UserRow, purpose: LoginLinkPurpose, returnPath: string | undefined): Promise<void> {
  const now = ctx.now();
  const practice = await ctx.settings(db);
  const token = newToken();
  await insertLoginLink(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + practice.loginLinkHours * 3_600_000),
    purpose,
  });
  const url = loginLinkUrl(ctx.config.publicUrl, returnPath, user.email, token);
  await notify(ctx, db, { kind: 'loginLink', to: user, purpose, url });
}

/** E-mail and password. Unknown e-mail, no password set and a wrong password all fail alike. */
export async function login(ctx: AppContext, input: LoginInput, client: SessionClient): Promise<NewSession> {
  const now = ctx.now();
  // Each attempt counts as failed until the password proved right, so guesses sent in parallel
  // cannot slip past the limit while their hashes are being checked.
  const allowed = await ctx.db.transaction((tx) => takeEvent(tx, FAILED_LOGINS, input.email, now));
  if (!allowed) throw new AppError('RATE_LIMITED', 'Too many failed logins for this account: try again in 15 minutes, or log in with a link by e-mail.');
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user?.passwordHash || !ok) throw new AppError('LOGIN_FAILED', 'Login failed - please check your details or reactivate your account.');
  refuseInactive(user, now);
  await clearEvents(ctx.db, FAILED_LOGINS.bucket, input.email);
  return startSession(ctx, ctx.db, user, now, false, client);
}

/**
 * A deactivated staff member (from their `inactiveFrom` day on) is refused as a failed login is,
 * so the answer tells nobody that the account exists.
 */
function refuseInactive(user: UserRow, now: Date): void {
  if (isInactiveOn(user.inactiveFrom, practiceDate(now))) {
    throw new AppError('LOGIN_FAILED', 'Login failed - please check your details or reactivate your account.');
  }
}

/** Register or reactivate: a new e-mail gets an account, a known one a login link. */
export async function register(ctx: AppContext, input: RegisterInput): Promise<AccountStatusLabel> {
  const label = await ctx.db.transaction(async (tx) => {
    const { user, created } = await findOrCreateCustomer(tx, input.email, input.language);
    await issueLoginLink(ctx, tx, user, created ? 'newAccount' : 'login', input.returnPath);
    return created ? 'login-new-account' : 'login-link-sent';
  });
  ctx.notifyMail();
  return label;
}

/**
 * Forgot password: only a login link is sent. Anyone can ask for it, so the request itself changes
 * nothing else: the password and the sessions end only when the link is used (`autoLogin`).
 */
export async function forgotPassword(ctx: AppContext, input: EmailLinkInput): Promise<AccountStatusLabel> {
  await sendLinkIfKnown(ctx, input, 'passwordInvalidated');
  return 'login-password-invalidated';
}

/** A fresh login link (the outdated-link panel); unknown e-mails get the same answer and no mail. */
export async function sendLoginLink(ctx: AppContext, input: EmailLinkInput): Promise<AccountStatusLabel> {
  await sendLinkIfKnown(ctx, input, 'login');
  return 'login-link-sent';
}

async function sendLinkIfKnown(ctx: AppContext, input: EmailLinkInput, purpose: LoginLinkPurpose): Promise<void> {
  const started = performance.now();
  const sent = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (user) await issueLoginLink(ctx, tx, user, purpose, input.returnPath);
    return user !== undefined;
  });
  if (sent) ctx.notifyMail();
  await answerNoSoonerThan(started, LINK_REQUEST_MIN_MS);
}

/**
 * Logs in with an e-mailed link; the link works once and only while it is the newest. Using it
 * proves the address: the account counts as confirmed, the reservation the link was sent for is
 * verified, and a forgot-password link ends the old password and every other session.
 */
export async function autoLogin(ctx: AppContext, input: AutoLoginInput, client: SessionClient): Promise<NewSession> {
  return ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const now = ctx.now();
    const link = user ? await consumeLoginLink(tx, hashToken(input.token), user.id, now) : undefined;
    if (!user || !link) {
      throw new AppError('LOGIN_LINK_NEEDED', 'This login link is outdated: use the link in the latest e-mail or request a new one.');
    }
    refuseInactive(user, now);
    const changes: Partial<UserRow> = { unconfirmed: false };
    if (link.purpose === 'passwordInvalidated') {
      changes.passwordHash = null;
      await revokeSessionsOfUser(tx, user.id, now);
    }
    await updateUser(tx, user.id, changes);
    if (link.bookingId !== null) await ctx.events.emit('reservationLinkUsed', { tx, bookingId: link.bookingId, userId: user.id });
    await clearEvents(tx, FAILED_LOGINS.bucket, user.email);
    return startSession(ctx, tx, { ...user, ...changes }, now, true, client);
  });
}

export async function logout(ctx: AppContext, actor: Actor | null): Promise<void> {
  if (actor) await revokeSession(ctx.db, actor.sessionHash, ctx.now());
}

/** Chooses the roles to act in, among those held or inherited. */
export async function setActiveRoles(ctx: AppContext, actor: Actor, wanted: RoleName[]): Promise<RoleName[]> {
  const chosen = sanitizeActiveRoles(actor.roles, wanted);
  await updateUser(ctx.db, actor.userId, { activeRoleIds: chosen.map((role) => ROLES[role]) });
  return chosen;
}

// ---- sessions overview ----

/** The actor's live sessions, the most recently used first; `current` marks the one this request came with. */
export async function sessionList(ctx: AppContext, actor: Actor): Promise<AccountSession[]> {
  const rows = await liveSessionsOf(ctx.db, actor.userId, ctx.now());
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    address: row.ip,
    startedAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.tokenHash === actor.sessionHash,
  }));
}

/** Ends one of the actor's live sessions (404 otherwise); answers whether it was the current one (which logs out). */
export async function endSession(ctx: AppContext, actor: Actor, id: number): Promise<{ current: boolean }> {
  const session = (await liveSessionsOf(ctx.db, actor.userId, ctx.now())).find((row) => row.id === id);
  if (!session || !(await revokeSessionById(ctx.db, actor.userId, session.id, ctx.now()))) throw new AppError('NOT_FOUND', 'No such session.');
  return { current: session.tokenHash === actor.sessionHash };
}

/** Ends every live session of the actor but the current one; answers how many ended. */
export async function endOtherSessions(ctx: AppContext, actor: Actor): Promise<number> {
  return revokeSessionsOfUser(ctx.db, actor.userId, ctx.now(), actor.sessionHash);
}

/**
 * An admin ends every live session of a user (404 when unknown), audited; an admin ending their
 * own keeps the one they act in. Answers how many ended.
 */
export async function endUserSessions(ctx: AppContext, admin: Actor, userId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    if (!(await findUserById(tx, userId))) throw new AppError('NOT_FOUND', 'No such user.');
    const count = await revokeSessionsOfUser(tx, userId, ctx.now(), userId === admin.userId ? admin.sessionHash : undefined);
    await writeAudit(tx, { actorUserId: admin.userId, subjectUserId: userId, action: 'sessions.end', detail: { ended: count }, at: ctx.now() });
    return count;
  });
}
