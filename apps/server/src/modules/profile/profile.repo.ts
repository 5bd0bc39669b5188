import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { healthForms, termsAcceptances } from '../../db/schema/index.ts';

/** The newest accepted terms version of a user, or undefined. */
export async function latestTermsAcceptance(db: Executor, userId: number) {
  const [row] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId)).orderBy(desc(termsAcceptances.version)).limit(1);
  return row;
}

/** Records that a user accepted a terms version; accepting the same version again keeps the first date. */
export async function acceptTerms(db: Executor, userId: number, version: number, at: Date): Promise<void> {
  await db.insert(termsAcceptances).values({ userId, version, acceptedAt: at }).onConflictDoNothing();
}

/** Version number and date of the newest signed health form, without its content. */
export async function latestHealthFormStamp(db: Executor, userId: number) {
  const [row] = await db
    .select({ version: healthForms.version, signedAt: healthForms.signedAt })
    .from(healthForms)
    .where(eq(healthForms.userId, userId))
    .orderBy(desc(healthForms.version))
    .limit(1);
  return row;
}
