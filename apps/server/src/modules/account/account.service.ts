import type { AccountStatusLabel, AutoLoginInput, EmailLinkInput, LoginInput, RegisterInput, RoleName } from '@praxis/domain';
import { ROLES, sanitizeActiveRoles } from '@praxis/domain';
import type { Config } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { markReservationVerified } from '../bookings/bookings.repo.ts';
import { clearEvents, takeEvent, type RateLimit } from '../rate-limits/rate-events.repo.ts';
import { readPracticeSettings } from '../settings/settings.repo.ts';
import {
  consumeLoginLink,
  findOrCreateCustomer,
  findUserByEmail,
  insertLoginLink,
  insertSession,
  revokeSession,
  type SessionRow,
  revokeSessionsOfUser,
  updateUser,
  type UserRow,
} from './account.repo.ts';
import { enqueueLoginLinkMail, loginLinkUrl, type LoginLinkPurpose } from './login-link-mail.ts';
import { SESSION_LIFETIME_MS, type Actor } from './session.ts';

export interface AccountDeps {
  db: Database;
  config: Config;
  /** Wakes the mail worker after a mail was committed to the outbox. */
  notifyMail: () => void;
  now: () => Date;
  /** Sensitive requests allowed per IP and minute. */
  loginRateLimit: number;
  /** Runs after every login, e.g. to confirm temporary bookings whose data are complete. */
  afterLogin?: (userId: number) => Promise<unknown>;
}

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
// A hash to verify against when the e-mail is unknown, so timing does not tell which e-mails exist.
const dummyHash = hashPassword('not-a-real-password');

export interface NewSession {
  token: string;
  user: UserRow;
  session: SessionRow;
}

async function startSession(db: Executor, user: UserRow, now: Date, viaLink: boolean): Promise<NewSession> {
  const token = newToken();
  const session = await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    viaLink,
  });
  return { token, user, session };
}

/** Waits until `minMs` have passed since `startedMs` (monotonic clock). */
async function answerNoSoonerThan(startedMs: number, minMs: number): Promise<void> {
  const rest = minMs - (performance.now() - startedMs);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

const messageDomain = (config: Config) => new URL(config.publicUrl).hostname;

/** Creates a new link (superseding older ones) and writes its mail into the outbox. */
async function issueLoginLink(deps: AccountDeps, db: Executor, user: UserRow, purpose: LoginLinkPurpose, returnPath: string | undefined): Promise<void> {
  const now = deps.now();
  const practice = await readPracticeSettings(db);
  const token = newToken();
  await insertLoginLink(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + practice.loginLinkHours * 3_600_000),
    purpose,
  });
  const url = loginLinkUrl(deps.config.publicUrl, returnPath, user.email, token);
  await enqueueLoginLinkMail(db, { user, url, purpose, practice, messageDomain: messageDomain(deps.config) });
}

/** E-mail and password. Unknown e-mail, no password set and a wrong password all fail alike. */
export async function login(deps: AccountDeps, input: LoginInput): Promise<NewSession> {
  const now = deps.now();
  // Each attempt counts as failed until the password proved right, so guesses sent in parallel
  // cannot slip past the limit while their hashes are being checked.
  const allowed = await deps.db.transaction((tx) => takeEvent(tx, FAILED_LOGINS, input.email, now));
  if (!allowed) throw new AppError('RATE_LIMITED', 'Too many failed logins for this account: try again in 15 minutes, or log in with a link by e-mail.');
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user?.passwordHash || !ok) throw new AppError('LOGIN_FAILED', 'Login failed - please check your details or reactivate your account.');
  await clearEvents(deps.db, FAILED_LOGINS.bucket, input.email);
  return startSession(deps.db, user, now, false);
}

/** Register or reactivate: a new e-mail gets an account, a known one a login link. */
export async function register(deps: AccountDeps, input: RegisterInput): Promise<AccountStatusLabel> {
  const label = await deps.db.transaction(async (tx) => {
    const { user, created } = await findOrCreateCustomer(tx, input.email, input.language);
    await issueLoginLink(deps, tx, user, created ? 'newAccount' : 'login', input.returnPath);
    return created ? 'login-new-account' : 'login-link-sent';
  });
  deps.notifyMail();
  return label;
}

/**
 * Forgot password: only a login link is sent. Anyone can ask for it, so the request itself changes
 * nothing else: the password and the sessions end only when the link is used (`autoLogin`).
 */
export async function forgotPassword(deps: AccountDeps, input: EmailLinkInput): Promise<AccountStatusLabel> {
  await sendLinkIfKnown(deps, input, 'passwordInvalidated');
  return 'login-password-invalidated';
}

/** A fresh login link (the outdated-link panel); unknown e-mails get the same answer and no mail. */
export async function sendLoginLink(deps: AccountDeps, input: EmailLinkInput): Promise<AccountStatusLabel> {
  await sendLinkIfKnown(deps, input, 'login');
  return 'login-link-sent';
}

async function sendLinkIfKnown(deps: AccountDeps, input: EmailLinkInput, purpose: LoginLinkPurpose): Promise<void> {
  const started = performance.now();
  const sent = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (user) await issueLoginLink(deps, tx, user, purpose, input.returnPath);
    return user !== undefined;
  });
  if (sent) deps.notifyMail();
  await answerNoSoonerThan(started, LINK_REQUEST_MIN_MS);
}

/**
 * Logs in with an e-mailed link; the link works once and only while it is the newest. Using it
 * proves the address: the account counts as confirmed, the reservation the link was sent for is
 * verified, and a forgot-password link ends the old password and every other session.
 */
export async function autoLogin(deps: AccountDeps, input: AutoLoginInput): Promise<NewSession> {
  return deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const now = deps.now();
    const link = user ? await consumeLoginLink(tx, hashToken(input.token), user.id, now) : undefined;
    if (!user || !link) {
      throw new AppError('LOGIN_LINK_NEEDED', 'This login link is outdated: use the link in the latest e-mail or request a new one.');
    }
    const changes: Partial<UserRow> = { unconfirmed: false };
    if (link.purpose === 'passwordInvalidated') {
      changes.passwordHash = null;
      await revokeSessionsOfUser(tx, user.id, now);
    }
    await updateUser(tx, user.id, changes);
    if (link.bookingId !== null) await markReservationVerified(tx, link.bookingId, user.id);
    await clearEvents(tx, FAILED_LOGINS.bucket, user.email);
    return startSession(tx, { ...user, ...changes }, now, true);
  });
}

export async function logout(deps: AccountDeps, actor: Actor | null): Promise<void> {
  if (actor) await revokeSession(deps.db, actor.sessionHash, deps.now());
}

/** Chooses the roles to act in, among those held or inherited. */
export async function setActiveRoles(deps: AccountDeps, actor: Actor, wanted: RoleName[]): Promise<RoleName[]> {
  const chosen = sanitizeActiveRoles(actor.roles, wanted);
  await updateUser(deps.db, actor.userId, { activeRoleIds: chosen.map((role) => ROLES[role]) });
  return chosen;
}
