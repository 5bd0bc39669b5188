import { eq, sql, type SQL } from 'drizzle-orm';
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

export interface AuditEntry {
  actorUserId: number;
  subjectUserId: number | null;
  action: string;
  detail?: unknown;
  at: Date;
}

function auditRow({ detail, ...rest }: AuditEntry) {
  return {
    ...rest,
    actorName: auditNameOf(rest.actorUserId),
    subjectName: auditNameOf(rest.subjectUserId),
    detail: detail === undefined || typeof detail === 'string' ? detail : JSON.stringify(detail),
  };
}

/** One audit row: who did what to whose data, when; `detail` (old and new values) is stored as JSON text, the names as they are now. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** Several audit rows in one insert (none when `entries` is empty). */
export async function writeAudits(db: Executor, entries: ReadonlyArray<AuditEntry>): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(auditRow));
}

/** The audit rows stay (who read or changed what) but name a person by `label` only (an erasure). */
export async function renameInAudit(tx: Executor, userId: number, label: string): Promise<void> {
  await tx.update(auditLog).set({ actorName: label }).where(eq(auditLog.actorUserId, userId));
  await tx.update(auditLog).set({ subjectName: label }).where(eq(auditLog.subjectUserId, userId));
}
