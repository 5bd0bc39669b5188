import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_ROOT } from '../lib/server-root.ts';

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'migrations');

/** One migration of drizzle-kit's journal (`meta/_journal.json`) with its SQL file. */
export interface JournalMigration {
  /** The journal's tag: the file name without `.sql`. */
  name: string;
  /** The journal's `when` (ms): Drizzle records it as the migration's `created_at` and applies in its order. */
  when: number;
  /** SHA-256 (hex) of the SQL file, as Drizzle computes it; null when the file is missing. */
  checksum: string | null;
  /** The statements Drizzle runs (the file split at `--> statement-breakpoint`). */
  statements: string[];
}

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

/** The migrations of `folder` in journal order, each with its file's checksum. */
export async function readMigrationJournal(folder = MIGRATIONS_FOLDER): Promise<JournalMigration[]> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return Promise.all(
    journal.entries.map(async ({ tag, when }) => {
      const file = await readFile(join(folder, `${tag}.sql`)).catch(() => null);
      return {
        name: tag,
        when,
        // NOTE: the same hash as Drizzle's migrator (sha256 of the file's text), so the two compare.
        checksum: file ? createHash('sha256').update(file.toString()).digest('hex') : null,
        statements: file ? file.toString().split('--> statement-breakpoint') : [],
      };
    }),
  );
}
