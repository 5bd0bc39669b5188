import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { asUser, createUser, lastMailTo, linkOf, loginCookie } from '../../../test/session-helpers.ts';
import { buildApp } from '../../app.ts';
import { loginLinks, mailOutbox, users } from '../../db/schema/index.ts';
import { LINK_REQUEST_MIN_MS } from './account.service.ts';

describe.each(DB_KINDS)('account routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://praxis.example.ch' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = csrf()) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/account/me', headers: cookie ? { cookie } : {} });

  it('registers a new e-mail as a customer and mails a login link in the chosen language', async () => {
    const res = await post('/api/account/register', { email: ' New.Customer@Example.com ', language: 'en', returnPath: '/bookings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', statusLabel: 'login-new-account' });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'new.customer@example.com'));
    expect(user).toMatchObject({ language: 'en', passwordHash: null, unconfirmed: true });
    const mail = await lastMailTo(t.db, 'new.customer@example.com');
    expect(mail?.subject).toMatch(/^Welcome to /);
    const link = linkOf(mail!.text);
    expect(link.url.origin + link.url.pathname).toBe('https://praxis.example.ch/bookings');
    expect(link.email).toBe('new.customer@example.com');
    expect(mail!.html).toContain('Seefeldstrasse 42');
    const stored = await t.db.select().from(loginLinks).where(eq(loginLinks.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(link.token);
  });

  it('logs in once with the link, then refuses it as outdated', async () => {
    await post('/api/account/register', { email: 'link.user@example.com', language: 'de' });
    const { token } = linkOf((await lastMailTo(t.db, 'link.user@example.com'))!.text);
    const first = await post('/api/account/auto-login', { email: 'link.user@example.com', token });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'link.user@example.com', roles: ['customer'], activeRoles: ['customer'], hasPassword: false });
    const sid = first.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(first.cookies.find((c) => c.name === 'sid_user')?.httpOnly).toBeFalsy();
    const [user] = await t.db.select().from(users).where(eq(users.email, 'link.user@example.com'));
    expect(user?.unconfirmed).toBe(false);

    const again = await post('/api/account/auto-login', { email: 'link.user@example.com', token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: { code: 'LOGIN_LINK_NEEDED' } });
  });

  it('lets the newest link supersede older ones', async () => {
    await post('/api/account/register', { email: 'two.links@example.com', language: 'de' });
    const older = linkOf((await lastMailTo(t.db, 'two.links@example.com'))!.text).token;
    const res = await post('/api/account/register', { email: 'two.links@example.com', language: 'de' });
    expect(res.json().statusLabel).toBe('login-link-sent');
    const newer = linkOf((await lastMailTo(t.db, 'two.links@example.com'))!.text).token;
    expect((await post('/api/account/auto-login', { email: 'two.links@example.com', token: older })).statusCode).toBe(401);
    expect((await post('/api/account/auto-login', { email: 'two.links@example.com', token: newer })).statusCode).toBe(200);
  });

  it('refuses a link after 24 hours and one used with another e-mail', async () => {
    await post('/api/account/register', { email: 'late@example.com', language: 'de' });
    const { token } = linkOf((await lastMailTo(t.db, 'late@example.com'))!.text);
    expect((await post('/api/account/auto-login', { email: 'link.user@example.com', token })).statusCode).toBe(401);
    t.clock.advance(24 * 3_600_000 + 1000);
    try {
      const res = await post('/api/account/auto-login', { email: 'late@example.com', token });
      expect(res.json()).toMatchObject({ error: { code: 'LOGIN_LINK_NEEDED' } });
    } finally {
      t.clock.advance(-(24 * 3_600_000 + 1000));
    }
  });

  it('logs in with a password, shows the user, and logs out for good', async () => {
    await createUser(t.db, 'pat@example.com', ['planner']);
    const cookie = await loginCookie(t.app, 'pat@example.com');
    expect((await me(cookie)).json().user).toMatchObject({ email: 'pat@example.com', roles: ['planner'], hasPassword: true });
    const out = await post('/api/account/logout', {}, asUser(cookie));
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await me(cookie)).json()).toEqual({ user: null });
  });

  it('ends a session 12 hours after login', async () => {
    await createUser(t.db, 'twelve@example.com', ['customer']);
    const cookie = await loginCookie(t.app, 'twelve@example.com');
    t.clock.advance(12 * 3_600_000 + 1000);
    try {
      expect((await me(cookie)).json()).toEqual({ user: null });
    } finally {
      t.clock.advance(-(12 * 3_600_000 + 1000));
    }
  });

  it('fails alike for a wrong password, an unknown e-mail and an account without password', async () => {
    await createUser(t.db, 'wrong@example.com', ['customer']);
    for (const payload of [
      { email: 'wrong@example.com', password: 'not-the-password' },
      { email: 'nobody@example.com', password: 'whatever-123' },
      { email: 'new.customer@example.com', password: 'whatever-123' },
    ]) {
      const res = await post('/api/account/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'LOGIN_FAILED' } });
    }
  });

  it('counts failed logins per account in the database: across instances and a restart', async () => {
    const email = `shared-${kind}@example.com`;
    await createUser(t.db, email, ['customer']);
    const other = await buildApp({ config: t.config, db: t.db, logger: false, now: t.clock.now, loginRateLimit: 1000 });
    try {
      for (let i = 0; i < 3; i++) await post('/api/account/login', { email, password: 'nope-nope' });
      for (let i = 0; i < 2; i++) await other.inject({ method: 'POST', url: '/api/account/login', headers: csrf(), payload: { email, password: 'nope-nope' } });
    } finally {
      await other.close();
    }
    const restarted = await buildApp({ config: t.config, db: t.db, logger: false, now: t.clock.now, loginRateLimit: 1000 });
    try {
      const res = await restarted.inject({ method: 'POST', url: '/api/account/login', headers: csrf(), payload: { email, password: 'correct-horse' } });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    } finally {
      await restarted.close();
    }
  });

  it('lets parallel guesses for one account past the limit no more than 5 times', async () => {
    const email = `parallel-${kind}@example.com`;
    await createUser(t.db, email, ['customer']);
    const codes = await Promise.all(Array.from({ length: 12 }, () => post('/api/account/login', { email, password: 'nope-nope' }).then((r) => r.statusCode)));
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('blocks an account after 5 wrong passwords, even with the right one', async () => {
    await createUser(t.db, `blocked-${kind}@example.com`, ['customer']);
    for (let i = 0; i < 5; i++) await post('/api/account/login', { email: `blocked-${kind}@example.com`, password: 'nope-nope' });
    const res = await post('/api/account/login', { email: `blocked-${kind}@example.com`, password: 'correct-horse' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('forgot password only mails a link: password and sessions last until the link is used', async () => {
    await createUser(t.db, 'forgetful@example.com', ['customer']);
    const cookie = await loginCookie(t.app, 'forgetful@example.com');
    const res = await post('/api/account/forgot-password', { email: 'forgetful@example.com' });
    expect(res.json()).toEqual({ status: 'success', statusLabel: 'login-password-invalidated' });
    expect((await me(cookie)).json().user).toMatchObject({ email: 'forgetful@example.com' });
    const mail = await lastMailTo(t.db, 'forgetful@example.com');
    expect(mail?.subject).toMatch(/Passwort/);
    expect((await post('/api/account/login', { email: 'forgetful@example.com', password: 'correct-horse' })).statusCode).toBe(200);

    const used = await post('/api/account/auto-login', { email: 'forgetful@example.com', token: linkOf(mail!.text).token });
    expect(used.json().user).toMatchObject({ hasPassword: false, recentLinkLogin: true });
    expect((await me(cookie)).json()).toEqual({ user: null });
    expect((await post('/api/account/login', { email: 'forgetful@example.com', password: 'correct-horse' })).statusCode).toBe(401);
  });

  it('answers forgot password alike and in about the same time for known and unknown e-mails', async () => {
    await createUser(t.db, 'known-timing@example.com', ['customer']);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await post('/api/account/forgot-password', { email });
      return { body: res.json(), ms: performance.now() - started };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await timed('known-timing@example.com');
      const b = await timed(`unknown-timing-${i}@example.com`);
      expect(b.body).toEqual(a.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (list: number[]) => [...list].sort((x, y) => x - y)[1]!;
    // Both wait for the same floor; without it the unknown e-mail answered in a fraction of the time.
    expect(Math.min(...unknown)).toBeGreaterThanOrEqual(LINK_REQUEST_MIN_MS - 5);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(LINK_REQUEST_MIN_MS / 2);
  });

  it('answers a link request for an unknown e-mail alike, without a mail', async () => {
    const res = await post('/api/account/login-link', { email: 'ghost@example.com' });
    expect(res.json()).toEqual({ status: 'success', statusLabel: 'login-link-sent' });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ghost@example.com'))).toEqual([]);
  });

  it.each([
    ['/api/account/register', { email: 'no-at-sign', language: 'de' }],
    ['/api/account/register', { email: 'a@b.ch', language: 'xx' }],
    ['/api/account/login', { email: 'a@b.ch' }],
    ['/api/account/auto-login', { email: 'a@b.ch', token: 'short' }],
    ['/api/account/forgot-password', { email: 'two words@b.ch' }],
  ])('%s refuses bad input %j with 400 and changes nothing', async (url, payload) => {
    const before = await t.db.$count(users);
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(await t.db.$count(users)).toBe(before);
  });

  it('lets a user choose active roles only among held or inherited ones', async () => {
    await createUser(t.db, 'thera@example.com', ['therapist']);
    const cookie = await loginCookie(t.app, 'thera@example.com');
    const put = (activeRoles: string[]) => t.app.inject({ method: 'PUT', url: '/api/account/active-roles', headers: asUser(cookie), payload: { activeRoles } });
    expect((await put(['planner', 'admin'])).json()).toEqual({ activeRoles: ['planner'] });
    expect((await me(cookie)).json().user.activeRoles).toEqual(['planner']);
    expect((await put(['nonsense'])).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/account/active-roles', headers: csrf(), payload: { activeRoles: ['customer'] } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('login rate limit per IP', () => {
  it('answers 429 RATE_LIMITED after 10 attempts a minute from one address', async () => {
    const t = await createTestApp('pglite', {}, { loginRateLimit: 10 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/account/login',
          headers: csrf(),
          payload: { email: `ip${i}@example.com`, password: 'whatever-1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
