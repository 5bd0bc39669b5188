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

/** Whether `error` (or what it wraps: Drizzle wraps the driver's error as `cause`) means the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLSTATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true;
  }
  return false;
}
