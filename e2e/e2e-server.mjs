// Starts a real SMTP server that writes every received mail as JSON into E2E_MAIL_DIR, then the
// app itself (scripts/start.mjs) in this process: the journeys read the mails the app sends.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
mkdirSync(dir, { recursive: true });
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        count += 1;
        const record = { to: mail.to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '', messageId: mail.messageId };
        writeFileSync(join(dir, `${Date.now()}-${String(count).padStart(4, '0')}.json`), JSON.stringify(record));
        callback();
      },
      (err) => callback(err),
    );
  },
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
await import('../scripts/start.mjs');
