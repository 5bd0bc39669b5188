import type { Executor } from './client.ts';
import { auditLog } from './schema/index.ts';

/** One audit row: who did what to whose data, when; `detail` (old and new values) is stored as JSON text. */
export async function writeAudit(
  db: Executor,
  entry: { actorUserId: number; subjectUserId: number | null; action: string; detail?: unknown; at: Date },
): Promise<void> {
  const { detail, ...rest } = entry;
  await db.insert(auditLog).values({ ...rest, detail: detail === undefined || typeof detail === 'string' ? detail : JSON.stringify(detail) });
}
