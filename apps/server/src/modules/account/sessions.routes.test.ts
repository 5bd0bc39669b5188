import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { asUser, createUser } from '../../../test/session-helpers.ts';
import { auditLog, sessions } from '../../db/schema/index.ts';
import { pruneSessions } from './account.repo.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface SessionDto {
  id: number;
  browser: string | null;
  os: string | null;
  address: string | null;
  startedAt: string;
  lastSeenAt: string;
  current: boolean;
}

describe.each(DB_KINDS)('sessions overview on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function login(email: string, userAgent: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { ...csrf(), 'user-agent': userAgent },
      payload: { email, password: 'correct-horse' },
    });
    expect(res.statusCode).toBe(200);
    return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}; XSRF-TOKEN=test-token`;
  }
  const list = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json().sessions as SessionDto[];
  };
  const status = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode;

  it('lists one’s live sessions with device, address, start and last request; ends one, then all others', async () => {
    await createUser(t.db, 'eva@example.com', ['customer']);
    const phone = await login('eva@example.com', IPHONE);
    t.clock.advance(60_000);
    const desk = await login('eva@example.com', WINDOWS);
    t.clock.advance(60_000);
    const third = await login('eva@example.com', 'curl/8.5.0');
    const sessions = await list(desk);
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => [s.browser, s.os, s.current])).toEqual([
      [null, null, false],
      ['Chrome', 'Windows', true],
      ['Safari', 'iOS', false],
    ]);
    expect(sessions[2]!.address).toBe('127.0.0.1');
    expect(Date.parse(sessions[2]!.startedAt)).toBeLessThan(Date.parse(sessions[1]!.startedAt));

    // The last request is recorded, at most every 5 minutes.
    t.clock.advance(6 * 60_000);
    await status(phone);
    const seen = (await list(desk)).find((s) => s.os === 'iOS')!;
    expect(Date.parse(seen.lastSeenAt)).toBeGreaterThan(Date.parse(seen.startedAt) + 5 * 60_000);

    // Someone else's or an unknown session: 404, nothing ended.
    await createUser(t.db, 'fritz@example.com', ['customer']);
    const fritz = await login('fritz@example.com', WINDOWS);
    const fritzId = (await list(fritz))[0]!.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${fritzId}`, headers: asUser(desk) })).statusCode).toBe(404);
    expect(await status(fritz)).toBe(200);

    const phoneId = (await list(desk)).find((s) => s.os === 'iOS')!.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${phoneId}`, headers: asUser(desk) })).statusCode).toBe(200);
    expect(await status(phone)).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${phoneId}`, headers: asUser(desk) })).statusCode).toBe(404);

    const others = await t.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: asUser(desk) });
    expect(others.json()).toEqual({ ended: 1 });
    expect(await status(third)).toBe(401);
    expect(await status(desk)).toBe(200);
    expect((await list(desk)).map((s) => s.current)).toEqual([true]);

    // Ending the current one logs out.
    const own = (await list(desk))[0]!.id;
    const out = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${own}`, headers: asUser(desk) });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(await status(desk)).toBe(401);
  });

  it('an admin ends every session of a user, audited; others may not', async () => {
    const lena = await createUser(t.db, 'lena@example.com', ['therapist']);
    const one = await login('lena@example.com', IPHONE);
    const two = await login('lena@example.com', WINDOWS);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${lena}/sessions`, headers: asUser(two) })).statusCode).toBe(403);
    await createUser(t.db, 'boss@example.com', ['admin']);
    const admin = await login('boss@example.com', WINDOWS);
    const ended = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${lena}/sessions`, headers: asUser(admin) });
    expect(ended.json()).toEqual({ ended: 2 });
    expect([await status(one), await status(two)]).toEqual([401, 401]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'sessions.end'));
    expect(audit).toMatchObject({ subjectUserId: lena, detail: JSON.stringify({ ended: 2 }) });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/users/999999/sessions', headers: asUser(admin) })).statusCode).toBe(404);
  });

  it('forgets sessions a month after they ended, with their device and address', async () => {
    await createUser(t.db, 'prune@example.com', ['customer']);
    const cookie = await login('prune@example.com', IPHONE);
    const id = (await list(cookie))[0]!.id;
    await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: asUser(cookie) });
    const ended = t.clock.now();
    const kept = () => t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id));
    await pruneSessions(t.db, new Date(ended.getTime() - 1000));
    expect(await kept()).toEqual([{ id }]);
    expect(await pruneSessions(t.db, new Date(ended.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual([]);
  });

  it('requests that arrive together are each answered with their own session, and a logout counts from the next request', async () => {
    const people = Array.from({ length: 12 }, (_, n) => ({
      email: `together${n}@example.com`,
      roles: n === 3 ? (['therapist'] as const) : (['customer'] as const),
    }));
    for (const person of people) await createUser(t.db, person.email, [...person.roles]);
    const cookies = await Promise.all(people.map((person) => login(person.email, IPHONE)));
    await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: asUser(cookies[5]!) });
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
    const answers = await Promise.all([...cookies, 'sid=not-a-session; XSRF-TOKEN=test-token'].map(me));
    const seen = answers.map((res) => (res.json() as { user: { email: string; roles: string[] } | null }).user);
    expect(seen.map((user) => user?.email ?? null)).toEqual([...people.map((p, n) => (n === 5 ? null : p.email)), null]);
    expect(seen[3]!.roles).toEqual(['therapist']);
    // Ended while others of the same moment go on: the next requests see it ended.
    const [, ...rest] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/account/logout', headers: asUser(cookies[0]!) }),
      ...cookies.slice(1, 3).map(status),
    ]);
    expect(rest).toEqual([200, 200]);
    expect(await Promise.all(cookies.slice(0, 3).map(status))).toEqual([401, 200, 200]);
  });
});
