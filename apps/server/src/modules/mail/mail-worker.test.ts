import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestDatabase, DB_KINDS } from '../../../test/test-db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { DEFAULT_PRACTICE_SETTINGS } from '@praxis/domain';
import { claimDueMails, enqueueMail } from './outbox.repo.ts';
import { MailWorker, retryDelayMs } from './mail-worker.ts';
import { renderMail } from './render-mail.ts';
import { createServer } from 'node:net';

const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

const sample = () =>
  renderMail({ subject: 'Test – Grüezi', greeting: 'Guten Tag', paragraphs: ['Ein Absatz.'], action: { label: 'Öffnen', url: 'https://praxis.example.ch/x' } }, 'de', DEFAULT_PRACTICE_SETTINGS);

describe.each(DB_KINDS)('mail outbox on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('keeps a mail while SMTP is down and delivers it exactly once when it is up', async () => {
    const port = await freePort();
    const queued = await enqueueMail(handle.db, 'anna@example.com', sample(), 'praxis.example.ch');
    let now = new Date(queued.nextAttemptAt.getTime() + 1);
    const worker = new MailWorker({ db: handle.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Praxis <noreply@example.ch>', log, now: () => now });

    expect(await worker.runOnce()).toBe(0);
    const [failed] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    const smtp = await startSmtpCapture(port);
    try {
      expect(await worker.runOnce()).toBe(0);
      now = new Date(failed!.nextAttemptAt.getTime() + 1);
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0]!;
      expect(mail.messageId).toBe(queued.messageId);
      expect(mail.subject).toBe('Test – Grüezi');
      expect(mail.text).toContain('https://praxis.example.ch/x');
      expect(mail.html).toContain('Praxis Sanara');
      expect((mail.to as { text: string }).text).toBe('anna@example.com');
      const [sent] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(sent!.sentAt).not.toBeNull();
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });

  it('resends a mail whose worker died after claiming it, with the same Message-ID', async () => {
    const smtp = await startSmtpCapture();
    const queued = await enqueueMail(handle.db, 'crash@example.com', sample(), 'praxis.example.ch');
    let now = new Date(queued.nextAttemptAt.getTime() + 1);
    const worker = new MailWorker({ db: handle.db, smtpUrl: smtp.url, from: 'Praxis <noreply@example.ch>', log, now: () => now });
    try {
      // A worker claims it and dies before sending or marking it.
      const claimed = await claimDueMails(handle.db, now, 20, 60_000);
      expect(claimed.map((m) => m.id)).toContain(queued.id);
      expect(await worker.runOnce()).toBe(0);
      now = new Date(now.getTime() + 61_000);
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
      const delivered = smtp.mails.filter((m) => (m.to as { text: string }).text === 'crash@example.com');
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.messageId).toBe(queued.messageId);
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });
});

describe('retryDelayMs', () => {
  it.each([
    [0, 5000],
    [1, 10_000],
    [5, 160_000],
    [20, 3_600_000],
  ])('after %i failures waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});
