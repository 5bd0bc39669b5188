import { z } from 'zod';
import { operation } from '../validation/operation-contract.ts';

/** The database the server runs on: embedded PGlite or a PostgreSQL server. */
export const databaseKindSchema = z.enum(['pglite', 'postgresql']);

/** A migration the database has applied, with what it recorded and what the file says now. */
export const appliedMigrationSchema = z.object({
  /** The journal's tag (the SQL file's name without `.sql`); null when this server's journal does not know it. */
  name: z.string().nullable(),
  /**
   * When a start of this server applied it (ISO instant); null when it was applied before such
   * times were recorded (or the record was lost to a crash right after the migration).
   */
  appliedAt: z.string().nullable(),
  /** Without `appliedAt`: the recorded time of a later migration, so it was applied no later than this. */
  appliedNoLaterThan: z.string().nullable(),
  /** When the migration was generated (the journal's time, which Drizzle records as `created_at`). */
  generatedAt: z.string(),
  /** SHA-256 of the SQL as the database recorded it when applying. */
  checksum: z.string(),
  /** SHA-256 of the SQL file as it is now; null when the file is missing. */
  fileChecksum: z.string().nullable(),
  /** False when the file changed since it was applied (or is missing). */
  checksumMatches: z.boolean(),
});
export type AppliedMigrationDto = z.infer<typeof appliedMigrationSchema>;

/** A migration of the journal the database has not applied yet. */
export const pendingMigrationSchema = z.object({
  name: z.string(),
  generatedAt: z.string(),
  /** SHA-256 of the SQL file; null when the file is missing (the next start would then fail). */
  checksum: z.string().nullable(),
});
export type PendingMigrationDto = z.infer<typeof pendingMigrationSchema>;

export const dbUpdatesSchema = z.object({
  /** The version of the root package.json. */
  serverVersion: z.string(),
  database: z.object({
    kind: databaseKindSchema,
    /** The server version (`server_version`), e.g. "17.5". */
    version: z.string(),
    /** The full `select version()` text. */
    description: z.string(),
    /** `pg_database_size(current_database())`. */
    sizeBytes: z.number().int().nonnegative(),
  }),
  /** In the order they were applied (the journal's). */
  migrations: z.array(appliedMigrationSchema),
  /** In the order they will be applied; normally empty, since every start applies them. */
  pending: z.array(pendingMigrationSchema),
});
export type DbUpdatesDto = z.infer<typeof dbUpdatesSchema>;

/** `GET /api/admin/db-updates`: the migrations, the pending ones, the server and database versions. */
export const dbUpdatesContract = operation({ method: 'GET', path: '/api/admin/db-updates', response: { 200: dbUpdatesSchema } });
