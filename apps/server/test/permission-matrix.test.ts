import { hasPermission, ROLES, staffSearchKinds, type Permission, type RoleName } from '@praxis/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { sessions, userRoles, users } from '../src/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestApp } from './test-app.ts';
import { asUser, createUser, loginCookie } from './session-helpers.ts';

type Operation = { method: string; path: string; permission: Permission };

/**
 * Every documented operation against its declared permission: nobody gets 401, each of the seven
 * roles 403 where it lacks the permission. A new route without a permission cannot even start.
 * Then the rules a permission name cannot carry: who may change an admin, the last admin, and what
 * an accountant sees of a customer (DESIGN section 8).
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

  it.each(Object.keys(ROLES).filter((role) => role !== 'customer') as RoleName[])('answers 403 to a %s where the role lacks the permission', async (role) => {
    await createUser(t.db, `matrix.role.${role}@example.com`, [role]);
    const cookie = await loginCookie(t.app, `matrix.role.${role}@example.com`);
    const lacking = operations.filter((o) => o.permission !== 'public' && !hasPermission([role], o.permission));
    if (role !== 'admin') expect(lacking.length, role).toBeGreaterThan(0);
    for (const op of lacking) {
      const res = await t.app.inject({ method: op.method as 'GET', url: op.path, headers: asUser(cookie), payload: op.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${role}: ${op.method} ${op.path}`).toBe(403);
    }
  });

  it('lets only an admin change, deactivate, rename, reset or log out an admin; a managing director gets 403 and changes nothing', async () => {
    const adminId = await createUser(t.db, 'matrix.target.admin@example.com', ['admin']);
    await t.db.update(users).set({ firstName: 'Ada', lastName: 'Admin' }).where(eq(users.id, adminId));
    await createUser(t.db, 'matrix.md@example.com', ['managing_director']);
    await createUser(t.db, 'matrix.root@example.com', ['admin']);
    const md = await loginCookie(t.app, 'matrix.md@example.com');
    const root = await loginCookie(t.app, 'matrix.root@example.com');
    const member = { firstName: 'Ada', lastName: 'Admin', roles: ['admin'], active: true };
    const profile = { firstName: 'Ada', lastName: 'Admin', phone: '+41 79 123 45 67', language: 'de', countryCode: 'CH' };
    const table: Array<[string, 'PUT' | 'DELETE', string, object | undefined]> = [
      ['rename', 'PUT', `/api/admin/staff/${adminId}`, { ...member, firstName: 'Mallory' }],
      ['deactivate', 'PUT', `/api/admin/staff/${adminId}`, { ...member, active: false, inactiveFrom: '2027-01-04' }],
      ['add a role', 'PUT', `/api/admin/staff/${adminId}`, { ...member, roles: ['admin', 'therapist'] }],
      ['set roles', 'PUT', `/api/admin/users/${adminId}/roles`, { roles: ['customer'] }],
      ['reset the second factor', 'DELETE', `/api/admin/users/${adminId}/mfa`, undefined],
      ['end the sessions', 'DELETE', `/api/admin/users/${adminId}/sessions`, undefined],
      ['edit the personal data', 'PUT', `/api/users/${adminId}/profile`, { ...profile, firstName: 'Mallory' }],
      ['edit the staff notes', 'PUT', `/api/users/${adminId}/staff`, { acquiredCustomer: false, staffNotes: 'x' }],
    ];
    const stateOf = async () => {
      const [user] = await t.db.select().from(users).where(eq(users.id, adminId));
      const roles = await t.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, adminId));
      return { firstName: user!.firstName, inactiveFrom: user!.inactiveFrom, staffNotes: user!.staffNotes, roles: roles.map((r) => r.roleId).sort() };
    };
    const before = await stateOf();
    for (const [what, method, url, payload] of table) {
      const res = await t.app.inject({ method, url, headers: asUser(md), payload });
      expect([res.statusCode, res.json().error?.code], `managing director: ${what}`).toEqual([403, 'FORBIDDEN']);
    }
    expect(await stateOf()).toEqual(before);
    for (const [what, method, url, payload] of table.filter(([what]) => what !== 'set roles')) {
      const res = await t.app.inject({ method, url, headers: asUser(root), payload });
      expect(res.statusCode, `admin: ${what}`).toBe(200);
    }
  });

  it('keeps the last active admin: deactivating them or taking their role answers 409 LAST_ADMIN', async () => {
    const lastId = await createUser(t.db, 'matrix.last.admin@example.com', ['admin']);
    const leaverId = await createUser(t.db, 'matrix.leaving.admin@example.com', ['admin']);
    const leaver = await loginCookie(t.app, 'matrix.leaving.admin@example.com');
    // Every other admin is leaving at the end of the month (still active, not counted).
    const admins = (await t.db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, ROLES.admin))).map((r) => r.id);
    const others = admins.filter((id) => id !== lastId);
    await t.db.update(users).set({ inactiveFrom: '2099-01-31' }).where(inArray(users.id, others));
    try {
      const member = { firstName: 'Lia', lastName: 'Last', roles: ['admin'], active: true };
      const tries: Array<[string, string, object]> = [
        ['deactivate', `/api/admin/staff/${lastId}`, { ...member, active: false, inactiveFrom: '2099-01-01' }],
        ['take the role (team)', `/api/admin/staff/${lastId}`, { ...member, roles: ['managing_director'] }],
        ['take the role (roles)', `/api/admin/users/${lastId}/roles`, { roles: ['customer'] }],
      ];
      for (const [what, url, payload] of tries) {
        const res = await t.app.inject({ method: 'PUT', url, headers: asUser(leaver), payload });
        expect([res.statusCode, res.json().error?.code], what).toEqual([409, 'LAST_ADMIN']);
      }
      expect((await t.app.inject({ method: 'PUT', url: `/api/admin/staff/${lastId}`, headers: asUser(leaver), payload: member })).statusCode).toBe(200);
    } finally {
      await t.db
        .update(users)
        .set({ inactiveFrom: null })
        .where(and(inArray(users.id, others), ne(users.id, leaverId)));
    }
  });

  it('lets an accountant find customers with billing data, but not open the client list, a profile or the booking history', async () => {
    const annaId = await createUser(t.db, 'matrix.anna@example.com', ['customer']);
    await t.db
      .update(users)
      .set({ firstName: 'Anna', lastName: 'Rechnung', street: 'Seestrasse', postalCode: '8002', location: 'Zürich', birthday: '1980-01-01' })
      .where(eq(users.id, annaId));
    const accountant = await loginCookie(t.app, 'matrix.role.accountant@example.com');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: accountant } });
    for (const url of [
      '/api/staff/customers',
      `/api/staff/customers/${annaId}/summary`,
      '/api/users/profile?email=matrix.anna%40example.com',
      '/api/staff/bookings?from=2027-01-04&to=2027-01-10',
    ]) {
      expect((await get(url)).statusCode, url).toBe(403);
    }
    expect((await get('/api/customers?search=')).json().customers).toEqual([]);
    const [found] = (await get('/api/customers?search=rechnung')).json().customers;
    expect(found).toMatchObject({
      id: annaId,
      firstName: 'Anna',
      lastName: 'Rechnung',
      street: 'Seestrasse',
      postalCode: '8002',
      location: 'Zürich',
      birthday: null,
    });
  });

  it('searches for each role only what it may list: an accountant finds no customers or bookings, a customer gets 403', async () => {
    const zoeId = await createUser(t.db, 'matrix.zoe.suche@example.com', ['customer']);
    await t.db.update(users).set({ firstName: 'Zoe', lastName: 'Suchbar' }).where(eq(users.id, zoeId));
    for (const role of Object.keys(ROLES) as RoleName[]) {
      await createUser(t.db, `matrix.search.${role}@example.com`, [role]);
      const cookie = await loginCookie(t.app, `matrix.search.${role}@example.com`);
      const res = await t.app.inject({ method: 'GET', url: '/api/staff/search?q=suchbar', headers: { cookie } });
      if (role === 'customer') {
        expect(res.statusCode, role).toBe(403);
        continue;
      }
      expect(res.statusCode, role).toBe(200);
      const { kinds, customers } = res.json() as { kinds: string[]; customers: Array<{ id: number }> };
      expect(kinds, role).toEqual(staffSearchKinds([role]));
      expect(
        customers.map((c) => c.id),
        role,
      ).toEqual(role === 'accountant' ? [] : [zoeId]);
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
