import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { auditLog, users } from './schema/index.ts';

/**
 * A person's display name as an audit row stores it: first and last name, else the e-mail. Read in
 * the insert itself (no extra round trip), so the row keeps the name of that moment.
 */
export function auditNameOf(userId: number | null): SQL<string | null> | null {
  if (userId === null) return null;
  const fullName = sql`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;
  return sql<string | null>`(select coalesce(${fullName}, ${users.email}) from ${users} where ${users.id} = ${userId})`;
}

/** One audit row: who did what to whose data, when; `detail` (old and new values) is stored as JSON text, the names as they are now. */
export async function writeAudit(
  db: Executor,
  entry: { actorUserId: number; subjectUserId: number | null; action: string; detail?: unknown; at: Date },
): Promise<void> {
  const { detail, ...rest } = entry;
  await db.insert(auditLog).values({
    ...rest,
    actorName: auditNameOf(rest.actorUserId),
    subjectName: auditNameOf(rest.subjectUserId),
    detail: detail === undefined || typeof detail === 'string' ? detail : JSON.stringify(detail),
  });
}
