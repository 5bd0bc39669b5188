import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmPdfWorkers } from '../src/core/pdf-pool.ts';
import { databaseFingerprint } from './db-fingerprint.ts';
import { createHostileActors } from './hostile-actors.ts';
import { DOTTED_EMAIL } from './hostile-inputs.ts';
import { ATTEMPT_COLUMNS, ATTEMPT_TABLES, hostileWalk, walkSummary, type WalkResult } from './hostile-walk.ts';
import { createUser, loginCookie } from './session-helpers.ts';
import { createTestApp, csrf, type TestApp } from './test-app.ts';
import type { DbKind } from './test-db.ts';

/**
 * Every operation of the OpenAPI document, as every actor, with NUL characters, oversize strings,
 * huge and negative numbers, wrong types, impossible dates and unknown ids: never a 5xx, always the
 * documented error body, and a refused request changes no row. One test file per database, so the
 * two walks (the longest server tests) run side by side.
 */
export const describeHostileInput = (kind: DbKind) =>
  describe(`hostile input (${kind})`, () => {
    let t: TestApp;
    let result: WalkResult;

    beforeAll(async () => {
      t = await createTestApp(kind);
      // As the server does when it starts: otherwise the walk's first PDF request waits for a worker to
      // load the renderers, which on a loaded machine took 8-15 s and broke the 5 s bound below.
      warmPdfWorkers();
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

    it('gives /api written in a disguise no way past the /api hooks, on every prefix of the API', async () => {
      await createUser(t.db, 'disguise@example.com', ['admin']);
      const admin = await loginCookie(t.app, 'disguise@example.com');
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
      // NOTE: dot segments are resolved by the injector as by browsers; canonical-url.test.ts covers them.
      const disguises = [
        (p: string) => p.replace('/api', '/%61pi'),
        (p: string) => p.replace('/api', '/%2561pi'),
        (p: string) => p.replace('/api', '/%252561pi'),
        (p: string) => p.replace('/api', '/API'),
        (p: string) => p.replace('/api', '/aPi'),
        (p: string) => p.replace('/api', '//api'),
        (p: string) => p.replace('/api/', '/api//'),
        (p: string) => p.replace('/api/', '/api%2F'),
        (p: string) => p.replace('/api', '/%2Fapi'),
        (p: string) => p.replace('/api', '/api;x=1'),
      ];
      // One operation per method and prefix (/api/staff, /api/admin, /api/calendar-feeds, /api/files...).
      const samples = new Map<string, { method: string; path: string }>();
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const method of Object.keys(operations)) {
          const key = `${method} ${path.split('/').slice(0, 3).join('/')}`;
          if (!samples.has(key)) samples.set(key, { method, path: path.replace(/\{[^}]+\}/g, '1') });
        }
      }
      expect(samples.size).toBeGreaterThan(30);
      const wrong: string[] = [];
      for (const { method, path } of samples.values()) {
        for (const disguise of disguises) {
          const url = disguise(path);
          // With a session and no XSRF header: a disguise that reached a route would pass neither the session nor the CSRF check.
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { cookie: admin },
            payload: method === 'get' ? undefined : {},
          });
          const code = (response.json() as { error?: { code?: string } }).error?.code;
          const refused = response.statusCode === 404 || (method !== 'get' && code === 'CSRF_INVALID');
          if (!refused || response.headers['cache-control'] !== 'no-store') wrong.push(`${method.toUpperCase()} ${url}: ${response.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
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
