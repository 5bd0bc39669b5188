import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginLinks, sessions, userMfa, userRoles, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
/** What a session still needs before its login is complete. */
export type SecondFactorStep = 'setup' | 'verify';

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date; viaLink: boolean; secondFactor: SecondFactorStep | null },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/**
 * The live session with this token hash, its user, the ids of the roles they hold and whether they
 * have a second factor, or
 * undefined. One statement: it runs before every API request (a query costs about a millisecond on PGlite).
 */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      roleIds: sql<number[]>`array(select ${userRoles.roleId} from ${userRoles} where ${userRoles.userId} = ${users.id} order by ${userRoles.roleId})`,
      mfaEnabled: sql<boolean>`exists(select 1 from ${userMfa} where ${userMfa.userId} = ${users.id} and ${userMfa.enabledAt} is not null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

export async function revokeSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of the user, except `keepTokenHash` (the caller's own) if given. */
export async function revokeSessionsOfUser(db: Executor, userId: number, now: Date, keepTokenHash?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));
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
