import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rateEvents } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

/** A limit kept in the database, so it holds across restarts and across server instances. */
export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

// The key (an e-mail, a client address) is stored only as its hash: the table is not a second
// register of who tried what.
const keyOf = (key: string) => hashToken(key.toLowerCase());

/** How many events of `key` happened within the limit's window before `now`. */
export async function countEvents(db: Executor, limit: RateLimit, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, limit.bucket), eq(rateEvents.key, keyOf(key)), gt(rateEvents.at, since)));
  return row?.n ?? 0;
}

/**
 * Records one event of `key` if fewer than `max` happened within the window, and answers whether
 * it did. Concurrent calls for one key (also from other instances) wait for each other on a
 * transaction-scoped advisory lock, so the limit cannot be overshot; call it inside a transaction.
 */
export async function takeEvent(tx: Executor, limit: RateLimit, key: string, now: Date): Promise<boolean> {
  const hashed = keyOf(key);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${limit.bucket}:${hashed}`}, 0))`);
  if ((await countEvents(tx, limit, key, now)) >= limit.max) return false;
  await tx.insert(rateEvents).values({ bucket: limit.bucket, key: hashed, at: now });
  return true;
}

/** Forgets the events of `key` (e.g. failed logins after a successful one). */
export async function clearEvents(db: Executor, bucket: string, key: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, keyOf(key))));
}

/** Deletes events older than `before`; no limit looks back further than a day. */
export async function pruneEvents(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(rateEvents).where(lt(rateEvents.at, before)).returning({ id: rateEvents.id });
  return rows.length;
}
