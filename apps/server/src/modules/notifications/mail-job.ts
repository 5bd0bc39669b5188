import type { Transporter } from 'nodemailer';
import type { AppContext } from '../../core/app-context.ts';
import { defineJob } from '../../core/jobs.ts';
import { maskEmails } from '../../lib/mask-emails.ts';
import { claimNextMail, markMailFailed, markMailSent, type OutboxMail } from './outbox.repo.ts';
import type { MailAttachment } from './render-mail.ts';
import { createSmtpTransport, MAIL_LEASE_MS, sendWithinLimit } from './smtp-transport.ts';

/** Mails per pass at most: a pass always ends (the next one follows after `everySeconds`). */
const PASS_LIMIT = 20;

/** Delay before attempt `attempts + 1`: 5 s doubling per failure, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** attempts, 3_600_000);
}

/**
 * Sends the outbox over SMTP: every 2 s and at once when woken (`ctx.notifyMail()` after a commit),
 * retries failures with back-off, never loses a mail (it stays in the table until the server
 * accepted it). Without SMTP_URL it sends nothing: the mails wait in the table (the server warns at
 * start).
 *
 * NOTE: the runner runs one pass at a time, and a mail is claimed (`FOR UPDATE SKIP LOCKED`) only
 * right before it is sent, for a lease longer than any attempt: so no mail is sent twice by
 * overlapping passes or servers.
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
    try {
      let sent = 0;
      for (let count = 0; count < PASS_LIMIT && !stopping.aborted; count++) {
        const mail = await claimNextMail(ctx.db, ctx.now(), MAIL_LEASE_MS);
        if (!mail) break;
        if (await deliver(ctx, transport, mail, signal)) sent++;
      }
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
