import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on localhost that keeps every mail it receives, parsed. */
export interface SmtpCapture {
  port: number;
  mails: ParsedMail[];
  url: string;
  stop(): Promise<void>;
}

/** Starts the capture on `port` (0: any free port); `onMail` also sees every mail as it arrives. */
export async function startSmtpCapture(port = 0, onMail: (mail: ParsedMail) => void = () => {}): Promise<SmtpCapture> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          onMail(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    mails,
    url: `smtp://127.0.0.1:${actualPort}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
