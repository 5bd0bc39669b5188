import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, userRoles, users } from '../../db/schema/index.ts';

// Monday 4 January 2027, 07:30 in Zurich.
const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');
const TODAY = '2027-01-04';

/**
 * Issue 38, item 1: only an admin changes, deactivates, renames or resets an admin; the last active
 * admin stays one; every staff and role change is audited with before and after, under the names
 * of that moment.
 */
describe.each(DB_KINDS)('admins protected on %s', (kind) => {
  let t: TestApp;
  let rootId: number;
  let zweitId: number;
  let mdId: number;
  let theraId: number;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(MONDAY_0730);
    const people = [
      ['root', 'Rolf', 'Root', ['admin']],
      ['zweit', 'Zora', 'Zweit', ['admin']],
      ['md', 'Mara', 'Direktor', ['managing_director']],
      ['thera', 'Tina', 'Alt', ['therapist']],
    ] as const;
    const ids: number[] = [];
    for (const [login, firstName, lastName, roles] of people) {
      const id = await createUser(t.db, `${login}@example.com`, [...roles]);
      await t.db.update(users).set({ firstName, lastName }).where(eq(users.id, id));
      cookies[login] = await loginCookie(t.app, `${login}@example.com`);
      ids.push(id);
    }
    [rootId, zweitId, mdId, theraId] = ids as [number, number, number, number];
  });
  afterAll(() => t.close());

  const member = (firstName: string, lastName: string, roles: string[], inactiveFrom?: string) =>
    inactiveFrom ? { firstName, lastName, roles, active: false, inactiveFrom } : { firstName, lastName, roles, active: true };
  const update = (id: number, payload: object, as: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}`, headers: asUser(cookies[as]!), payload });
  const setRoles = (id: number, roles: string[], as: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/roles`, headers: asUser(cookies[as]!), payload: { roles } });
  const codeOf = (res: { statusCode: number; json: () => { error?: { code?: string } } }) => [res.statusCode, res.json().error?.code];
  const row = async (id: number) => {
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    const roles = await t.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id));
    return { firstName: user!.firstName, lastName: user!.lastName, inactiveFrom: user!.inactiveFrom, roleIds: roles.map((r) => r.roleId).sort() };
  };
  const activeAdmins = async () =>
    (
      await t.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, 7)))
        .where(isNull(users.inactiveFrom))
    ).map((r) => r.id);
  const auditOf = async (subjectId: number) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, subjectId)).orderBy(asc(auditLog.id))).map((r) => ({
      action: r.action,
      actorUserId: r.actorUserId,
      detail: r.detail === null ? null : (JSON.parse(r.detail) as unknown),
    }));

  it('a managing director cannot rename, deactivate, change or reset an admin (403, nothing changes); a colleague they can', async () => {
    const before = await row(zweitId);
    expect(codeOf(await update(zweitId, member('Evil', 'Twin', ['admin']), 'md'))).toEqual([403, 'FORBIDDEN']);
    expect(codeOf(await update(zweitId, member('Zora', 'Zweit', ['admin'], TODAY), 'md'))).toEqual([403, 'FORBIDDEN']);
    expect(codeOf(await update(zweitId, member('Zora', 'Zweit', ['admin', 'therapist']), 'md'))).toEqual([403, 'FORBIDDEN']);
    expect(codeOf(await setRoles(zweitId, ['customer'], 'md'))).toEqual([403, 'FORBIDDEN']);
    const reset = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${zweitId}/mfa`, headers: asUser(cookies.md!) });
    expect(codeOf(reset)).toEqual([403, 'FORBIDDEN']);
    expect(await row(zweitId)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: cookies.zweit! } })).statusCode).toBe(200);
    expect(await auditOf(zweitId)).toEqual([]);

    expect((await update(theraId, member('Tina', 'Alt', ['therapist', 'planner']), 'md')).statusCode).toBe(200);
    expect((await update(zweitId, member('Zora', 'Zweit', ['admin']), 'root')).statusCode).toBe(200);
  });

  it('keeps the last active admin active and an admin (409 LAST_ADMIN)', async () => {
    // Zora leaves at the end of the month: Rolf will be the only admin then.
    expect((await update(zweitId, member('Zora', 'Zweit', ['admin'], '2027-01-31'), 'root')).statusCode).toBe(200);
    expect(codeOf(await update(rootId, member('Rolf', 'Root', ['admin'], TODAY), 'zweit'))).toEqual([409, 'LAST_ADMIN']);
    expect(codeOf(await update(rootId, member('Rolf', 'Root', ['admin'], '2027-02-01'), 'zweit'))).toEqual([409, 'LAST_ADMIN']);
    expect(codeOf(await update(rootId, member('Rolf', 'Root', ['managing_director']), 'zweit'))).toEqual([409, 'LAST_ADMIN']);
    expect(codeOf(await setRoles(rootId, ['customer', 'therapist'], 'zweit'))).toEqual([409, 'LAST_ADMIN']);
    expect(await activeAdmins()).toEqual([rootId]);
    // Renaming the last admin is no threat to that.
    expect((await update(rootId, member('Rolf', 'Root', ['admin']), 'zweit')).statusCode).toBe(200);
    expect((await update(zweitId, member('Zora', 'Zweit', ['admin']), 'root')).statusCode).toBe(200);
    expect((await activeAdmins()).sort()).toEqual([rootId, zweitId].sort());
  });

  it('two admins deactivating each other at once leave one of them', async () => {
    const answers = await Promise.all([
      update(zweitId, member('Zora', 'Zweit', ['admin'], TODAY), 'root'),
      update(rootId, member('Rolf', 'Root', ['admin'], TODAY), 'zweit'),
    ]);
    expect(answers.map(codeOf).sort()).toEqual([
      [200, undefined],
      [409, 'LAST_ADMIN'],
    ]);
    const left = await activeAdmins();
    expect(left).toHaveLength(1);
    // The one left brings the other back (a new login: the deactivation ended their sessions).
    const survivor = left[0] === rootId ? 'root' : 'zweit';
    const other = left[0] === rootId ? zweitId : rootId;
    const names = other === rootId ? ['Rolf', 'Root'] : ['Zora', 'Zweit'];
    expect((await update(other, member(names[0]!, names[1]!, ['admin']), survivor)).statusCode).toBe(200);
    cookies[survivor === 'root' ? 'zweit' : 'root'] = await loginCookie(t.app, `${survivor === 'root' ? 'zweit' : 'root'}@example.com`);
  });

  it('audits every staff and role change with before and after', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: asUser(cookies.md!),
      payload: { email: 'nora@example.com', ...member('Nora', 'Neu', ['therapist']) },
    });
    expect(created.statusCode).toBe(201);
    const noraId = created.json().member.id as number;
    await update(noraId, member('Nora', 'Neu', ['planner', 'therapist']), 'md');
    await update(noraId, member('Nora', 'Neu', ['planner', 'therapist'], TODAY), 'md');
    await update(noraId, member('Nora', 'Neu', ['planner', 'therapist']), 'md');
    // Saved without a change: no row.
    await update(noraId, member('Nora', 'Neu', ['planner', 'therapist']), 'md');
    expect((await setRoles(noraId, ['therapist', 'accountant'], 'root')).statusCode).toBe(200);
    const profile = { firstName: 'Nora', lastName: 'Neumann', phone: '+41 79 111 22 33', language: 'de', countryCode: 'CH' };
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${noraId}/profile`, headers: asUser(cookies.root!), payload: profile })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${noraId}/mfa`, headers: asUser(cookies.root!) })).statusCode).toBe(200);

    const state = (roles: string[], inactiveFrom: string | null = null, lastName = 'Neu') => ({ firstName: 'Nora', lastName, roles, inactiveFrom });
    expect(await auditOf(noraId)).toEqual([
      { action: 'staff.create', actorUserId: mdId, detail: { before: null, after: state(['therapist']) } },
      { action: 'staff.update', actorUserId: mdId, detail: { before: state(['therapist']), after: state(['planner', 'therapist']) } },
      { action: 'staff.deactivate', actorUserId: mdId, detail: { before: state(['planner', 'therapist']), after: state(['planner', 'therapist'], TODAY) } },
      { action: 'staff.reactivate', actorUserId: mdId, detail: { before: state(['planner', 'therapist'], TODAY), after: state(['planner', 'therapist']) } },
      { action: 'user.roles', actorUserId: rootId, detail: { before: { roles: ['planner', 'therapist'] }, after: { roles: ['therapist', 'accountant'] } } },
      {
        action: 'staff.profile',
        actorUserId: rootId,
        detail: { before: { lastName: 'Neu', phone: null, countryCode: null }, after: { lastName: 'Neumann', phone: '+41 79 111 22 33', countryCode: 'CH' } },
      },
      { action: 'mfa.reset', actorUserId: rootId, detail: { removed: false, before: { mfaEnabled: false }, after: { mfaEnabled: false } } },
    ]);
  });

  it('shows audit rows with the names as they were written; rows from before fall back to today’s names', async () => {
    // A row as written before names were stored.
    await t.db.insert(auditLog).values({ actorUserId: mdId, subjectUserId: theraId, action: 'legacy.row', at: MONDAY_0730 });
    expect((await update(theraId, member('Tina', 'Neu', ['therapist']), 'md')).statusCode).toBe(200);
    expect((await update(mdId, member('Mara', 'Chefin', ['managing_director']), 'root')).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?customerId=${theraId}`, headers: { cookie: cookies.md! } });
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as Array<{ action: string; actor: { name: string }; subject: { name: string }; detail: string }>;
    const names = entries.map((e) => [e.action, e.actor.name, e.subject.name, e.detail && JSON.parse(e.detail).after?.lastName]);
    expect(names).toEqual(
      expect.arrayContaining([
        // The first change of test one, before either rename.
        ['staff.update', 'Mara Direktor', 'Tina Alt', 'Alt'],
        // The rename names the person as renamed; its detail keeps both.
        ['staff.update', 'Mara Direktor', 'Tina Neu', 'Neu'],
        ['legacy.row', 'Mara Chefin', 'Tina Neu', null],
      ]),
    );
  });
});
