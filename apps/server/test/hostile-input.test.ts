import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from './db-fingerprint.ts';
import { createHostileActors } from './hostile-actors.ts';
import { DOTTED_EMAIL } from './hostile-inputs.ts';
import { ATTEMPT_COLUMNS, ATTEMPT_TABLES, hostileWalk, walkSummary, type WalkResult } from './hostile-walk.ts';
import { createTestApp, csrf, type TestApp } from './test-app.ts';
import { DB_KINDS } from './test-db.ts';

/**
 * Every operation of the OpenAPI document, as every actor, with NUL characters, oversize strings,
 * huge and negative numbers, wrong types, impossible dates and unknown ids: never a 5xx, always the
 * documented error body, and a refused request changes no row.
 */
describe.each(DB_KINDS)('hostile input (%s)', (kind) => {
  let t: TestApp;
  let result: WalkResult;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it.each([
    ['/api/account/login', { email: DOTTED_EMAIL, password: 'correct-horse' }],
    ['/api/account/register', { email: DOTTED_EMAIL, language: 'de' }],
    ['/api/bookings/guest', { email: DOTTED_EMAIL, language: 'de', therapyId: 1, arrangementId: 2, start: '2027-01-05T10:00:00+01:00' }],
  ])('refuses a 200 KB e-mail of dots on %s at once', async (url, payload) => {
    const started = performance.now();
    const response = await t.app.inject({ method: 'POST', url, headers: csrf(), payload });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: expect.any(String), details: [expect.objectContaining({ path: '/email' })] },
    });
    expect(elapsed).toBeLessThan(500);
  });

  it('walks every operation as every actor without a 5xx, a foreign error body or a changed row', async () => {
    const actors = await createHostileActors(t.db, new Date(Date.now() + 86_400_000));
    result = await hostileWalk({
      document: (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json(),
      send: async (request) => {
        const response = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
        return { status: response.statusCode, body: response.body };
      },
      renewActors: actors.renew,
      hints: actors.hints,
      fingerprint: await databaseFingerprint(t.db, ATTEMPT_TABLES, ATTEMPT_COLUMNS),
    });
    console.log(`${walkSummary(result)} (${kind})`);
    expect(result.operations).toBeGreaterThan(40);
    expect(result.actors).toBe(8);
    expect(result.requests).toBeGreaterThan(result.inputs);
    expect(result.findings).toEqual([]);
    // NOTE: a correctness bound, not a benchmark: no hostile input may hold the server for seconds.
    expect(result.slowest.ms, result.slowest.request).toBeLessThan(5_000);
  }, 600_000);
});
