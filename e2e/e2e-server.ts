// Starts a real SMTP server that writes every received mail as JSON into E2E_MAIL_DIR, then the
// app itself (scripts/start.mjs) in this process: the journeys read the mails the app sends.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpCapture } from '../apps/server/test/smtp-capture.ts';

const dir = process.env.E2E_MAIL_DIR!;
mkdirSync(dir, { recursive: true });
let count = 0;
await startSmtpCapture(Number(process.env.E2E_SMTP_PORT), (mail) => {
  count += 1;
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  const record = { to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '', messageId: mail.messageId };
  writeFileSync(join(dir, `${Date.now()}-${String(count).padStart(4, '0')}.json`), JSON.stringify(record));
});
// @ts-expect-error the start script is plain JavaScript without types
await import('../scripts/start.mjs');
