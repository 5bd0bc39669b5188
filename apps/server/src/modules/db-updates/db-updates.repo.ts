import { sql } from 'drizzle-orm';
import { databaseKind, rowsOf, type Database, type DatabaseHandle, type Executor } from '../../db/client.ts';
import { migrationLog } from '../../db/schema/index.ts';

/** A migration as Drizzle's migrator recorded it in `drizzle.__drizzle_migrations`. */
export interface DrizzleMigrationRow {
  /** The journal's time of the migration (Drizzle's `created_at`). */
  journalWhen: number;
  /** SHA-256 of the SQL it ran. */
  hash: string;
}

/** Every migration Drizzle applied, in the order it applied them. */
export async function listDrizzleMigrations(db: Executor): Promise<DrizzleMigrationRow[]> {
  const rows = await rowsOf<{ created_at: string | number; hash: string }>(
    db,
    sql`select created_at, hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => ({ journalWhen: Number(row.created_at), hash: row.hash }));
}

/** When each migration was applied, as far as `runMigrations` recorded it. */
export function listMigrationLog(db: Executor) {
  return db.select().from(migrationLog);
}

export interface DatabaseInfo {
  kind: DatabaseHandle['kind'];
  /** `server_version`, e.g. "17.5". */
  version: string;
  /** `select version()`. */
  description: string;
  sizeBytes: number;
}

/** The driver, the server's version and the database's size on disk (PGlite answers the same functions). */
export async function readDatabaseInfo(db: Database): Promise<DatabaseInfo> {
  const [row] = await rowsOf<{ version: string; description: string; size: string | number }>(
    db,
    sql`select current_setting('server_version') as version, version() as description, pg_database_size(current_database()) as size`,
  );
  return { kind: databaseKind(db), version: row!.version, description: row!.description, sizeBytes: Number(row!.size) };
}
