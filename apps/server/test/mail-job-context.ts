import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config/env.ts';
import { createAppContext, type AppContext } from '../src/core/app-context.ts';
import type { Database } from '../src/db/client.ts';
import { mailJob } from '../src/modules/notifications/index.ts';

export const MAIL_FROM = 'Praxis <noreply@example.ch>';

export const silentLog = { debug() {}, info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/**
 * A context of its own on `db` whose runner holds only the `mail` job, sending over `smtpUrl` (a
 * capture server) from MAIL_FROM: `ctx.jobs.runOnce('mail')` runs one pass and answers how many mails
 * were sent; `ctx.jobs.start()`/`stop()` run it as the server does; `ctx.notifyMail()` wakes it;
 * `concurrency` is its MAIL_CONCURRENCY (the default's 4 unless given).
 * It is a server of its own: two of them on one database are two servers.
 */
export function mailJobContext(db: Database, options: { smtpUrl: string; now?: () => Date; log?: FastifyBaseLogger; concurrency?: number }): AppContext {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: options.smtpUrl, MAIL_FROM, MAIL_CONCURRENCY: options.concurrency?.toString() });
  const ctx = createAppContext({ db, config, now: options.now, log: options.log ?? silentLog });
  ctx.jobs.add([mailJob]);
  return ctx;
}

/** One pass of the mail job called directly, without the runner (and so without its log entries). */
export function mailJobPass(ctx: AppContext): Promise<number> {
  const idle = new AbortController().signal;
  return mailJob.run(ctx, { now: ctx.now(), stopping: idle, signal: idle });
}
