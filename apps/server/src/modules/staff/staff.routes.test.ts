import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createUser, lastMailTo, linkOf, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';

// Monday 4 January 2027, 07:30 in Zurich.
const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');

describe.each(DB_KINDS)('staff (team) API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let md: string;
  let mdId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(MONDAY_0730);
    adminId = await createUser(t.db, 'root@example.com', ['admin']);
    mdId = await createUser(t.db, 'md@example.com', ['managing_director']);
    await createUser(t.db, 'kunde@example.com', ['customer']);
    admin = await loginCookie(t.app, 'root@example.com');
    md = await loginCookie(t.app, 'md@example.com');
  });
  afterAll(() => t.close());

  const member = (email: string, roles: string[], extra: Record<string, unknown> = {}) => ({
    email,
    firstName: 'Anna',
    lastName: 'Muster',
    roles,
    active: true,
    ...extra,
  });
  const create = (payload: Record<string, unknown>, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/staff', headers: asUser(cookie), payload });
  const update = (id: number, payload: Record<string, unknown>, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}`, headers: asUser(cookie), payload });
  const list = async (cookie = admin) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie } })).json().staff as Array<{
      id: number;
      email: string;
      roles: string[];
      active: boolean;
      inactiveFrom: string | null;
    }>;
  const me = async (cookie: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });

  it('lists staff with their roles, customers left out', async () => {
    const staff = await list();
    expect(staff.map((s) => s.email)).toEqual(expect.arrayContaining(['root@example.com', 'md@example.com']));
    expect(staff.some((s) => s.email === 'kunde@example.com')).toBe(false);
    expect(staff.find((s) => s.email === 'md@example.com')).toMatchObject({ roles: ['managing_director'], active: true, inactiveFrom: null });
  });

  it('adds a staff member and mails them a login link that logs them in', async () => {
    const res = await create(member('Neu@Example.com', ['therapist']));
    expect(res.statusCode).toBe(201);
    expect(res.json().member).toMatchObject({ email: 'neu@example.com', firstName: 'Anna', roles: ['therapist'], active: true });
    const mail = await lastMailTo(t.db, 'neu@example.com');
    expect(mail).toBeDefined();
    const link = linkOf(mail!.text);
    const login = await t.app.inject({ method: 'POST', url: '/api/account/auto-login', headers: csrf(), payload: { email: link.email, token: link.token } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.roles).toEqual(['therapist']);
    expect((await create(member('neu@example.com', ['planner']))).statusCode).toBe(409);
  });

  it('makes an existing customer staff instead of failing', async () => {
    const res = await create(member('kunde@example.com', ['planner']));
    expect(res.statusCode).toBe(201);
    expect(res.json().member.roles).toEqual(['customer', 'planner']);
    expect(await lastMailTo(t.db, 'kunde@example.com')).toBeDefined();
  });

  it('refuses staff without a staff role, bad names and inactive without a date', async () => {
    expect((await create(member('x1@example.com', ['customer']))).statusCode).toBe(400);
    expect((await create(member('x2@example.com', []))).statusCode).toBe(400);
    expect((await create(member('x3@example.com', ['emperor']))).statusCode).toBe(400);
    expect((await create(member('x4@example.com', ['therapist'], { firstName: 'A' }))).statusCode).toBe(400);
    expect((await create(member('x5@example.com', ['therapist'], { active: false }))).statusCode).toBe(400);
  });

  it('changes roles; only admins grant or remove admin', async () => {
    const id = (await create(member('rolle@example.com', ['planner']))).json().member.id as number;
    expect((await update(id, member('', ['planner', 'accountant'], { email: undefined }), md)).json().member.roles).toEqual(['planner', 'accountant']);
    expect((await update(id, { ...member('', ['admin']), email: undefined }, md)).statusCode).toBe(403);
    expect((await create(member('boss@example.com', ['admin']), md)).statusCode).toBe(403);
    expect((await update(id, { ...member('', ['admin']), email: undefined })).json().member.roles).toEqual(['admin']);
    expect((await update(id, { ...member('', ['planner']), email: undefined }, md)).statusCode).toBe(403);
    expect((await update(999999, { ...member('', ['planner']), email: undefined })).statusCode).toBe(404);
  });

  it('does not let anyone deactivate themselves or remove their own admin role', async () => {
    const body = (roles: string[], extra: Record<string, unknown> = {}) => ({ firstName: 'Root', lastName: 'Admin', roles, active: true, ...extra });
    expect((await update(adminId, body(['therapist']))).statusCode).toBe(409);
    expect((await update(adminId, body(['admin'], { active: false, inactiveFrom: '2027-01-04' }))).statusCode).toBe(409);
    expect((await update(mdId, body(['managing_director'], { active: false, inactiveFrom: '2027-01-04' }), md)).statusCode).toBe(409);
    expect((await update(adminId, body(['admin']))).statusCode).toBe(200);
  });

  it('deactivation ends the sessions and refuses logins; reactivation restores them', async () => {
    const id = await createUser(t.db, 'gehen@example.com', ['therapist']);
    const cookie = await loginCookie(t.app, 'gehen@example.com');
    expect((await me(cookie)).statusCode).toBe(200);
    const body = { firstName: 'Gina', lastName: 'Gehen', roles: ['therapist'] };
    const res = await update(id, { ...body, active: false, inactiveFrom: '2027-01-04' });
    expect(res.json().member).toMatchObject({ active: false, inactiveFrom: '2027-01-04' });
    expect((await me(cookie)).statusCode).toBe(401);
    await expect(loginCookie(t.app, 'gehen@example.com')).rejects.toThrow(/401.*LOGIN_FAILED/);
    expect((await list()).find((s) => s.id === id)).toMatchObject({ active: false, inactiveFrom: '2027-01-04' });
    expect((await update(id, { ...body, active: true, inactiveFrom: '2027-01-04' })).json().member).toMatchObject({ active: true, inactiveFrom: null });
    expect((await me(await loginCookie(t.app, 'gehen@example.com'))).statusCode).toBe(200);
  });

  it('a deactivation dated ahead keeps the person until that day', async () => {
    const id = await createUser(t.db, 'spaeter@example.com', ['planner']);
    const cookie = await loginCookie(t.app, 'spaeter@example.com');
    await update(id, { firstName: 'Sina', lastName: 'Später', roles: ['planner'], active: false, inactiveFrom: '2027-01-06' });
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.set(new Date('2027-01-06T07:00:00Z'));
    try {
      expect((await me(cookie)).statusCode).toBe(401);
      await expect(loginCookie(t.app, 'spaeter@example.com')).rejects.toThrow(/401/);
    } finally {
      t.clock.set(MONDAY_0730);
    }
  });

  it("takes a deactivated therapist's slots away from that day on, not before", async () => {
    const id = await createBookableTherapist(t.db, 'lea@example.com');
    const free = async (date: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/availability?therapyId=1&arrangementId=2&from=${date}&to=${date}` });
      return (res.json().days[0].slots as Array<{ state: string }>).filter((s) => s.state === 'free').length;
    };
    expect(await free('2027-01-07')).toBeGreaterThan(0);
    const body = { firstName: 'Lea', lastName: 'Leer', roles: ['therapist'] };
    await update(id, { ...body, active: false, inactiveFrom: '2027-01-07' });
    expect(await free('2027-01-06')).toBeGreaterThan(0);
    expect(await free('2027-01-07')).toBe(0);
    expect(await free('2027-01-20')).toBe(0);
    await update(id, { ...body, active: true });
    expect(await free('2027-01-07')).toBeGreaterThan(0);
  });

  it('takes a deactivated therapist off the public team list from their date on', async () => {
    // Bookable therapists have a published profile.
    const id = await createBookableTherapist(t.db, 'mia@example.com');
    const listed = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/therapists' })).json().therapists as Array<{ id: number }>).some((therapist) => therapist.id === id);
    expect(await listed()).toBe(true);
    const body = { firstName: 'Mia', lastName: 'Meister', roles: ['therapist'] };
    await update(id, { ...body, active: false, inactiveFrom: '2027-01-05' });
    expect(await listed()).toBe(true);
    await update(id, { ...body, active: false, inactiveFrom: '2027-01-04' });
    expect(await listed()).toBe(false);
    await update(id, { ...body, active: true });
    expect(await listed()).toBe(true);
  });

  it('is for managing directors and admins only', async () => {
    for (const role of ['planner', 'therapist', 'customer', 'team_leader'] as const) {
      await createUser(t.db, `${role}@example.com`, [role]);
      const cookie = await loginCookie(t.app, `${role}@example.com`);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie } })).statusCode).toBe(403);
      expect((await create(member('y@example.com', ['therapist']), cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff' })).statusCode).toBe(401);
  });
});
