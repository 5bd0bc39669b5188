import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { maskEmails } from '../../lib/mask-emails.ts';
import { claimNextMail, markMailFailed, markMailSent, type OutboxMail } from './outbox.repo.ts';
import type { MailAttachment } from './render-mail.ts';
import { createSmtpTransport, MAIL_LEASE_MS, sendWithinLimit } from './smtp-transport.ts';

const POLL_MS = 2000;
/** Mails per pass at most: a pass always ends (the next one follows after POLL_MS). */
const PASS_LIMIT = 20;
/**
 * On stop, how long the mail in flight may still finish before it is aborted. NOTE: an abort after
 * the server took the message but before its answer arrived means a second delivery later.
 */
const STOP_GRACE_MS = 3000;

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
 *
 * NOTE: one pass at a time per worker, and a mail is claimed only right before it is sent, for a
 * lease longer than any attempt: so no mail is sent twice by overlapping passes or workers.
 */
export class MailWorker {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private passes: Promise<unknown> = Promise.resolve();
  private passRequested = false;
  private stopped = true;
  private draining = false;
  private cancel = new AbortController();

  constructor(private readonly options: MailWorkerOptions) {
    this.transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null;
  }

  start(): void {
    this.stopped = false;
    this.draining = false;
    if (this.cancel.signal.aborted) this.cancel = new AbortController();
    this.schedule(0);
  }

  /** Sends due mails now (after an enqueue); during a pass, runs another one right after it. */
  notify(): void {
    if (this.stopped) return;
    if (this.running) this.passRequested = true;
    else this.schedule(0);
  }

  /**
   * Stops polling and claiming; the mail in flight gets STOP_GRACE_MS to finish, then it is aborted
   * (and retried later, with the same Message-ID).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.draining = true;
    if (this.timer) clearTimeout(this.timer);
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([this.passes, new Promise((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS)))]);
    clearTimeout(grace);
    this.cancel.abort();
    await this.passes;
    this.transport?.close();
  }

  /** One pass over the due mails, after any pass still running; returns how many were sent. */
  runOnce(): Promise<number> {
    const pass = this.passes.then(() => this.sendDue());
    this.passes = pass.catch(() => undefined);
    return pass;
  }

  private async sendDue(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (let count = 0; count < PASS_LIMIT && !this.draining; count++) {
      const mail = await claimNextMail(this.options.db, this.options.now?.() ?? new Date(), MAIL_LEASE_MS);
      if (!mail) break;
      if (await this.deliver(this.transport, mail)) sent++;
    }
    return sent;
  }

  private async deliver(transport: Transporter, mail: OutboxMail): Promise<boolean> {
    // NOTE: addresses are personal data: debug level only (SMTP errors below often quote one too).
    this.options.log.debug({ mailId: mail.id, to: mail.toAddress, attempt: mail.attempts + 1 }, 'sending mail');
    try {
      await sendWithinLimit(
        transport,
        {
          from: this.options.from,
          to: mail.toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          attachments: (mail.attachments as MailAttachment[]).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, 'base64'),
          })),
        },
        this.cancel.signal,
      );
      await markMailSent(this.options.db, mail.id, new Date());
      this.options.log.info({ mailId: mail.id }, 'mail sent');
      return true;
    } catch (err) {
      const next = new Date(Date.now() + retryDelayMs(mail.attempts));
      await markMailFailed(this.options.db, mail.id, (err as Error).message, next).catch(() => undefined);
      this.options.log.warn(
        { mailId: mail.id, attempts: mail.attempts + 1, next, err: maskEmails((err as Error).message.slice(0, 1000)) },
        'mail not sent, will retry',
      );
      return false;
    }
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.passRequested = false;
      this.running = this.runOnce()
        .catch((err: unknown) => this.options.log.error({ err }, 'mail worker pass failed'))
        .then(() => {
          this.running = null;
          if (!this.stopped) this.schedule(this.passRequested ? 0 : POLL_MS);
        });
    }, delay);
    this.timer.unref();
  }
}
