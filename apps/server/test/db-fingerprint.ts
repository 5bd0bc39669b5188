import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

// NOTE: both drivers answer `execute` with `{ rows }`; Drizzle's shared type does not say so.
const rowsOf = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A cheap fingerprint of every row of every table: one statement that sums a hash of each row per
 * table (order does not matter, so a rewritten but equal row keeps it). Tables in `except` are left
 * out, and so are the columns `columnsAside` names per table. Returns a function that answers the
 * current fingerprint as text.
 */
export async function databaseFingerprint(
  db: Database,
  except: readonly string[] = [],
  columnsAside: Readonly<Record<string, readonly string[]>> = {},
): Promise<() => Promise<string>> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !except.includes(name));
  const statement = sql.raw(
    tables
      .map((name) => {
        const row = (columnsAside[name] ?? []).reduce((value, column) => `${value} - '${column}'`, 'to_jsonb(x)');
        return `select '${name}' as t, count(*) as n, coalesce(sum(hashtext((${row})::text)::bigint), 0) as h from "${name}" x`;
      })
      .join(' union all '),
  );
  return async () => JSON.stringify(await rowsOf(db, statement));
}
