// Bulk data for the HTTP benchmarks: customers, a week grid of bookings, a planner's session.
import { ROLES, zonedDay } from '@praxis/domain';
import type { Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { percentiles } from './bench-server.ts';

/** `count` customers (`kunde<n>@example.com`, 977 distinct last names); answers their ids. */
export async function insertCustomers(db: Database, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1000) {
    const rows = await db
      .insert(schema.users)
      .values(
        Array.from({ length: Math.min(1000, count - i) }, (_, n) => ({
          email: `kunde${i + n}@example.com`,
          firstName: `Vorname${i + n}`,
          lastName: `Nachname${(i + n) % 977}`,
          phone: '+41791234567',
          unconfirmed: false,
        })),
      )
      .returning({ id: schema.users.id });
    ids.push(...rows.map((r) => r.id));
  }
  for (let i = 0; i < ids.length; i += 1000)
    await db.insert(schema.userRoles).values(ids.slice(i, i + 1000).map((userId) => ({ userId, roleId: ROLES.customer })));
  return ids;
}

/**
 * `count` bookings of 60 minutes from `firstDay` on (Monday to Saturday, 09:00–19:00, every
 * therapist each hour, no overlaps), customers in turn; every `cancelledEvery`th cancelled at `now`.
 */
export async function insertBookingGrid(
  db: Database,
  options: { firstDay: string; count: number; therapistIds: number[]; customerIds: number[]; cancelledEvery: number; now: Date },
): Promise<Array<typeof schema.bookings.$inferSelect>> {
  const rows: Array<typeof schema.bookings.$inferInsert> = [];
  for (let day = 0; rows.length < options.count; day++) {
    const date = zonedDay(new Date(Date.parse(`${options.firstDay}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10));
    if (date.weekday === 0) continue;
    for (let hour = 9; hour < 19 && rows.length < options.count; hour++) {
      for (const therapistId of options.therapistIds) {
        if (rows.length >= options.count) break;
        const startsAt = new Date(date.at(hour * 60));
        const cancelled = rows.length % options.cancelledEvery === 0;
        rows.push({
          therapistId,
          customerId: options.customerIds[rows.length % options.customerIds.length]!,
          therapyId: 1,
          arrangementId: 2,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          durationMinutes: 55,
          priceRappen: 14000,
          cancelledAt: cancelled ? options.now : null,
          cancelType: cancelled ? 4 : null,
        });
      }
    }
  }
  const inserted: Array<typeof schema.bookings.$inferSelect> = [];
  for (let i = 0; i < rows.length; i += 500)
    inserted.push(
      ...(await db
        .insert(schema.bookings)
        .values(rows.slice(i, i + 500))
        .returning()),
    );
  return inserted;
}

/** A planner with a session valid for a day after `now`; answers the cookie. */
export async function plannerCookie(db: Database, now: Date): Promise<string> {
  const [planner] = await db.insert(schema.users).values({ email: 'planner@example.com' }).returning({ id: schema.users.id });
  await db.insert(schema.userRoles).values({ userId: planner!.id, roleId: ROLES.planner });
  const token = newToken();
  await db.insert(schema.sessions).values({ tokenHash: hashToken(token), userId: planner!.id, expiresAt: new Date(now.getTime() + 86_400_000) });
  return `sid=${token}`;
}

/** Median and p95 of 30 GETs after 5 warm-up requests, printed with the answer's size. */
export async function measureGet(address: string, cookie: string, label: string, path: string): Promise<void> {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 35; i++) {
    const started = performance.now();
    const response = await fetch(`${address}${path}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - started);
    size = body.byteLength;
  }
  const { median, p95 } = percentiles(times);
  console.log(`${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${(size / 1024).toFixed(0)} KiB)`);
}
