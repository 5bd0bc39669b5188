import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DbUpdatesDto, RoleName } from '@praxis/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { MIGRATIONS_FOLDER } from '../../db/migration-journal.ts';

const journal = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string; when: number }> })
  .entries;
const fileChecksum = (name: string) =>
  createHash('sha256')
    .update(readFileSync(join(MIGRATIONS_FOLDER, `${name}.sql`)))
    .digest('hex');
const rootVersion = (JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

describe.each(DB_KINDS)('database updates on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.db, 'root@example.com', ['admin']);
    admin = await loginCookie(t.app, 'root@example.com');
  });
  afterAll(() => t.close());

  const get = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/db-updates', headers: cookie ? { cookie } : {} });

  it('lists every migration in journal order with its applied time and the checksum of its file', async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<DbUpdatesDto>();
    expect(body.migrations.map((m) => m.name)).toEqual(journal.map((entry) => entry.tag));
    for (const [index, migration] of body.migrations.entries()) {
      const entry = journal[index]!;
      expect(migration).toEqual({
        name: entry.tag,
        appliedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        appliedNoLaterThan: null,
        generatedAt: new Date(entry.when).toISOString(),
        checksum: fileChecksum(entry.tag),
        fileChecksum: fileChecksum(entry.tag),
        checksumMatches: true,
      });
    }
    expect(body.pending).toEqual([]);
  });

  it('names the database, its version and size, and the server version', async () => {
    const { database, serverVersion } = (await get(admin)).json<DbUpdatesDto>();
    expect(serverVersion).toBe(rootVersion);
    expect(database.kind).toBe(kind === 'pglite' ? 'pglite' : 'postgresql');
    expect(database.version).toMatch(/^\d+(\.\d+)?/);
    expect(database.description).toMatch(/^PostgreSQL \d+/);
    expect(database.sizeBytes).toBeGreaterThan(1_000_000);
  });

  it.each<RoleName>(['customer', 'planner', 'therapist', 'accountant', 'team_leader', 'managing_director'])('refuses a %s (403)', async (role) => {
    await createUser(t.db, `${role}@example.com`, [role]);
    expect((await get(await loginCookie(t.app, `${role}@example.com`))).statusCode).toBe(403);
  });

  it('asks a visitor to log in (401)', async () => {
    expect((await get()).statusCode).toBe(401);
  });
});

describe.each(DB_KINDS)('database updates with gaps on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('shows a changed checksum, times unknown before recording began, and a migration not applied yet', async () => {
    await createUser(t.db, 'root@example.com', ['admin']);
    const admin = await loginCookie(t.app, 'root@example.com');
    const [first, second, third] = journal;
    const last = journal.at(-1)!;
    // The first migration's SQL was edited after it ran; the first two ran before times were recorded; the last is not applied.
    await t.db.execute(sql`update drizzle.__drizzle_migrations set hash = ${'0'.repeat(64)} where created_at = ${first!.when}`);
    await t.db.execute(sql`delete from migration_log where journal_when in (${first!.when}, ${second!.when})`);
    await t.db.execute(sql`update migration_log set applied_at = '2020-01-02T03:04:05Z' where journal_when = ${third!.when}`);
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);

    const body = (await t.app.inject({ method: 'GET', url: '/api/admin/db-updates', headers: { cookie: admin } })).json<DbUpdatesDto>();

    expect(body.migrations[0]).toMatchObject({ name: first!.tag, checksum: '0'.repeat(64), fileChecksum: fileChecksum(first!.tag), checksumMatches: false });
    expect(body.migrations.slice(0, 3).map((m) => [m.appliedAt, m.appliedNoLaterThan])).toEqual([
      [null, '2020-01-02T03:04:05.000Z'],
      [null, '2020-01-02T03:04:05.000Z'],
      ['2020-01-02T03:04:05.000Z', null],
    ]);
    expect(body.migrations.filter((m) => !m.checksumMatches)).toHaveLength(1);
    expect(body.migrations.map((m) => m.name)).not.toContain(last.tag);
    expect(body.pending).toEqual([{ name: last.tag, generatedAt: new Date(last.when).toISOString(), checksum: fileChecksum(last.tag) }]);
  });
});
