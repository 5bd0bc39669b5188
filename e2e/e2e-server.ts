// Starts a real SMTP server that writes every received mail as JSON into E2E_MAIL_DIR, then the
// app itself (scripts/start.mjs) in this process: the journeys read the mails the app sends.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpCapture } from '../apps/server/test/smtp-capture.ts';

const dir = process.env.E2E_MAIL_DIR!;
mkdirSync(dir, { recursive: true });
let count = 0;
await startSmtpCapture(Number(process.env.E2E_SMTP_PORT), (mail) => {
  count += 1;
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  // Calendar files and other text attachments, as text, so journeys can read them.
  const attachments = mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content.toString('utf8') }));
  const record = { to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '', messageId: mail.messageId, attachments };
  // Written aside and renamed, so a journey reading the folder never sees half a mail.
  const name = `${Date.now()}-${String(count).padStart(4, '0')}.json`;
  writeFileSync(join(dir, `${name}.part`), JSON.stringify(record));
  renameSync(join(dir, `${name}.part`), join(dir, name));
});
// @ts-expect-error the start script is plain JavaScript without types
await import('../scripts/start.mjs');
