import { isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, it } from 'vitest';
import { SAMPLE_PRACTICE_SETTINGS } from '@praxis/domain';
import { mailOutbox } from '../src/db/schema/index.ts';
import { enqueueMail } from '../src/modules/notifications/outbox.repo.ts';
import { renderMail } from '../src/modules/notifications/render-mail.ts';
import { mailJobContext } from './mail-job-context.ts';
import { startSmtpCapture } from './smtp-capture.ts';
import { createTestDatabase, DB_KINDS } from './test-db.ts';

// The drill of issues 10 and 38: an SMTP server slower than the old 60 s lease, two servers' mail
// jobs on one database, each sending MAIL_CONCURRENCY (4) at once, woken again and again while they
// send. The servers' clock (which claims and leases read) runs SPEEDUP times faster than the wall
// clock: an answer after 1.4 s is one after 140 s for the leases, more than twice the old lease,
// without two real rounds of 70 s.
const SPEEDUP = 100;
const ANSWER_AFTER_MS = 1400;
const CONCURRENCY = 4;
const MAILS = 10;

/** A logger that keeps which mail each debug 'sending mail' entry was about. */
function sendingLog(sending: number[]): FastifyBaseLogger {
  const ignore = () => {};
  const debug = (obj: { mailId?: number }, msg?: string) => {
    if (msg === 'sending mail' && obj.mailId !== undefined) sending.push(obj.mailId);
  };
  return { info: ignore, warn: ignore, error: ignore, debug } as unknown as FastifyBaseLogger;
}

const countBy = <T>(items: T[]) => items.reduce((counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1), new Map<T, number>());

describe('mail drill: slow SMTP server, two workers', () => {
  it.concurrent.for(DB_KINDS)('delivers every mail exactly once on %s', { timeout: 60_000 }, async (kind, { expect }) => {
    const handle = await createTestDatabase(kind);
    const smtp = await startSmtpCapture(0, () => {}, { answerAfterMs: ANSWER_AFTER_MS });
    const sending: number[] = [];
    const mail = renderMail({ subject: 'Drill', greeting: 'Guten Tag', paragraphs: ['Langsam.'] }, 'de', SAMPLE_PRACTICE_SETTINGS);
    const queued = [];
    for (let i = 0; i < MAILS; i++) queued.push(await enqueueMail(handle.db, `drill${i}@example.com`, mail, 'praxis.example.ch'));
    // Two contexts, each with its own job runner: two servers.
    const started = Date.now();
    const now = () => new Date(started + (Date.now() - started) * SPEEDUP);
    const workers = [1, 2].map(() => mailJobContext(handle.db, { smtpUrl: smtp.url, now, log: sendingLog(sending), concurrency: CONCURRENCY }));
    const nudge = setInterval(() => workers.forEach((w) => w.notifyMail()), 500);
    try {
      workers.forEach((w) => w.jobs.start());
      for (;;) {
        const sent = await handle.db.select({ id: mailOutbox.id }).from(mailOutbox).where(isNotNull(mailOutbox.sentAt));
        if (sent.length === MAILS) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      clearInterval(nudge);
      await Promise.all(workers.map((w) => w.jobs.stop()));
      await smtp.stop();
      await handle.close();
    }
    // Both servers sent at full width at once: 8 sessions in the first round, never more.
    expect(smtp.maxSessions).toBe(2 * CONCURRENCY);
    const expected = new Map(queued.map((q) => [q.messageId, 1]));
    expect(countBy(smtp.received.map((m) => m.messageId))).toEqual(expected);
    expect(countBy(smtp.mails.map((m) => m.messageId))).toEqual(expected);
    expect(countBy(sending)).toEqual(new Map(queued.map((q) => [q.id, 1])));
  });
});
