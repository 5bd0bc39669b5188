import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Throws unless the database answers a trivial query. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
