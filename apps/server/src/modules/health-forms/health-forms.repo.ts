import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { healthForms } from '../../db/schema/index.ts';

export type HealthFormRow = typeof healthForms.$inferSelect;

export async function latestHealthForm(db: Executor, userId: number): Promise<HealthFormRow | undefined> {
  const [row] = await db.select().from(healthForms).where(eq(healthForms.userId, userId)).orderBy(desc(healthForms.version)).limit(1);
  return row;
}

export function healthFormVersions(db: Executor, userId: number) {
  return db
    .select({ version: healthForms.version, signedAt: healthForms.signedAt })
    .from(healthForms)
    .where(eq(healthForms.userId, userId))
    .orderBy(desc(healthForms.version));
}

/** Of `userIds`, those who have signed a health form (the booking list offers its PDF for them). */
export async function usersWithHealthForm(db: Executor, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ userId: healthForms.userId }).from(healthForms).where(inArray(healthForms.userId, userIds));
  return new Set(rows.map((row) => row.userId));
}

/** Adds the next version; the unique (user, version) makes a concurrent double submit fail. */
export async function insertHealthForm(
  db: Executor,
  values: { userId: number; answers: unknown; signature: unknown; signedAt: Date; signedByUserId: number },
): Promise<HealthFormRow> {
  const [row] = await db
    .insert(healthForms)
    .values({
      ...values,
      version: sql`(select coalesce(max(${healthForms.version}), 0) + 1 from ${healthForms} where ${healthForms.userId} = ${values.userId})`,
    })
    .returning();
  if (!row) throw new Error('health form insert returned nothing');
  return row;
}

/** Records who read or changed whose health data. */
export const audit = (db: Executor, entry: { actorUserId: number; subjectUserId: number; action: string; detail?: string; at: Date }) => writeAudit(db, entry);

/** Deletes every health form of a user (an erasure); answers how many. */
export async function deleteHealthFormsOfUser(tx: Executor, userId: number): Promise<number> {
  return (await tx.delete(healthForms).where(eq(healthForms.userId, userId)).returning({ id: healthForms.id })).length;
}
