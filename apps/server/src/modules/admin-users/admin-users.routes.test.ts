import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';

describe.each(DB_KINDS)('admin users on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminId = await createUser(t.db, 'root@example.com', ['admin']);
    customerId = await createUser(t.db, 'maria.rossi@example.com', ['customer']);
    admin = await loginCookie(t.app, 'root@example.com');
  });
  afterAll(() => t.close());

  const put = (id: number, roles: string[], cookie = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/roles`, headers: asUser(cookie), payload: { roles } });

  it('lists users with their roles, filtered by name or e-mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users?search=ROSSI', headers: { cookie: admin } });
    expect(res.json().users).toEqual([expect.objectContaining({ email: 'maria.rossi@example.com', roles: ['customer'] })]);
  });

  it('grants and removes roles', async () => {
    expect((await put(customerId, ['customer', 'therapist'])).json()).toEqual({ roles: ['customer', 'therapist'] });
    expect((await put(customerId, ['customer'])).json()).toEqual({ roles: ['customer'] });
    expect((await put(customerId, ['emperor'])).statusCode).toBe(400);
    expect((await put(999999, ['customer'])).statusCode).toBe(404);
  });

  it('does not let an admin remove their own admin role', async () => {
    const res = await put(adminId, ['customer']);
    expect(res.statusCode).toBe(409);
    expect((await put(adminId, ['customer', 'admin'])).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    await createUser(t.db, 'md@example.com', ['managing_director']);
    const md = await loginCookie(t.app, 'md@example.com');
    expect((await put(customerId, ['admin'], md)).statusCode).toBe(403);
  });
});
