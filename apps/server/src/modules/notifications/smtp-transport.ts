import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

/**
 * Time-outs of the SMTP client. NOTE: set on purpose, because nodemailer's defaults (2 min to
 * connect, 10 min of silence) would outlast any sensible lease on an outbox row.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 90_000 } as const;

/**
 * Longest one delivery attempt may take before it is aborted. socketTimeout bounds only the silence
 * before one reply and an attempt waits for several, so the attempt as a whole needs its own cap.
 */
export const ATTEMPT_LIMIT_MS = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + 2 * SMTP_TIMEOUTS.socketTimeout;

/**
 * How long a claim on an outbox row lasts: longer than any attempt, so no other worker claims a
 * mail while it is being sent; the minute covers the database writes around it and clock skew.
 */
export const MAIL_LEASE_MS = ATTEMPT_LIMIT_MS + 60_000;

/** The SMTP transport for `url` with the time-outs above (where the URL does not set its own). */
export function createSmtpTransport(url: string): Transporter {
  return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
}

/** Sends `message`, aborting at ATTEMPT_LIMIT_MS or when `cancel` fires. */
export async function sendWithinLimit(transport: Transporter, message: SendMailOptions, cancel: AbortSignal): Promise<void> {
  // NOTE: nodemailer 10 honours `signal` (it closes the connection); its type package predates it.
  const options: SendMailOptions & { signal: AbortSignal } = { ...message, signal: AbortSignal.any([cancel, AbortSignal.timeout(ATTEMPT_LIMIT_MS)]) };
  await transport.sendMail(options);
}
