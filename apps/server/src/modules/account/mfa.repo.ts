import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mfaRecoveryCodes, sessions, userMfa } from '../../db/schema/index.ts';

export type UserMfaRow = typeof userMfa.$inferSelect;

/** The user's second factor, locked until the transaction ends (two codes at once are checked one after the other). */
export async function lockUserMfa(tx: Executor, userId: number): Promise<UserMfaRow | undefined> {
  const [row] = await tx.select().from(userMfa).where(eq(userMfa.userId, userId)).for('update');
  return row;
}

export async function isMfaEnabled(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ enabledAt: userMfa.enabledAt }).from(userMfa).where(eq(userMfa.userId, userId));
  return Boolean(row?.enabledAt);
}

/** A new secret waiting for its first code; a confirmed one stays until the new one is confirmed. */
export async function storePendingSecret(tx: Executor, userId: number, pendingSecret: string): Promise<void> {
  await tx.insert(userMfa).values({ userId, pendingSecret }).onConflictDoUpdate({ target: userMfa.userId, set: { pendingSecret } });
}

export async function enableMfa(tx: Executor, userId: number, secret: string, step: number, at: Date, codeHashes: string[]): Promise<void> {
  await tx.update(userMfa).set({ secret, pendingSecret: null, enabledAt: at, lastStep: step }).where(eq(userMfa.userId, userId));
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function recordStep(tx: Executor, userId: number, step: number): Promise<void> {
  await tx.update(userMfa).set({ lastStep: step }).where(eq(userMfa.userId, userId));
}

/** Removes the second factor and its recovery codes. */
export async function removeMfa(tx: Executor, userId: number): Promise<boolean> {
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  const removed = await tx.delete(userMfa).where(eq(userMfa.userId, userId)).returning({ userId: userMfa.userId });
  return removed.length > 0;
}

/** Marks the unused recovery code with this hash used; false when there is none. The update is the check. */
export async function useRecoveryCode(tx: Executor, userId: number, codeHash: string, at: Date): Promise<boolean> {
  const used = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, codeHash), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  return db.$count(mfaRecoveryCodes, and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
}

/** The session passed its second step. */
export async function completeSecondStep(db: Executor, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ secondFactor: null }).where(eq(sessions.tokenHash, tokenHash));
}
