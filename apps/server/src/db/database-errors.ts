/**
 * Errors that say the database is away (restarting, unreachable, frozen, out of connections), as
 * opposed to a fault of the request or of our code: PostgreSQL's SQLSTATE classes 08 (connection
 * exception) and 57P (operator intervention: shutdown, crash, cannot connect now), 53300 (too many
 * connections), 57014 (a statement cancelled by `statement_timeout`), the sockets' errors and
 * node-postgres' own timeouts.
 */
const SQLSTATES = /^(08[0-9A-Z]{3}|57P0[1-4]|53300|57014)$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
];

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  errno?: unknown;
  cause?: unknown;
}

/**
 * `error` and what it wraps (Drizzle wraps the driver's error as `cause`), outermost first. NOTE:
 * objects, not only Errors: PGlite's file-system errors (Emscripten's ErrnoError) are no Error and
 * carry no message.
 */
function* causes(error: unknown): Generator<ErrorLike> {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; current = (current as ErrorLike).cause, depth++) {
    yield current as ErrorLike;
  }
}

const messageOf = (error: ErrorLike): string => (typeof error.message === 'string' ? error.message : '');

/** Whether `error` (or what it wraps) means the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causes(error)) {
    const code = current.code;
    if (typeof code === 'string' && (SQLSTATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (MESSAGES.some((message) => messageOf(current).includes(message))) return true;
  }
  return false;
}

/** ENOSPC as PGlite's WebAssembly file system numbers it (WASI's errno; Node's is -28). */
const WASI_ENOSPC = 51;

/**
 * Errors that say the disk is full: PostgreSQL's and PGlite's SQLSTATE 53100 (disk_full: "could not
 * extend file ...: No space left on device"), Node's ENOSPC, and PGlite's own file system's
 * ErrnoError 51 (its files written outside PostgreSQL's code, e.g. unpacking a backup).
 */
export function isStorageFull(error: unknown): boolean {
  for (const current of causes(error)) {
    if (current.code === '53100' || current.code === 'ENOSPC') return true;
    if (current.errno === WASI_ENOSPC && current.name === 'ErrnoError') return true;
    if (messageOf(current).includes('No space left on device')) return true;
  }
  return false;
}
