// Hostile input over HTTP on PGlite: the time of the 200 KB e-mail of dots that used to keep the
// event loop busy for about 30 s, then the walk of the server tests (every operation of the OpenAPI
// document as every actor with NUL, oversize, out-of-range and mistyped input): its size and 5xx.
import { databaseFingerprint } from '../apps/server/test/db-fingerprint.ts';
import { createHostileActors, XSRF } from '../apps/server/test/hostile-actors.ts';
import { DOTTED_EMAIL } from '../apps/server/test/hostile-inputs.ts';
import { ATTEMPT_COLUMNS, ATTEMPT_TABLES, hostileWalk, walkSummary } from '../apps/server/test/hostile-walk.ts';
import { openBenchDatabase } from './bench-server.ts';

const NOW = new Date('2026-12-01T08:00:00Z');
const bench = await openBenchDatabase();
try {
  const actors = await createHostileActors(bench.db, new Date(NOW.getTime() + 86_400_000));
  const server = await bench.serve(NOW);
  const send = async (method: string, path: string, headers: Record<string, string>, body?: string) => {
    const response = await fetch(`${server.address}${path}`, { method, headers, body });
    return { status: response.status, body: await response.text() };
  };
  const anonymous = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
  const dotted = [
    ['login', '/api/account/login', { email: DOTTED_EMAIL, password: 'correct-horse' }],
    ['registration', '/api/account/register', { email: DOTTED_EMAIL, language: 'de' }],
    ['guest booking', '/api/bookings/guest', { email: DOTTED_EMAIL, language: 'de', therapyId: 1, arrangementId: 2, start: '2027-01-05T10:00:00+01:00' }],
  ] as const;
  const times: string[] = [];
  for (const [label, path, payload] of dotted) {
    const started = performance.now();
    const response = await send('POST', path, anonymous, JSON.stringify(payload));
    times.push(`${label} ${(performance.now() - started).toFixed(1)} ms (${response.status})`);
  }
  console.log(`200 KB e-mail of dots: ${times.join(', ')}`);

  const document = JSON.parse((await send('GET', '/api/openapi.json', {})).body) as unknown;
  const result = await hostileWalk({
    document,
    send: (request) => send(request.method, request.url, request.headers, request.payload),
    renewActors: actors.renew,
    hints: actors.hints,
    fingerprint: await databaseFingerprint(bench.db, ATTEMPT_TABLES, ATTEMPT_COLUMNS),
  });
  console.log(walkSummary(result));
  await server.stop();
  if (result.serverErrors > 0) throw new Error(`${result.serverErrors} hostile requests answered 5xx: ${JSON.stringify(result.findings.slice(0, 5))}`);
} finally {
  await bench.close();
}
