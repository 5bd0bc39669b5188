import type { AppliedMigrationDto, DbUpdatesDto } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { readMigrationJournal } from '../../db/migration-journal.ts';
import { SERVER_VERSION } from '../../lib/server-version.ts';
import { listDrizzleMigrations, listMigrationLog, readDatabaseInfo } from './db-updates.repo.ts';

/**
 * Each migration the database applied with the time it was applied and its checksum against the
 * file now, the journal's migrations not applied yet, and the server and database versions.
 */
export async function readDbUpdates(ctx: AppContext): Promise<DbUpdatesDto> {
  const [journal, recorded, log, database] = await Promise.all([
    readMigrationJournal(),
    listDrizzleMigrations(ctx.db),
    listMigrationLog(ctx.db),
    readDatabaseInfo(ctx.db),
  ]);
  const fileOf = new Map(journal.map((migration) => [migration.when, migration]));
  const appliedAtOf = new Map(log.map((row) => [row.journalWhen, row]));
  const migrations: AppliedMigrationDto[] = recorded.map(({ journalWhen, hash }) => {
    const file = fileOf.get(journalWhen);
    const logged = appliedAtOf.get(journalWhen);
    const fileChecksum = file?.checksum ?? null;
    return {
      name: file?.name ?? logged?.name ?? null,
      appliedAt: logged ? logged.appliedAt.toISOString() : null,
      appliedNoLaterThan: null,
      generatedAt: new Date(journalWhen).toISOString(),
      checksum: hash,
      fileChecksum,
      checksumMatches: fileChecksum === hash,
    };
  });
  // Migrations apply in journal order, so one without a recorded time came no later than the earliest recorded time after it.
  let bound: string | null = null;
  for (let index = migrations.length - 1; index >= 0; index--) {
    const migration = migrations[index]!;
    const appliedAt = migration.appliedAt;
    if (appliedAt === null) migration.appliedNoLaterThan = bound;
    else if (bound === null || appliedAt < bound) bound = appliedAt;
  }
  const applied = new Set(recorded.map((row) => row.journalWhen));
  return {
    serverVersion: SERVER_VERSION,
    database: { ...database, kind: database.kind === 'pglite' ? 'pglite' : 'postgresql' },
    migrations,
    pending: journal
      .filter((migration) => !applied.has(migration.when))
      .map((migration) => ({ name: migration.name, generatedAt: new Date(migration.when).toISOString(), checksum: migration.checksum })),
  };
}
