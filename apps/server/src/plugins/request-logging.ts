import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';
import { maskEmails } from '../lib/mask-emails.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go; pino's default is standard output. */
export interface LogStream {
  write(line: string): void;
}

const ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column'] as const;
const MAX_CAUSES = 3;

/** A request URL without its query string, which may hold a login token or an e-mail address. */
export const loggedPath = (url: string) => maskEmails(url.split('?', 1)[0] ?? '');

/**
 * An error as logged: type, message, stack, a few safe fields and its causes; a string (some code
 * logs `err: error.message`) loses its e-mail addresses. NOTE: Drizzle puts a failed query's
 * parameters (e-mail addresses, names, health answers) into the message, and PostgreSQL puts the
 * offending value into `detail`: neither is logged, nor any e-mail address.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (typeof err === 'string') return maskEmails(err);
  if (!(err instanceof Error)) return err;
  const type = err.constructor?.name ?? 'Error';
  const message = maskEmails('params' in err ? err.message.split('\nparams:', 1)[0]! : err.message);
  const frames = err.stack?.indexOf('\n    at ') ?? -1;
  const stack = `${type}: ${message}${frames === -1 ? '' : err.stack!.slice(frames)}`;
  const own = err as unknown as Record<string, unknown>;
  const fields = Object.fromEntries(ERROR_FIELDS.filter((key) => ['string', 'number'].includes(typeof own[key])).map((key) => [key, own[key]]));
  const cause = err.cause !== undefined && depth < MAX_CAUSES ? { cause: serializeError(err.cause, depth + 1) } : {};
  return { type, message, stack, ...fields, ...cause };
}

/**
 * The server's logger options: `level`, the path-only request serializer, the error serializer,
 * and redaction of credentials should some code log headers or a body. Request bodies are never
 * logged (Fastify does not by default); e-mail addresses belong at debug level only.
 */
export function requestLogging(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        'body',
        'req.body',
        'req.query',
        'password',
        'token',
        'pw',
        '*.password',
        '*.token',
        '*.pw',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: loggedPath(request.url), host: request.host, remoteAddress: request.ip }),
      // NOTE: pino hands every value logged under `err` to this serializer, not only errors.
      err: serializeError as (err: FastifyError) => { type: string; message: string; stack: string },
    },
  };
}
