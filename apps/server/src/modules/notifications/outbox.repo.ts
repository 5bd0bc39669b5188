import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { RenderedMail } from './render-mail.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * A mail as its outbox row. The Message-ID is fixed now, so every delivery attempt sends the very
 * same message.
 */
const outboxRow = (to: string, mail: RenderedMail, messageDomain: string) => ({
  messageId: `<${randomUUID()}@${messageDomain}>`,
  toAddress: to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  attachments: mail.attachments ?? [],
});

/** Writes a mail into the outbox; call it inside the transaction of the change that causes it. */
export async function enqueueMail(db: Executor, to: string, mail: RenderedMail, messageDomain: string): Promise<OutboxMail> {
  const [row] = await db
    .insert(mailOutbox)
    .values(outboxRow(to, mail, messageDomain))
    .returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

/** Writes several mails in one statement; their ids (and so their sending order) follow the list. */
export async function enqueueMails(db: Executor, mails: ReadonlyArray<{ to: string; mail: RenderedMail }>, messageDomain: string): Promise<void> {
  await db.insert(mailOutbox).values(mails.map(({ to, mail }) => outboxRow(to, mail, messageDomain)));
}

/**
 * Claims the oldest due mail for `leaseMs`, or returns null. Claim each mail right before sending
 * it: a claimed row is skipped by every worker until its lease ends.
 */
export async function claimNextMail(db: Executor, now: Date, leaseMs: number): Promise<OutboxMail | null> {
  const due = and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)));
  return db.transaction(async (tx) => {
    const [next] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(due).orderBy(asc(mailOutbox.id)).limit(1).for('update', { skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(eq(mailOutbox.id, next.id))
      .returning();
    return claimed ?? null;
  });
}

export async function markMailSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: at, lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Executor, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 1000), nextAttemptAt, lockedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** Delivered, failed at least once (the job retries), or waiting; undefined for an unknown id. */
export async function mailState(db: Executor, id: number): Promise<'queued' | 'sent' | 'failed' | undefined> {
  const [row] = await db.select({ sentAt: mailOutbox.sentAt, lastError: mailOutbox.lastError }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) return undefined;
  return row.sentAt ? 'sent' : row.lastError ? 'failed' : 'queued';
}
