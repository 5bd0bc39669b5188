import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories accept: the database or a transaction on it. */
export type Executor = Database | Transaction;

// NOTE: both drivers answer `execute` with `{ rows }`; Drizzle's shared type does not say so.
/** The rows of a raw statement, whichever driver ran it. */
export const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A json column as the driver handed it over (parsed, or as text on some paths); `empty` for SQL null. */
export const jsonValue = <T>(value: T | string | null | undefined, empty: T): T =>
  value === null || value === undefined ? empty : typeof value === 'string' ? (JSON.parse(value) as T) : value;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` with the migrations lock held (PostgreSQL) so concurrent starts migrate once. */
  withMigrationLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Which driver `db` runs on: embedded PGlite or node-postgres (Drizzle keeps the driver's client as `$client`). */
export function databaseKind(db: Database): DatabaseHandle['kind'] {
  return (db as { $client?: unknown }).$client instanceof PGlite ? 'pglite' : 'postgres';
}

/** Sees every SQL statement (tests count queries with it). */
export type QueryListener = (sql: string) => void;
const loggerFor = (onQuery?: QueryListener) => (onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined);

/** Opens PostgreSQL at `url` through node-postgres. */
export function openPostgres(url: string, onQuery?: QueryListener): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg(pool, { schema, logger: loggerFor(onQuery) }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withMigrationLock(fn) {
      const client = await pool.connect();
      try {
        // NOTE: an advisory lock is per connection, so the migrator must run on this same client.
        await client.query('SELECT pg_advisory_lock(727274)');
        return await fn(drizzleNodePg(client, { schema }) as unknown as Database);
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite instance (tests hand in clones of a migrated template). */
export function wrapPglite(client: PGlite, onQuery?: QueryListener): DatabaseHandle {
  const db = drizzlePglite(client, { schema, logger: loggerFor(onQuery) }) as unknown as Database;
  return { db, kind: 'pglite', withMigrationLock: (fn) => fn(db), close: () => client.close() };
}

/** Opens the embedded PGlite database stored in `dataDir/pglite`. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { btree_gist } });
  return wrapPglite(client);
}

/** PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`. */
export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? Promise.resolve(openPostgres(options.databaseUrl)) : openPglite(options.dataDir);
}

/** The PGlite instance behind `db`, or null on PostgreSQL (backups dump it). */
export function pgliteClient(db: Database): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** Opens PGlite in `dir` restoring the data folder tarball `tarball` into it (the folder must be empty). */
export async function restorePgliteDir(dir: string, tarball: Blob): Promise<void> {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { loadDataDir: tarball, extensions: { btree_gist } });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}

/** Opens the PGlite folder `dir` just long enough to dump it (gzip-compressed tarball). */
export async function dumpPgliteDir(dir: string): Promise<Blob> {
  const client = await PGlite.create(dir, { extensions: { btree_gist } });
  try {
    return await dumpPglite(client);
  } finally {
    await client.close();
  }
}

/**
 * A gzip-compressed tarball of PGlite's data folder. PGlite runs one statement at a time and
 * copies the files in one go between statements, so the copy is crash-consistent: a restore
 * replays the write-ahead log and rolls back transactions that were open. The checkpoint first
 * keeps that replay short.
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client.dumpDataDir('gzip');
}
