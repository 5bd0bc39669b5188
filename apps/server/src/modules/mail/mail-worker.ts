import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { claimDueMails, markMailFailed, markMailSent, type OutboxMail } from './outbox.repo.ts';
import type { MailAttachment } from './render-mail.ts';

const POLL_MS = 2000;
const LEASE_MS = 60_000;
const BATCH = 20;

/** Delay before attempt `attempts + 1`: 5 s doubling per failure, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** attempts, 3_600_000);
}

export interface MailWorkerOptions {
  db: Database;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Sends the outbox over SMTP: polls every 2 s (and at once after `notify()`), retries failures
 * with back-off, never loses a mail (it stays in the table until the server accepted it). Without
 * SMTP_URL it only logs what waits.
 */
export class MailWorker {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(private readonly options: MailWorkerOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Sends due mails now (after an enqueue). */
  notify(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** One pass over the due mails; returns how many were sent. */
  async runOnce(): Promise<number> {
    if (!this.transport) return 0;
    const now = this.options.now?.() ?? new Date();
    const mails = await claimDueMails(this.options.db, now, BATCH, LEASE_MS);
    let sent = 0;
    for (const mail of mails) {
      if (await this.deliver(mail)) sent++;
    }
    return sent;
  }

  private async deliver(mail: OutboxMail): Promise<boolean> {
    try {
      await this.transport!.sendMail({
        from: this.options.from,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: (mail.attachments as MailAttachment[]).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
      });
      await markMailSent(this.options.db, mail.id, new Date());
      this.options.log.info({ mailId: mail.id, to: mail.toAddress }, 'mail sent');
      return true;
    } catch (err) {
      const next = new Date(Date.now() + retryDelayMs(mail.attempts));
      await markMailFailed(this.options.db, mail.id, (err as Error).message, next).catch(() => undefined);
      this.options.log.warn({ mailId: mail.id, attempts: mail.attempts + 1, next, err: (err as Error).message }, 'mail not sent, will retry');
      return false;
    }
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((err: unknown) => this.options.log.error({ err }, 'mail worker pass failed'))
        .then(() => undefined)
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.schedule(POLL_MS);
        });
    }, delay);
    this.timer.unref();
  }
}
