import { sql } from 'drizzle-orm';
// A real server on a fresh PGlite for the HTTP benchmarks: reference data, three therapists who
// work Monday to Saturday 09:00-20:00 and offer therapy 1, listening on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimeRange } from '@praxis/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { offerTherapies } from '../apps/server/src/seed/offer-therapies.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference.seed.ts';

export const WORKING_WEEK: TimeRange[] = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' }));

export async function openBenchDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-bench-'));
  const handle = await openPglite(dir);
  await runMigrations(handle);
  await seedReferenceData(handle.db, 'sample');
  // The benchmarks' staff sessions are made directly, without the second step a practice may require.
  await handle.db
    .insert(schema.settings)
    .values({ key: 'practice', value: { staffMfaRequired: false }, updatedAt: new Date() })
    .onConflictDoUpdate({ target: schema.settings.key, set: { value: sql`${schema.settings.value} || '{"staffMfaRequired": false}'::jsonb` } });
  const therapistIds: number[] = [];
  for (const n of [1, 2, 3]) {
    const [user] = await handle.db
      .insert(schema.users)
      .values({ email: `therapist${n}@example.com` })
      .returning({ id: schema.users.id });
    therapistIds.push(user!.id);
  }
  const [plan] = await handle.db.insert(schema.weekPlans).values({ name: 'full', ranges: WORKING_WEEK }).returning({ id: schema.weekPlans.id });
  for (const id of therapistIds) {
    await handle.db.insert(schema.therapistPlans).values({ therapistId: id, begins: '2026-01-05', sequence: [plan!.id], breakTime: '12:30' });
    await offerTherapies(handle.db, id, [1]);
  }
  return {
    db: handle.db,
    therapistIds,
    /** Serves the app on a free port with a fixed clock; returns its address and a stop function. */
    async serve(now: Date) {
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
        db: handle.db,
        logger: false,
        now: () => now,
        loginRateLimit: 1_000_000,
      });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      return { address, stop: () => app.close() };
    },
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Median and p95 of a list of milliseconds. */
export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! };
}
