import type { AccountStatusLabel, AutoLoginInput, EmailLinkInput, LoginInput, RegisterInput, RoleName } from '@praxis/domain';
import { ROLES, sanitizeActiveRoles } from '@praxis/domain';
import type { Config } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { FailureLimiter } from '../../lib/failure-limiter.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { readPracticeSettings } from '../settings/settings.repo.ts';
import {
  consumeLoginLink,
  findOrCreateCustomer,
  findUserByEmail,
  insertLoginLink,
  insertSession,
  revokeSession,
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

/** 5 wrong passwords for one e-mail within 15 minutes block further attempts for that e-mail. */
const failedLogins = new FailureLimiter(5, 15 * 60_000);
// A hash to verify against when the e-mail is unknown, so timing does not tell which e-mails exist.
const dummyHash = hashPassword('not-a-real-password');

export interface NewSession {
  token: string;
  tokenHash: string;
  user: UserRow;
  expiresAt: Date;
}

async function startSession(db: Executor, user: UserRow, now: Date): Promise<NewSession> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(db, tokenHash, user.id, expiresAt);
  return { token, tokenHash, user, expiresAt };
}

const messageDomain = (config: Config) => new URL(config.publicUrl).hostname;

/** Creates a new link (superseding older ones) and writes its mail into the outbox. */
async function issueLoginLink(deps: AccountDeps, db: Executor, user: UserRow, purpose: LoginLinkPurpose, returnPath: string | undefined): Promise<void> {
  const now = deps.now();
  const practice = await readPracticeSettings(db);
  const token = newToken();
  await insertLoginLink(db, user.id, hashToken(token), now, new Date(now.getTime() + practice.loginLinkHours * 3_600_000));
  const url = loginLinkUrl(deps.config.publicUrl, returnPath, user.email, token);
  await enqueueLoginLinkMail(db, { user, url, purpose, practice, messageDomain: messageDomain(deps.config) });
}

/** E-mail and password. Unknown e-mail, no password set and a wrong password all fail alike. */
export async function login(deps: AccountDeps, input: LoginInput): Promise<NewSession> {
  if (failedLogins.blocked(input.email)) throw new AppError('RATE_LIMITED', 'Too many failed logins for this account.');
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user?.passwordHash || !ok) {
    failedLogins.fail(input.email);
    throw new AppError('LOGIN_FAILED', 'Login failed - please check your details or reactivate your account.');
  }
  failedLogins.reset(input.email);
  return startSession(deps.db, user, deps.now());
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

/** Forgot password: the password stops working and a login link is sent. */
export async function forgotPassword(deps: AccountDeps, input: EmailLinkInput): Promise<AccountStatusLabel> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) return;
    await updateUser(tx, user.id, { passwordHash: null });
    await revokeSessionsOfUser(tx, user.id, deps.now());
    await issueLoginLink(deps, tx, user, 'passwordInvalidated', input.returnPath);
  });
  deps.notifyMail();
  return 'login-password-invalidated';
}

/** A fresh login link (the outdated-link panel); unknown e-mails get the same answer and no mail. */
export async function sendLoginLink(deps: AccountDeps, input: EmailLinkInput): Promise<AccountStatusLabel> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (user) await issueLoginLink(deps, tx, user, 'login', input.returnPath);
  });
  deps.notifyMail();
  return 'login-link-sent';
}

/** Logs in with an e-mailed link; the link works once and only while it is the newest. */
export async function autoLogin(deps: AccountDeps, input: AutoLoginInput): Promise<NewSession> {
  return deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const now = deps.now();
    if (!user || !(await consumeLoginLink(tx, hashToken(input.token), user.id, now))) {
      throw new AppError('LOGIN_LINK_NEEDED', 'This login link is outdated: use the link in the latest e-mail or request a new one.');
    }
    if (user.unconfirmed) await updateUser(tx, user.id, { unconfirmed: false });
    return startSession(tx, { ...user, unconfirmed: false }, now);
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
