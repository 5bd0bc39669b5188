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

/** How long a statement may run; PostgreSQL cancels it after this (`statement_timeout`). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 8_000;

/**
 * The pool's limits, so that a database that is restarting, unreachable or frozen costs a request
 * seconds, never minutes: connecting waits 5 s, a statement runs `statementTimeoutMs` (cancelled by
 * the server), an answer is awaited 1 s longer (a frozen server cancels nothing), a transaction
 * left idle is ended after 15 s, and TCP keep-alive notices a vanished peer; JIT is off.
 */
export function poolOptions(url: string, statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS): pg.PoolConfig {
  return {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
    idle_in_transaction_session_timeout: 15_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // NOTE: no JIT compiling: the app's queries are short, and at five years of history PostgreSQL
    // compiled the performance report's query on every request (about 320 ms with, 150 ms without;
    // the to-do list's former query spent 640 of its 1,146 ms compiling).
    options: '-c jit=off',
  };
}

/**
 * Opens PostgreSQL at `url` through node-postgres. A connection the server ends (a restart: 57P01)
 * is dropped from the pool and logged; the next query opens a new one, so the process outlives its
 * database.
 */
export function openPostgres(
  url: string,
  onQuery?: QueryListener,
  options: { statementTimeoutMs?: number; onPoolError?: (error: Error) => void } = {},
): DatabaseHandle {
  const pool = new pg.Pool(poolOptions(url, options.statementTimeoutMs));
  // NOTE: without listeners, a connection's error (the server restarting) is an unhandled 'error' event that ends the
  // process: the pool reports idle connections' errors, and a connection in use reports its own (the pool does not
  // listen while it is lent out; its query fails and the pool drops it when it comes back).
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  const db = drizzleNodePg(pool, { schema, logger: loggerFor(onQuery) }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withMigrationLock(fn) {
      // Its own connection without the pool's timeouts: a migration may rewrite a large table.
      const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 30_000 });
      await client.connect();
      try {
        // NOTE: an advisory lock is per connection, so the migrator must run on this same client.
        await client.query('SELECT pg_advisory_lock(727274)');
        return await fn(drizzleNodePg(client, { schema }) as unknown as Database);
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        await client.end().catch(() => undefined);
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
export function openDatabase(
  options: { databaseUrl: string | null; dataDir: string; databaseTimeoutMs?: number },
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, undefined, { statementTimeoutMs: options.databaseTimeoutMs, onPoolError }))
    : openPglite(options.dataDir);
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
