import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobContext, mailJobPass, silentLog } from '../../../test/mail-job-context.ts';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestDatabase, DB_KINDS } from '../../../test/test-db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { SAMPLE_PRACTICE_SETTINGS } from '@praxis/domain';
import { claimNextMail, enqueueMail, type OutboxMail } from './outbox.repo.ts';
import { retryDelayMs } from './mail-job.ts';
import { ATTEMPT_LIMIT_MS, MAIL_LEASE_MS } from './smtp-transport.ts';
import { renderMail } from './render-mail.ts';
import { createServer } from 'node:net';

// NOTE: the database stamps a new mail in microseconds, the job's clock counts milliseconds: a
// clock a second ahead sees a mail due at once.
const ahead = () => new Date(Date.now() + 1000);

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const recipient = (mail: { to?: unknown }) => (mail.to as { text: string }).text;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

const sample = () =>
  renderMail(
    { subject: 'Test – Grüezi', greeting: 'Guten Tag', paragraphs: ['Ein Absatz.'], action: { label: 'Öffnen', url: 'https://praxis.example.ch/x' } },
    'de',
    SAMPLE_PRACTICE_SETTINGS,
  );

describe.each(DB_KINDS)('mail outbox and mail job on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());
  const isSent = async (id: number) => (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.sentAt != null;

  it('keeps a mail while SMTP is down and delivers it exactly once when it is up', async () => {
    const port = await freePort();
    const queued = await enqueueMail(handle.db, 'anna@example.com', sample(), 'praxis.example.ch');
    let now = new Date(queued.nextAttemptAt.getTime() + 1);
    const ctx = mailJobContext(handle.db, { smtpUrl: `smtp://127.0.0.1:${port}`, now: () => now });

    expect(await ctx.jobs.runOnce('mail')).toBe(0);
    const [failed] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    const smtp = await startSmtpCapture(port);
    try {
      expect(await ctx.jobs.runOnce('mail')).toBe(0);
      now = new Date(failed!.nextAttemptAt.getTime() + 1);
      expect(await ctx.jobs.runOnce('mail')).toBe(1);
      expect(await ctx.jobs.runOnce('mail')).toBe(0);
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
      await ctx.jobs.stop();
      await smtp.stop();
    }
  });

  it('resends a mail whose worker died after claiming it, with the same Message-ID', async () => {
    const smtp = await startSmtpCapture();
    const queued = await enqueueMail(handle.db, 'crash@example.com', sample(), 'praxis.example.ch');
    let now = new Date(queued.nextAttemptAt.getTime() + 1);
    const ctx = mailJobContext(handle.db, { smtpUrl: smtp.url, now: () => now });
    try {
      // A worker claims it and dies before sending or marking it.
      expect((await claimNextMail(handle.db, now, MAIL_LEASE_MS))?.id).toBe(queued.id);
      expect(await ctx.jobs.runOnce('mail')).toBe(0);
      now = new Date(now.getTime() + MAIL_LEASE_MS + 1000);
      expect(await ctx.jobs.runOnce('mail')).toBeGreaterThanOrEqual(1);
      const delivered = smtp.mails.filter((m) => recipient(m) === 'crash@example.com');
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.messageId).toBe(queued.messageId);
    } finally {
      await ctx.jobs.stop();
      await smtp.stop();
    }
  });

  it('with MAIL_CONCURRENCY=1 sends one mail at a time, also when woken during a pass, and claims each right before sending it', async () => {
    const smtp = await startSmtpCapture(0, () => {}, { answerAfterMs: 500 });
    const ctx = mailJobContext(handle.db, { smtpUrl: smtp.url, now: ahead, concurrency: 1 });
    const queued: OutboxMail[] = [];
    for (const to of ['one@example.com', 'two@example.com']) queued.push(await enqueueMail(handle.db, to, sample(), 'praxis.example.ch'));
    try {
      ctx.jobs.start();
      await until(() => smtp.received.length === 1);
      // The second waits unclaimed behind the one in flight: its lease starts when its sending does.
      const [waiting] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued[1]!.id));
      expect(waiting!.lockedUntil).toBeNull();
      queued.push(await enqueueMail(handle.db, 'three@example.com', sample(), 'praxis.example.ch'));
      ctx.notifyMail();
      ctx.notifyMail();
      await until(async () => (await Promise.all(queued.map((m) => isSent(m.id)))).every(Boolean));
      expect(smtp.maxInFlight).toBe(1);
      expect(smtp.maxSessions).toBe(1);
      expect(smtp.received.map((m) => m.messageId)).toEqual(queued.map((m) => m.messageId));
    } finally {
      await ctx.jobs.stop();
      await smtp.stop();
    }
  });

  it('sends up to MAIL_CONCURRENCY (4 by default) mails at once, each claimed once and right before it is sent', async () => {
    // A slow server: 2 s per mail. One at a time, 8 mails would take 16 s; four at a time, about 4 s.
    const smtp = await startSmtpCapture(0, () => {}, { answerAfterMs: 2000 });
    const sending: number[] = [];
    const log = {
      ...silentLog,
      debug: (obj: { mailId?: number }, msg?: string) => msg === 'sending mail' && sending.push(obj.mailId!),
    } as unknown as FastifyBaseLogger;
    const ctx = mailJobContext(handle.db, { smtpUrl: smtp.url, now: ahead, log });
    const queued: OutboxMail[] = [];
    for (let i = 0; i < 9; i++) queued.push(await enqueueMail(handle.db, `many${i}@example.com`, sample(), 'praxis.example.ch'));
    try {
      const pass = ctx.jobs.runOnce('mail');
      await until(() => smtp.received.length === 4);
      // Four in flight; the rest wait unclaimed: each lease starts when that mail's sending does.
      const waiting = await handle.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.id,
            queued.slice(4).map((m) => m.id),
          ),
        );
      expect(waiting.map((m) => m.lockedUntil)).toEqual([null, null, null, null, null]);
      expect(await pass).toBe(9);
      expect(smtp.maxSessions).toBe(4);
      expect(smtp.maxInFlight).toBe(4);
      expect(smtp.mails.map((m) => m.messageId).sort()).toEqual(queued.map((m) => m.messageId).sort());
      expect(sending.sort((a, b) => a - b)).toEqual(queued.map((m) => m.id));
    } finally {
      await ctx.jobs.stop();
      await smtp.stop();
    }
  });

  it('never claims a mail while it is being sent, even on a clock ahead by the longest attempt', async () => {
    const smtp = await startSmtpCapture(0, () => {}, { answerAfterMs: 500 });
    const ctx = mailJobContext(handle.db, { smtpUrl: smtp.url, now: ahead });
    const queued = await enqueueMail(handle.db, 'busy@example.com', sample(), 'praxis.example.ch');
    try {
      const sending = ctx.jobs.runOnce('mail');
      await until(() => smtp.received.length === 1);
      expect(await claimNextMail(handle.db, new Date(ahead().getTime() + ATTEMPT_LIMIT_MS), MAIL_LEASE_MS)).toBeNull();
      expect(await sending).toBe(1);
      expect(smtp.mails.map((m) => m.messageId)).toEqual([queued.messageId]);
    } finally {
      await ctx.jobs.stop();
      await smtp.stop();
    }
  });

  it('keeps the Message-ID when the server refused the first attempt', async () => {
    let refusals = 0;
    const smtp = await startSmtpCapture(0, () => {}, { refuse: () => refusals++ === 0 });
    const queued = await enqueueMail(handle.db, 'retry@example.com', sample(), 'praxis.example.ch');
    let now = new Date(queued.nextAttemptAt.getTime() + 1);
    const ctx = mailJobContext(handle.db, { smtpUrl: smtp.url, now: () => now });
    try {
      expect(await ctx.jobs.runOnce('mail')).toBe(0);
      const [failed] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null });
      now = new Date(failed!.nextAttemptAt.getTime() + 1);
      expect(await ctx.jobs.runOnce('mail')).toBe(1);
      expect(smtp.received.map((m) => m.messageId)).toEqual([queued.messageId, queued.messageId]);
      expect(smtp.mails.map((m) => m.messageId)).toEqual([queued.messageId]);
    } finally {
      await ctx.jobs.stop();
      await smtp.stop();
    }
  });

  it('on stop, lets the mail in flight finish within the grace period', async () => {
    const smtp = await startSmtpCapture(0, () => {}, { answerAfterMs: 1000 });
    const ctx = mailJobContext(handle.db, { smtpUrl: smtp.url, now: ahead });
    const queued = await enqueueMail(handle.db, 'finish@example.com', sample(), 'praxis.example.ch');
    try {
      ctx.jobs.start();
      await until(() => smtp.received.length === 1);
      await ctx.jobs.stop();
      expect(await isSent(queued.id)).toBe(true);
      expect(smtp.mails.map((m) => m.messageId)).toEqual([queued.messageId]);
    } finally {
      await ctx.jobs.stop();
      await smtp.stop();
    }
  });

  it('on stop, aborts a mail still in flight after a grace period and leaves it for a later attempt', async () => {
    const smtp = await startSmtpCapture(0, () => {}, { answerAfterMs: 30_000 });
    const ctx = mailJobContext(handle.db, { smtpUrl: smtp.url, now: ahead });
    const queued = await enqueueMail(handle.db, 'stop@example.com', sample(), 'praxis.example.ch');
    try {
      ctx.jobs.start();
      await until(() => smtp.received.length === 1);
      const started = Date.now();
      await ctx.jobs.stop();
      expect(Date.now() - started).toBeLessThan(6000);
      const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(row).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null });
    } finally {
      await ctx.jobs.stop();
      await smtp.stop();
      // Deliver it, so the next test starts with an empty queue.
      await handle.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, queued.id));
    }
  });

  it('logs recipient addresses at debug level only, also when the server quotes one in a refusal', async () => {
    const entries: { level: string; line: string }[] = [];
    const record = (level: string) => (obj: unknown, msg?: string) => entries.push({ level, line: JSON.stringify([obj, msg]) });
    const spy = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') } as unknown as FastifyBaseLogger;
    let refusals = 0;
    const smtp = await startSmtpCapture(0, () => {}, { refuse: () => refusals++ === 0 });
    const queued = await enqueueMail(handle.db, 'private.person@example.com', sample(), 'praxis.example.ch');
    let now = ahead();
    const ctx = mailJobContext(handle.db, { smtpUrl: smtp.url, now: () => now, log: spy });
    try {
      // Called without the runner, whose own entries ('job done') are not what this test is about.
      expect(await mailJobPass(ctx)).toBe(0);
      const [failed] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(failed!.lastError).toContain('private.person@example.com');
      now = new Date(failed!.nextAttemptAt.getTime() + 1);
      expect(await mailJobPass(ctx)).toBe(1);
    } finally {
      await ctx.jobs.stop();
      await smtp.stop();
    }
    expect(entries.map((e) => e.level)).toEqual(['debug', 'warn', 'debug', 'info']);
    expect(entries.filter((e) => e.level !== 'debug' && e.line.includes('private.person@example.com'))).toEqual([]);
    expect(entries.filter((e) => e.level === 'debug' && e.line.includes('private.person@example.com'))).toHaveLength(2);
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
