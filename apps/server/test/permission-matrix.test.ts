import { hasPermission, type Permission } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestApp } from './test-app.ts';
import { asUser, createUser, loginCookie } from './session-helpers.ts';

type Operation = { method: string; path: string; permission: Permission };

/**
 * Every documented operation against its declared permission: nobody gets 401, a customer 403
 * where customers lack the permission. A new route without a permission cannot even start.
 */
describe('permission matrix', () => {
  let t: TestApp;
  let operations: Operation[];
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { 'x-permission': Permission }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1'), permission: op['x-permission'] })),
    );
    await createUser(t.db, 'matrix.customer@example.com', ['customer']);
    customer = await loginCookie(t.app, 'matrix.customer@example.com');
  });
  afterAll(() => t.close());

  it('declares a permission on every operation', () => {
    expect(operations.length).toBeGreaterThan(5);
    for (const op of operations) expect(op.permission, `${op.method} ${op.path}`).toBeTruthy();
  });

  it('answers 401 without a session on every protected operation', async () => {
    for (const op of operations.filter((o) => o.permission !== 'public')) {
      const res = await t.app.inject({ method: op.method as 'GET', url: op.path, headers: csrf(), payload: op.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
    }
  });

  it('answers 403 to a customer where customers lack the permission', async () => {
    for (const op of operations.filter((o) => o.permission !== 'public' && !hasPermission(['customer'], o.permission))) {
      const res = await t.app.inject({ method: op.method as 'GET', url: op.path, headers: asUser(customer), payload: op.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(403);
    }
  });

  it('answers MFA_REQUIRED to a session before its second step on every protected operation but that step', async () => {
    const admin = await createUser(t.db, 'matrix.admin@example.com', ['admin']);
    const pending = await loginCookie(t.app, 'matrix.admin@example.com');
    await t.db.update(sessions).set({ secondFactor: 'verify' }).where(eq(sessions.userId, admin));
    const secondStep = /^\/api\/account\/(mfa\/(setup|confirm|verify|recovery)|me|logout)$/;
    const reached: string[] = [];
    for (const op of operations.filter((o) => o.permission !== 'public')) {
      const res = await t.app.inject({ method: op.method as 'GET', url: op.path, headers: asUser(pending), payload: op.method === 'GET' ? undefined : {} });
      if (secondStep.test(op.path)) reached.push(op.path);
      else expect([res.statusCode, res.json().error?.code], `${op.method} ${op.path}`).toEqual([401, 'MFA_REQUIRED']);
    }
    expect(reached.sort()).toEqual(['/api/account/mfa/confirm', '/api/account/mfa/recovery', '/api/account/mfa/setup', '/api/account/mfa/verify']);
    // "Who am I" names the step still due, so the app shows it.
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: pending } });
    expect(me.json().user).toMatchObject({ id: admin, secondFactor: 'verify' });
  });
});
