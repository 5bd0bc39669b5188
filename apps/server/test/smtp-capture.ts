import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on localhost that keeps every mail it receives, parsed. */
export interface SmtpCapture {
  port: number;
  /** Mails the server accepted. */
  mails: ParsedMail[];
  /** Every message whose data arrived, accepted, refused or still waiting for its answer. */
  received: ParsedMail[];
  /** Most messages that waited for their answer at the same time. */
  maxInFlight: number;
  /** Most SMTP sessions (client connections) open at the same time. */
  maxSessions: number;
  url: string;
  stop(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** Answers each message only after this long (a slow server). */
  answerAfterMs?: number;
  /** Refuses a message with 451 (try again later) when it returns true. */
  refuse?: (mail: ParsedMail) => boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the capture on `port` (0: any free port); `onMail` also sees every mail as it arrives. */
export async function startSmtpCapture(port = 0, onMail: (mail: ParsedMail) => void = () => {}, options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const answerAfterMs = options.answerAfterMs ?? 0;
  let inFlight = 0;
  let sessions = 0;
  const capture = { mails: [] as ParsedMail[], received: [] as ParsedMail[], maxInFlight: 0, maxSessions: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // NOTE: its own idle time-out (60 s by default) would hang up on a client waiting for a slow answer.
    socketTimeout: answerAfterMs + 60_000,
    onConnect(_session, callback) {
      capture.maxSessions = Math.max(capture.maxSessions, ++sessions);
      callback();
    },
    onClose() {
      sessions--;
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          capture.received.push(mail);
          capture.maxInFlight = Math.max(capture.maxInFlight, ++inFlight);
          try {
            await wait(answerAfterMs);
          } finally {
            inFlight--;
          }
          if (options.refuse?.(mail)) {
            // Like many servers, it quotes the recipient in its answer.
            const to = [mail.to]
              .flat()
              .map((address) => address?.text)
              .join(', ');
            return callback(Object.assign(new Error(`Mailbox <${to}> busy, try again later`), { responseCode: 451 }));
          }
          capture.mails.push(mail);
          onMail(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return Object.assign(capture, {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
