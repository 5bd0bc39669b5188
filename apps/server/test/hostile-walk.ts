import { hasPermission, type Permission } from '@praxis/domain';
import { XSRF, type HostileActor } from './hostile-actors.ts';
import { hostileRequests, operationsOf, type Hints, type HostileRequest } from './hostile-inputs.ts';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}
export type Send = (request: SentRequest) => Promise<{ status: number; body: string }>;

export interface Finding {
  actor: string;
  request: string;
  status: number;
  problem: string;
}

export interface WalkResult {
  operations: number;
  actors: number;
  /** Hostile inputs over all operations. */
  inputs: number;
  /** Requests sent: see `HostileRequest.scope` for who sends which input. */
  requests: number;
  serverErrors: number;
  /** Answered 2xx: hostile only in a way the API accepts (a missing optional field, an unknown property). */
  accepted: number;
  findings: Finding[];
  slowest: { request: string; ms: number };
  ms: number;
}

/**
 * Tables that record attempts, refused ones included (failed logins per account and address, guest
 * reservations per address): a refused request may add to them by design.
 */
export const ATTEMPT_TABLES = ['rate_events'];
/** Columns any request may write: a session records when it was last used (at most every 5 minutes), refused requests too. */
export const ATTEMPT_COLUMNS = { sessions: ['last_seen_at'] };

const isErrorBody = (body: string) => {
  try {
    const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
};

/** Refused before the route's handler ran: by the session, permission, CSRF or body checks, or by schema validation. */
function refusedEarly(status: number, body: string): boolean {
  if (status === 413 || status === 415) return true;
  try {
    const error = (JSON.parse(body) as { error?: { code?: string; details?: unknown } }).error;
    return ['UNAUTHENTICATED', 'FORBIDDEN', 'CSRF_INVALID'].includes(error?.code ?? '') || (error?.code === 'VALIDATION_ERROR' && Array.isArray(error.details));
  } catch {
    return false;
  }
}

const mayCall = (actor: HostileActor, permission: string) =>
  actor.name !== 'anonymous' ? hasPermission([actor.name], permission as Permission) : permission === 'public';

const describe = (r: HostileRequest) => `${r.method} ${r.url.length > 120 ? `${r.url.slice(0, 120)}…` : r.url} (${r.label})`;

/**
 * Sends every hostile input of every operation of `document` as every actor and reports what went
 * wrong: a 5xx, a 4xx without the documented error body, or a refused mutation that changed a row.
 * NOTE: the fingerprint is compared after every mutation that reached its handler and at the end of
 * each actor's turn; a request refused before its handler is covered by the next comparison (only
 * hooks run for it, and they run for the next request too). That keeps the walk fast.
 */
export async function hostileWalk(options: {
  document: unknown;
  send: Send;
  /** Fresh sessions for the actors before each operation. */
  renewActors: () => Promise<HostileActor[]>;
  fingerprint: () => Promise<string>;
  hints?: Hints;
}): Promise<WalkResult> {
  const started = performance.now();
  const operations = operationsOf(options.document);
  const result: WalkResult = {
    operations: operations.length,
    actors: 0,
    inputs: 0,
    requests: 0,
    serverErrors: 0,
    accepted: 0,
    findings: [],
    slowest: { request: '', ms: 0 },
    ms: 0,
  };
  for (const op of operations) {
    const requests = hostileRequests(op, options.hints);
    const actors = await options.renewActors();
    result.actors = actors.length;
    result.inputs += requests.length;
    let before = await options.fingerprint();
    const permitted = actors.filter((actor) => mayCall(actor, op.permission));
    for (const actor of actors) {
      const turn = permitted.indexOf(actor);
      let unchecked: string | null = null;
      let bodyField = -1;
      for (const request of requests) {
        if (request.scope !== 'request' && turn === -1) continue;
        if (request.scope === 'body' && ++bodyField % permitted.length !== turn) continue;
        const headers: Record<string, string> = { cookie: actor.cookie, 'x-xsrf-token': XSRF };
        if (request.payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
        const sentAt = performance.now();
        const response = await options.send({ method: request.method, url: request.url, headers, payload: request.payload });
        const ms = performance.now() - sentAt;
        result.requests += 1;
        if (ms > result.slowest.ms) result.slowest = { request: describe(request), ms };
        const finding = (problem: string) => result.findings.push({ actor: actor.name, request: describe(request), status: response.status, problem });
        if (response.status < 300) result.accepted += 1;
        if (response.status >= 500) {
          result.serverErrors += 1;
          finding(`server error: ${response.body.slice(0, 200)}`);
        } else if (response.status >= 400 && !isErrorBody(response.body)) {
          finding(`error body not in the documented form: ${response.body.slice(0, 200)}`);
        }
        if (request.method === 'GET') continue;
        if (response.status >= 400 && refusedEarly(response.status, response.body)) {
          unchecked = describe(request);
          continue;
        }
        const after = await options.fingerprint();
        if (response.status >= 400 && after !== before) finding('a refused request changed rows');
        before = after;
        unchecked = null;
      }
      if (unchecked) {
        const after = await options.fingerprint();
        if (after !== before)
          result.findings.push({
            actor: actor.name,
            request: unchecked,
            status: 0,
            problem: 'a request refused before its handler (this or an earlier one) changed rows',
          });
        before = after;
      }
    }
  }
  result.ms = performance.now() - started;
  return result;
}

/** One line for the log: operations × inputs, requests, 5xx and the slowest answer. */
export const walkSummary = (r: WalkResult) =>
  `hostile walk: ${r.operations} operations × ${r.actors} actors, ${r.inputs} inputs, ${r.requests} requests (${r.accepted} accepted), ${r.serverErrors} answered 5xx, ${r.findings.length} findings, slowest ${r.slowest.ms.toFixed(0)} ms, ${(r.ms / 1000).toFixed(1)} s`;
