import type { Transporter } from 'nodemailer';
import type { AppContext } from '../../core/app-context.ts';
import { defineJob } from '../../core/jobs.ts';
import { maskEmails } from '../../lib/mask-emails.ts';
import { claimNextMail, markMailFailed, markMailSent, type OutboxMail } from './outbox.repo.ts';
import type { MailAttachment } from './render-mail.ts';
import { createSmtpTransport, MAIL_LEASE_MS, sendWithinLimit } from './smtp-transport.ts';

/** Mails per sender and pass at most: a pass always ends (the next one follows after `everySeconds`). */
const PASS_ROUNDS = 5;

/** Delay before attempt `attempts + 1`: 5 s doubling per failure, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** attempts, 3_600_000);
}

/**
 * Sends the outbox over SMTP: every 2 s and at once when woken (`ctx.notifyMail()` after a commit),
 * up to MAIL_CONCURRENCY mails at once (each on its own SMTP connection, so one slow server's answer
 * does not hold back the rest: 100 mails at 25 s each take about 11 minutes with 4, not 42), retries
 * failures with back-off, never loses a mail (it stays in the table until the server accepted it).
 * Without SMTP_URL it sends nothing: the mails wait in the table (the server warns at start).
 *
 * NOTE: the runner runs one pass at a time, and each of the pass's senders claims a mail
 * (`FOR UPDATE SKIP LOCKED`) only right before it sends it, for a lease longer than any attempt: so
 * no mail is sent twice by the pass's own senders, overlapping passes or other servers.
 */
export const mailJob = defineJob({
  name: 'mail',
  everySeconds: 2,
  /**
   * On stop, how long the mail in flight may still finish before it is aborted (and retried later,
   * with the same Message-ID). NOTE: an abort after the server took the message but before its
   * answer arrived means a second delivery later.
   */
  stopGraceMs: 3000,
  async run(ctx, { stopping, signal }) {
    if (!ctx.config.smtpUrl) return 0;
    const transport = createSmtpTransport(ctx.config.smtpUrl);
    const limit = PASS_ROUNDS * ctx.config.mailConcurrency;
    let claims = 0;
    let sent = 0;
    const sender = async () => {
      while (claims < limit && !stopping.aborted) {
        claims++;
        const mail = await claimNextMail(ctx.db, ctx.now(), MAIL_LEASE_MS);
        if (!mail) return;
        if (await deliver(ctx, transport, mail, signal)) sent++;
      }
    };
    try {
      // NOTE: settled, not Promise.all: a sender whose claim fails must not close the transport under the others' mails.
      const outcomes = await Promise.allSettled(Array.from({ length: ctx.config.mailConcurrency }, sender));
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return sent;
    } finally {
      transport.close();
    }
  },
});

async function deliver(ctx: AppContext, transport: Transporter, mail: OutboxMail, cancel: AbortSignal): Promise<boolean> {
  // NOTE: addresses are personal data: debug level only (SMTP errors below often quote one too).
  ctx.log.debug({ mailId: mail.id, to: mail.toAddress, attempt: mail.attempts + 1 }, 'sending mail');
  try {
    await sendWithinLimit(
      transport,
      {
        from: ctx.config.mailFrom,
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
      cancel,
    );
    await markMailSent(ctx.db, mail.id, new Date());
    ctx.log.info({ mailId: mail.id }, 'mail sent');
    return true;
  } catch (err) {
    const next = new Date(Date.now() + retryDelayMs(mail.attempts));
    await markMailFailed(ctx.db, mail.id, (err as Error).message, next).catch(() => undefined);
    ctx.log.warn({ mailId: mail.id, attempts: mail.attempts + 1, next, err: maskEmails((err as Error).message.slice(0, 1000)) }, 'mail not sent, will retry');
    return false;
  }
}
