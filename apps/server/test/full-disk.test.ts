import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAppWithContext } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { customerFiles, settings } from '../src/db/schema/index.ts';
import { multipartForm, pdfFile } from '../src/modules/customer-files/test-files.ts';
import { PRACTICE_SETTINGS_KEY } from '../src/modules/settings/index.ts';
import { seedReferenceData } from '../src/seed/reference.seed.ts';
import { findPgBin, startPgCluster, type PgCluster } from './pg-cluster.ts';
import { asUser, createUser, loginCookie } from './session-helpers.ts';
import { canMountTmpfs, mountSmallDisk, type SmallDisk } from './small-disk.ts';
import { TestClock } from './test-clock.ts';
import type { DbKind } from './test-db.ts';

/** The database of `kind` with its files on `disk`: PGlite's data folder, or a PostgreSQL cluster's. */
async function databaseOn(kind: DbKind, disk: SmallDisk): Promise<{ handle: DatabaseHandle; cluster: PgCluster | null }> {
  if (kind === 'pglite') {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const client = await PGlite.create(join(disk.dir, 'pglite'), { loadDataDir: template, extensions: { btree_gist } });
    return { handle: wrapPglite(client), cluster: null };
  }
  // NOTE: small write-ahead-log limits, so its segments do not take the disk themselves.
  const cluster = await startPgCluster({ parentDir: disk.dir, settings: { max_wal_size: '48MB', min_wal_size: '32MB' } });
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query('CREATE DATABASE praxis');
  await admin.end();
  const handle = openPostgres(cluster.url('praxis'));
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  return { handle, cluster };
}

/**
 * A full disk, for real: the database's files on a small tmpfs that a filler file fills up. Writes
 * that need room answer 507 STORAGE_FULL (not 500) and change nothing, `/api/health` says
 * `degraded` with the reason, and once there is room again both recover.
 */
describe.skipIf(!canMountTmpfs())('a full disk (tmpfs)', () => {
  const kinds: DbKind[] = findPgBin() ? ['pglite', 'postgres'] : ['pglite'];
  describe.each(kinds)('under %s', (kind) => {
    let disk: SmallDisk;
    let database: { handle: DatabaseHandle; cluster: PgCluster | null };
    let app: FastifyInstance;
    const clock = new TestClock();
    let therapist: string;
    let customerId: number;

    beforeAll(async () => {
      disk = mountSmallDisk(kind === 'pglite' ? 160 : 192, { mode: '1777' });
      database = await databaseOn(kind, disk);
      const { db } = database.handle;
      await db.execute(sql`insert into ${settings} (key, value) values (${PRACTICE_SETTINGS_KEY}, '{"staffMfaRequired": false}'::jsonb)
        on conflict (key) do update set value = ${settings.value} || excluded.value`);
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: disk.dir });
      ({ app } = await buildAppWithContext({ config, db, logger: false, now: clock.now, loginRateLimit: 1000 }));
      await app.ready();
      customerId = await createUser(db, 'anna@example.com', ['customer']);
      await createUser(db, 'thera@example.com', ['therapist']);
      therapist = await loginCookie(app, 'thera@example.com');
    }, 120_000);

    afterAll(async () => {
      // Room first: a database closing on a full disk may fail to write its last checkpoint.
      disk?.free();
      try {
        await app?.close();
        await database?.handle.close();
        database?.cluster?.stop();
      } finally {
        disk?.remove();
      }
    });

    const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).json();
    /** A report of 300 KB that does not compress: it needs new pages in the database's files. */
    const upload = () => {
      const form = multipartForm('befund.pdf', Buffer.concat([pdfFile(), randomBytes(300 * 1024)]));
      return app.inject({
        method: 'POST',
        url: `/api/staff/customers/${customerId}/files`,
        headers: { ...asUser(therapist), 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const filesOfAnna = async () => (await database.handle.db.select().from(customerFiles).where(eq(customerFiles.userId, customerId))).length;

    it('answers 507 STORAGE_FULL to a write that needs room, says degraded, and recovers when there is room again', async () => {
      expect(await health()).toEqual({ status: 'ok' });
      disk.fill();
      if (kind === 'pglite') {
        // PGlite's disk is the server's own: a look at its free space tells before any write fails.
        expect(await health()).toMatchObject({ status: 'degraded', reason: 'STORAGE_FULL', detail: expect.stringMatching(/DATA_DIR.*Free space/) });
      }
      const refused = await upload();
      expect(refused.statusCode, refused.body).toBe(507);
      expect(refused.json().error.code).toBe('STORAGE_FULL');
      expect(await filesOfAnna()).toBe(0);
      expect(await health()).toMatchObject({ status: 'degraded', reason: 'STORAGE_FULL' });

      disk.free();
      // The failed write is remembered for a minute (PostgreSQL's disk cannot be looked at from here).
      expect(await health()).toMatchObject({ status: 'degraded', reason: 'STORAGE_FULL' });
      clock.advance(61_000);
      expect(await health()).toEqual({ status: 'ok' });
      const stored = await upload();
      expect(stored.statusCode, stored.body).toBe(201);
      expect(await filesOfAnna()).toBe(1);
    }, 60_000);
  });
});
