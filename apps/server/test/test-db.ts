import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle, type QueryListener } from '../src/db/client.ts';

export type DbKind = 'pglite' | 'postgres';
/** Every server test runs on both databases. */
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

let template: Blob | null = null;

async function clonePglite(onQuery?: QueryListener): Promise<DatabaseHandle> {
  template ??= new Blob([await readFile(inject('pgliteTemplate'))]);
  return wrapPglite(await PGlite.create({ loadDataDir: template, extensions: { btree_gist } }), onQuery);
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(inject('pgTemplateUrl'));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the test cluster (a copy of `template`, or empty) and its URL; `drop` removes it
 * once its connections have closed.
 */
export async function createPostgresDatabase(template: string | null): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (client) => {
    // NOTE: two files copying the template at the same moment make one fail with 55006; retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt > 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const url = new URL(inject('pgTemplateUrl'));
  url.pathname = `/${name}`;
  // NOTE: pool.end() resolves before every socket has closed; FORCE would then terminate a closing
  // connection, whose error nobody listens to any more. Wait for them instead (55006).
  const drop = () =>
    withAdmin(async (client) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}${attempt > 50 ? ' WITH (FORCE)' : ''}`);
          return;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006') throw err;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    });
  return { url: url.toString(), drop };
}

/** The name of the migrated and seeded template database. */
export const pgTemplateName = () => new URL(inject('pgTemplateUrl')).pathname.slice(1);

async function newPostgresDatabase(template: string | null, onQuery?: QueryListener): Promise<DatabaseHandle> {
  const { url, drop } = await createPostgresDatabase(template);
  const handle = openPostgres(url, onQuery);
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

const clonePostgres = (onQuery?: QueryListener) => newPostgresDatabase(pgTemplateName(), onQuery);

/** A fresh, migrated and seeded database of `kind`, private to the caller; `onQuery` sees every statement. */
export function createTestDatabase(kind: DbKind, onQuery?: QueryListener): Promise<DatabaseHandle> {
  return kind === 'pglite' ? clonePglite(onQuery) : clonePostgres(onQuery);
}

/** An empty database of `kind` (not migrated), private to the caller: for tests of the migrations themselves. */
export async function createEmptyDatabase(kind: DbKind): Promise<DatabaseHandle> {
  return kind === 'pglite' ? wrapPglite(await PGlite.create({ extensions: { btree_gist } })) : newPostgresDatabase(null);
}
