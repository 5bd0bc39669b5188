import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settings } from '../src/db/schema/index.ts';
import { PRACTICE_SETTINGS_KEY } from '../src/modules/settings/index.ts';
import { buildAppWithContext } from '../src/app.ts';
import type { AppContext } from '../src/core/app-context.ts';
import type { LogStream } from '../src/plugins/request-logging.ts';
import { loadConfig, type Config } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, type DbKind } from './test-db.ts';
import { TestClock } from './test-clock.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The context the modules got (services and jobs can be called with it). */
  ctx: AppContext;
  db: Database;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * The app on a fresh database of `kind`; `env` overrides the test environment; the per-IP login
 * limit is off unless given; logs are off unless `logStream` captures them (at `LOG_LEVEL`).
 * Staff log in without a second factor unless `staffMfa` (the practice's default, which the
 * second-factor tests prove): the other tests are about what staff do once logged in.
 */
export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  options: { loginRateLimit?: number; onQuery?: (sql: string) => void; logStream?: LogStream; staffMfa?: boolean } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase(kind, options.onQuery);
  if (!options.staffMfa) {
    await handle.db.execute(
      sql`insert into ${settings} (key, value) values (${PRACTICE_SETTINGS_KEY}, '{"staffMfaRequired": false}'::jsonb) on conflict (key) do update set value = ${settings.value} || excluded.value`,
    );
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const clock = new TestClock();
  const { app, ctx } = await buildAppWithContext({
    config,
    db: handle.db,
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    now: clock.now,
    loginRateLimit: options.loginRateLimit ?? 1000,
  });
  await app.ready();
  return {
    app,
    ctx,
    db: handle.db,
    config,
    clock,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** Cookie and header that pass the CSRF check on a mutation. */
export function csrf(token = 'test-token'): { cookie: string; 'x-xsrf-token': string } {
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}
