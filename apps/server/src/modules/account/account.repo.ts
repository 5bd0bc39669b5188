import { SAMPLE_PRACTICE_SETTINGS } from '@praxis/domain';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { loginLinks, mfaRecoveryCodes, sessions, settings, userMfa, userRoles, users } from '../../db/schema/index.ts';
import { PRACTICE_SETTINGS_KEY } from '../settings/index.ts';
import { SessionLookUps } from './session-look-ups.ts';

export type SessionRow = typeof sessions.$inferSelect;
/** Who opened a session: the browser's User-Agent and the client's address. */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}
// A User-Agent is about 150 characters; a longer one is cut rather than stored whole.
const USER_AGENT_MAX = 300;
/** A session's last request is written at most this often: not a write on every request. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** What a session still needs before its login is complete. */
export type SecondFactorStep = 'setup' | 'verify';

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date; viaLink: boolean; secondFactor: SecondFactorStep | null } & SessionClient,
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, userAgent: values.userAgent?.slice(0, USER_AGENT_MAX) ?? null, lastSeenAt: values.createdAt })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/**
 * The live session with this token hash, its user, the ids of the roles they hold, whether they
 * have a second factor and whether the practice requires one of staff, or undefined. It runs before
 * every API request (so the second step is decided on each); requests that arrive together are
 * looked up together (`SessionLookUps`).
 */
export function findLiveSession(db: Database, tokenHash: string, now: Date): Promise<LiveSession | undefined> {
  let lookUps = sessionLookUps.get(db);
  if (!lookUps) {
    const one = prepareLiveSessions(db, 'one');
    const many = prepareLiveSessions(db, 'many');
    // The common case, a request alone, keeps the plain equality (an array costs more to send and plan).
    lookUps = new SessionLookUps((tokenHashes, now) =>
      tokenHashes.length === 1 ? one.execute({ tokenHash: tokenHashes[0], now }) : many.execute({ tokenHashes, now }),
    );
    sessionLookUps.set(db, lookUps);
  }
  return lookUps.find(tokenHash, now);
}

// NOTE: built once per database, not per request: building the statement's text took about a
// fifth of the look-up's time on PGlite, on every API request.
const prepareLiveSessions = (db: Database, count: 'one' | 'many') =>
  db
    .select({
      session: sessions,
      user: users,
      roleIds: sql<number[]>`array(select ${userRoles.roleId} from ${userRoles} where ${userRoles.userId} = ${users.id} order by ${userRoles.roleId})`,
      mfaEnabled: sql<boolean>`exists(select 1 from ${userMfa} where ${userMfa.userId} = ${users.id} and ${userMfa.enabledAt} is not null)`,
      // NOTE: in the same statement, not a read of the settings per request: the look-up stays one round trip.
      staffMfaRequired: sql<boolean>`coalesce((select (${settings.value} ->> 'staffMfaRequired')::boolean from ${settings} where ${settings.key} = ${PRACTICE_SETTINGS_KEY}), ${sql.raw(String(SAMPLE_PRACTICE_SETTINGS.staffMfaRequired))})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        count === 'one' ? eq(sessions.tokenHash, sql.placeholder('tokenHash')) : sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare(`live_sessions_${count}`);
export type LiveSession = Awaited<ReturnType<ReturnType<typeof prepareLiveSessions>['execute']>>[number];
const sessionLookUps = new WeakMap<Database, SessionLookUps<LiveSession>>();

export async function revokeSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of the user, except `keepTokenHash` (the caller's own) if given; answers how many ended. */
export async function revokeSessionsOfUser(db: Executor, userId: number, now: Date, keepTokenHash?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends the user's live session `id`; false when they have none of that id. */
export async function revokeSessionById(db: Executor, userId: number, id: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** The user's live sessions, the most recently used first. */
export async function liveSessionsOf(db: Executor, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Deletes the sessions that ended (expired or revoked) before `before`: their addresses are kept no longer. */
export async function pruneSessions(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return gone.length;
}

/** Records a request of the session. */
export async function touchSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export type LoginLinkRow = typeof loginLinks.$inferSelect;

/** Stores a new login link and supersedes the user's older unused ones. */
export async function insertLoginLink(
  db: Executor,
  link: { userId: number; tokenHash: string; now: Date; expiresAt: Date; purpose?: string; bookingId?: number | null },
): Promise<void> {
  const { userId, now } = link;
  await db
    .update(loginLinks)
    .set({ supersededAt: now })
    .where(and(eq(loginLinks.userId, userId), isNull(loginLinks.usedAt), isNull(loginLinks.supersededAt)));
  await db.insert(loginLinks).values({
    userId,
    tokenHash: link.tokenHash,
    expiresAt: link.expiresAt,
    createdAt: now,
    purpose: link.purpose ?? 'login',
    bookingId: link.bookingId ?? null,
  });
}

/**
 * Uses the link once: marks it used if it is current (not used, not superseded, not expired) and
 * belongs to `userId`, and returns it; undefined otherwise. The update itself is the check, so two
 * requests with the same link cannot both succeed.
 */
export async function consumeLoginLink(db: Executor, tokenHash: string, userId: number, now: Date): Promise<LoginLinkRow | undefined> {
  const used = await db
    .update(loginLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginLinks.tokenHash, tokenHash),
        eq(loginLinks.userId, userId),
        isNull(loginLinks.usedAt),
        isNull(loginLinks.supersededAt),
        gt(loginLinks.expiresAt, now),
      ),
    )
    .returning();
  return used[0];
}

/**
 * Deletes an account's ways in (an erasure): its sessions, login links, second factor and recovery
 * codes; answers how many sessions and links went.
 */
export async function deleteCredentialsOfUser(tx: Executor, userId: number): Promise<{ sessions: number; loginLinks: number }> {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.tokenHash });
  const links = await tx.delete(loginLinks).where(eq(loginLinks.userId, userId)).returning({ id: loginLinks.id });
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.delete(userMfa).where(eq(userMfa.userId, userId));
  return { sessions: ended.length, loginLinks: links.length };
}
