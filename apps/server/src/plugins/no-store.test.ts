import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, loginCookie } from '../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../test/test-app.ts';
import { DB_KINDS } from '../../test/test-db.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerNoStore } from './no-store.ts';

const no = { answer: 'no', details: '' };
const healthForm = {
  answers: { bloodPressure: 'normal', medication: no, surgery: no, illness: no, allergies: no, implants: no, healthProblems: no },
  signature: { kind: 'typed', name: 'Anna Meier' },
  confirmed: true,
};

describe.each(DB_KINDS)('caching of API answers on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.db, 'anna@example.com', ['customer']);
    anna = await loginCookie(t.app, 'anna@example.com');
    const signed = await t.app.inject({ method: 'POST', url: '/api/health-form', headers: asUser(anna), payload: healthForm });
    expect(signed.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it.each(['/api/profile', '/api/bookings/own', '/api/health-form', '/api/health-form/pdf', '/api/account/me'])('forbids storing %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: anna } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('forbids storing a login answer and error answers', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/account/login', headers: csrf(), payload: { email: 'anna@example.com', password: 'correct-horse' } }),
      t.app.inject({ method: 'GET', url: '/api/profile' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      t.app.inject({ method: 'POST', url: '/api/health-form', headers: asUser(anna), payload: { ...healthForm, confirmed: false } }),
      t.app.inject({ method: 'POST', url: '/api/health-form', headers: { cookie: anna }, payload: healthForm }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 400, 403]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('no-store hook', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandler(app);
    registerNoStore(app);
    app.get('/api/cached', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=60').send({ public: true }));
    app.get('/api/cached-then-failed', async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      throw new Error('failed');
    });
    app.get('/page', async () => 'page');
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps a header a route set deliberately, but never on an error', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/cached' })).headers['cache-control']).toBe('public, max-age=60');
    const failed = await app.inject({ method: 'GET', url: '/api/cached-then-failed' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('leaves responses outside /api to their own rules', async () => {
    expect((await app.inject({ method: 'GET', url: '/page' })).headers['cache-control']).toBeUndefined();
  });
});
