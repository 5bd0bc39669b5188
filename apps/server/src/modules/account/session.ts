import { isInactiveOn, practiceDate, sanitizeActiveRoles, secondStepDue, type RoleName, type SessionUser } from '@praxis/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { hashToken } from '../../lib/tokens.ts';
import { roleNamesOf, rolesOfUser, type UserRow } from '../users/index.ts';
import { findLiveSession, LAST_SEEN_EVERY_MS, touchSession, type SecondFactorStep, type SessionRow } from './account.repo.ts';

export const SESSION_COOKIE = 'sid';
/** Not secret: lets other tabs notice a login or logout within a second (specification section 4). */
export const SESSION_HINT_COOKIE = 'sid_user';
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** How long after a login by e-mailed link a password may be set without the current one. */
export const RECENT_LINK_LOGIN_MS = 10 * 60 * 1000;

/** Who is calling: the logged-in user with their roles, or nobody. */
export interface Actor {
  userId: number;
  email: string;
  roles: RoleName[];
  activeRoles: RoleName[];
  sessionHash: string;
  expiresAt: Date;
  sessionStartedAt: Date;
  /** The session began with an e-mailed login link (proof of the address), not a password. */
  viaLink: boolean;
  /** The second step the session still needs; only the second-step calls see such an actor. */
  secondFactor: SecondFactorStep | null;
  mfaEnabled: boolean;
  user: UserRow;
}

/** True within 10 minutes of a login by e-mailed link: the address was just proven. */
export const hasRecentLinkLogin = (actor: Actor, now: Date) => actor.viaLink && now.getTime() - actor.sessionStartedAt.getTime() < RECENT_LINK_LOGIN_MS;

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** A session that has not passed its second step called something else than that step. */
    secondFactorPending: boolean;
  }
}

/** What a session before its second step may call: who am I, log out, and the second step itself. */
const SECOND_STEP_PATHS = new Set([
  '/api/account/me',
  '/api/account/logout',
  '/api/account/mfa/setup',
  '/api/account/mfa/confirm',
  '/api/account/mfa/verify',
  '/api/account/mfa/recovery',
]);

/** The active roles of a user: the chosen ones if still allowed, else every role they hold. */
export const activeRolesOf = (user: UserRow, held: RoleName[]) => sanitizeActiveRoles(held, roleNamesOf(user.activeRoleIds));

/** The session user as the API shows it. */
export function presentSessionUser(actor: Actor, now: Date): SessionUser {
  return {
    id: actor.userId,
    email: actor.email,
    firstName: actor.user.firstName,
    lastName: actor.user.lastName,
    language: actor.user.language,
    hasPassword: actor.user.passwordHash !== null,
    roles: actor.roles,
    activeRoles: actor.activeRoles,
    expiresAt: actor.expiresAt.toISOString(),
    recentLinkLogin: hasRecentLinkLogin(actor, now),
    secondFactor: actor.secondFactor,
    mfaEnabled: actor.mfaEnabled,
  };
}

/** Sets the session cookies: `sid` (HttpOnly, the secret) and `sid_user` (readable hint). */
export function setSessionCookies(reply: FastifyReply, config: Config, token: string, userId: number, expiresAt: Date): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: config.env === 'production', expires: expiresAt };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, `${userId}.${expiresAt.getTime()}`, { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: config.env === 'production' };
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, base);
}

/** Resolves `request.actor` from the `sid` cookie on every /api request. */
export function registerSessions(app: FastifyInstance, db: Database, now: () => Date = () => new Date()): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('secondFactorPending', false);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const hash = hashToken(token);
    const at = now();
    const found = await findLiveSession(db, hash, at);
    // NOTE: a deactivation dated ahead ends the sessions on its day without a job revoking them.
    if (!found || isInactiveOn(found.user.inactiveFrom, practiceDate(at))) return;
    if (!found.session.lastSeenAt || at.getTime() - found.session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) await touchSession(db, hash, at);
    const roles = roleNamesOf(found.roleIds);
    // NOTE: from the current roles and setting, not only the login's: a role granted to a live
    // session, or the requirement switched on, asks for the second step before the next call.
    const step = secondStepDue(found.session.secondFactor as SecondFactorStep | null, found.mfaEnabled, roles, found.staffMfaRequired);
    // NOTE: deny by default: before its second step a session is nobody everywhere else.
    if (step && !SECOND_STEP_PATHS.has(request.url.split('?')[0]!)) {
      request.secondFactorPending = true;
      return;
    }
    request.actor = actorOf(found.user, { ...found.session, secondFactor: step }, roles, found.mfaEnabled);
  });
}

/** The actor of a session: the user with the roles they hold and act in. */
export async function loadActor(db: Database, user: UserRow, session: SessionRow, mfaEnabled: boolean): Promise<Actor> {
  return actorOf(user, session, await rolesOfUser(db, user.id), mfaEnabled);
}

function actorOf(user: UserRow, session: SessionRow, roles: RoleName[], mfaEnabled: boolean): Actor {
  return {
    userId: user.id,
    email: user.email,
    roles,
    activeRoles: activeRolesOf(user, roles),
    sessionHash: session.tokenHash,
    expiresAt: session.expiresAt,
    sessionStartedAt: session.createdAt,
    viaLink: session.viaLink,
    secondFactor: session.secondFactor as SecondFactorStep | null,
    mfaEnabled,
    user,
  };
}
