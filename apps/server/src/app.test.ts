import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from './db/schema/index.ts';
import { PRACTICE_SETTINGS_KEY } from './modules/settings/settings.repo.ts';
import { createTestApp, csrf, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, DB_KINDS } from '../test/test-db.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';

describe.each(DB_KINDS)('API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports health while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('documents every operation with its permission', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { 'x-permission'?: string }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['get /api/health', 'get /api/settings/public', 'get /api/therapies', 'get /api/arrangements', 'get /api/therapists']),
    );
    for (const { op } of operations) expect(op['x-permission']).toMatch(/^(public|authenticated|[a-z_-]+:[a-z_:-]+)$/);
  });

  it('lists the 13 therapies with the durations they are offered in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/therapies' });
    const { therapies } = res.json() as { therapies: Array<{ id: number; labelKey: string; arrangementIds: number[] }> };
    expect(therapies).toHaveLength(13);
    expect(therapies[0]).toMatchObject({ id: 1, labelKey: 'classic_massage', arrangementIds: [1, 2, 3] });
    expect(therapies.find((x) => x.id === 9)?.arrangementIds).toEqual([1]);
  });

  it('lists the three durations with prices in Rappen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/arrangements' });
    expect(res.json()).toEqual({
      arrangements: [
        { id: 1, durationMinutes: 25, slotMinutes: 30, priceRappen: 7500, image: 'duration-25.svg' },
        { id: 2, durationMinutes: 55, slotMinutes: 60, priceRappen: 14000, image: 'duration-55.svg' },
        { id: 3, durationMinutes: 85, slotMinutes: 90, priceRappen: 21500, image: 'duration-85.svg' },
      ],
    });
  });

  it('serves the practice contact data from the settings in the database', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json() as { name: string; openingHours: unknown[]; tagManagerId: null };
    expect(before.openingHours).toHaveLength(6);
    expect(before.tagManagerId).toBeNull();
    await t.db
      .update(settings)
      .set({ value: sql`jsonb_set(${settings.value}, '{name}', '"Massagepraxis Test"')` })
      .where(sql`${settings.key} = ${PRACTICE_SETTINGS_KEY}`);
    const after = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json() as { name: string };
    expect(after.name).toBe('Massagepraxis Test');
  });

  it('publishes no therapist profile without demo data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/therapists' });
    expect(res.json()).toEqual({ therapists: [] });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses a mutation without the CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'CSRF_INVALID' } });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/nothing-here', headers: { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'b' }, payload: {} });
    expect(wrong.statusCode).toBe(403);
  });

  it('lets a mutation with the matching CSRF header through', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing-here', headers: csrf(), payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('hands out a CSRF cookie readable by the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('health without a database', () => {
  it('answers 503 with SERVICE_UNAVAILABLE when the database does not answer', async () => {
    const handle = await createTestDatabase('pglite');
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: handle.db, logger: false });
    await handle.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    await app.close();
  });
});

describe('tag manager', () => {
  it('is allowed by the CSP and published only when configured', async () => {
    const t = await createTestApp('pglite', { TAG_MANAGER_ID: 'GTM-TEST123' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
      expect(res.json()).toMatchObject({ tagManagerId: 'GTM-TEST123' });
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    } finally {
      await t.close();
    }
  });
});
