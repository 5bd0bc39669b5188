import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { asUser, createUser, lastMailTo } from '../../../test/session-helpers.ts';
import { auditLog, mfaRecoveryCodes, sessions, userMfa } from '../../db/schema/index.ts';
import { totpCode } from './totp.ts';

// A moment in the middle of a 30-second step (1,800,000,015 s = step 60,000,000 + 15 s).
const T0 = new Date(1_800_000_015_000);
const STEP = 30_000;

describe.each(DB_KINDS)('second factor on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The practice as it starts: staff must use a second factor.
    t = await createTestApp(kind, {}, { staffMfa: true });
    t.clock.set(T0);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = csrf()) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  /** Logs in with the password: the session's cookie and user as the login answers them. */
  async function login(email: string) {
    const res = await post('/api/account/login', { email, password: 'correct-horse' });
    expect(res.statusCode).toBe(200);
    const cookie = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}; XSRF-TOKEN=test-token`;
    return { cookie, user: res.json().user as { secondFactor: string | null; mfaEnabled: boolean } };
  }
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);
  /** Sets a second factor up for a fresh session: the secret and the recovery codes. */
  async function setUp(cookie: string) {
    const setup = await post('/api/account/mfa/setup', {}, asUser(cookie));
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const confirmed = await post('/api/account/mfa/confirm', { code: await totpCode(secret, t.clock.now()) }, asUser(cookie));
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }
  /** Waits out the step of the last accepted code on the test clock. */
  const nextStep = () => t.clock.advance(STEP);

  it('a staff member sets it up at the first login; until then the session reaches nothing but the second step', async () => {
    await createUser(t.db, 'nina@example.com', ['therapist']);
    const { cookie, user } = await login('nina@example.com');
    expect(user).toMatchObject({ secondFactor: 'setup', mfaEnabled: false });
    // Everything else answers as to nobody, with the reason.
    for (const url of ['/api/profile', '/api/staff/bookings?from=2027-01-04&to=2027-01-10', '/api/staff/waitlist']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode === 404) continue;
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code, url).toBe('MFA_REQUIRED');
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/account/active-roles', headers: asUser(cookie), payload: { activeRoles: ['therapist'] } })).json().error
        .code,
    ).toBe('MFA_REQUIRED');
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })).json().user.secondFactor).toBe('setup');

    const setup = await post('/api/account/mfa/setup', {}, asUser(cookie));
    const { secret, uri, qrSvg } = setup.json() as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Praxis%20Sanara:nina%40example.com?secret=${secret}&issuer=Praxis%20Sanara`);
    expect(qrSvg).toMatch(/^<svg [^>]*viewBox/);

    const wrong = await post(
      '/api/account/mfa/confirm',
      { code: (Number(await totpCode(secret, t.clock.now())) + 1).toString().padStart(6, '0').slice(-6) },
      asUser(cookie),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('MFA_INVALID');
    const confirmed = await post('/api/account/mfa/confirm', { code: await totpCode(secret, t.clock.now()) }, asUser(cookie));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ secondFactor: null, mfaEnabled: true });
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    // Only hashes are kept.
    const stored = await t.db.select().from(mfaRecoveryCodes);
    expect(stored.some((row) => codes.some((code) => row.codeHash.includes(code.replace('-', ''))))).toBe(false);
    // The session is complete now.
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    // Setting up twice is refused.
    expect((await post('/api/account/mfa/setup', {}, asUser(cookie))).json().error.code).toBe('MFA_STATE');
  });

  it('a customer logs in without a second step; staff do not when the practice does not require it', async () => {
    await createUser(t.db, 'kunde@example.com', ['customer']);
    expect((await login('kunde@example.com')).user).toMatchObject({ secondFactor: null, mfaEnabled: false });
  });

  it('accepts codes within one step either side, never the same step twice, and no older one', async () => {
    await createUser(t.db, 'vera@example.com', ['planner']);
    const { secret } = await setUp((await login('vera@example.com')).cookie);
    // Two steps on: the step before the current one is newer than the confirming code's.
    t.clock.advance(2 * STEP);
    const verify = async (code: string) => {
      const session = await login('vera@example.com');
      expect(session.user.secondFactor).toBe('verify');
      return post('/api/account/mfa/verify', { code }, asUser(session.cookie));
    };
    // The previous step's code is still taken (the phone's clock may be behind).
    const previous = await verify(await totpCode(secret, at(-STEP)));
    expect(previous.statusCode).toBe(200);
    expect(previous.json().user.secondFactor).toBe(null);
    // The same code, and the one of the step before it, are refused.
    expect((await verify(await totpCode(secret, at(-STEP)))).json().error.code).toBe('MFA_INVALID');
    // The next step's code works (the phone's clock may be ahead), two steps ahead does not.
    expect((await verify(await totpCode(secret, at(2 * STEP)))).json().error.code).toBe('MFA_INVALID');
    expect((await verify(await totpCode(secret, at(STEP)))).statusCode).toBe(200);
    // Now the current step lies before the accepted one: refused too.
    expect((await verify(await totpCode(secret, t.clock.now()))).json().error.code).toBe('MFA_INVALID');
    t.clock.advance(2 * STEP);
    expect((await verify(await totpCode(secret, t.clock.now()))).statusCode).toBe(200);
    // Bad input is a validation error, not a guess.
    const session = await login('vera@example.com');
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await post('/api/account/mfa/verify', { code }, asUser(session.cookie));
      expect(res.statusCode, code).toBe(400);
    }
    // Spaces as authenticator apps show them are fine.
    const spaced = (await totpCode(secret, at(STEP))).replace(/^(\d{3})/, '$1 ');
    expect((await post('/api/account/mfa/verify', { code: spaced }, asUser(session.cookie))).statusCode).toBe(200);
  });

  it('locks the second step after 5 wrong codes for 15 minutes and tells the user by mail', async () => {
    await createUser(t.db, 'otto@example.com', ['accountant']);
    const { secret } = await setUp((await login('otto@example.com')).cookie);
    nextStep();
    const { cookie } = await login('otto@example.com');
    const right = await totpCode(secret, t.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await post('/api/account/mfa/verify', { code: wrong }, asUser(cookie))).json().error.code).toBe('MFA_INVALID');
    const locked = await post('/api/account/mfa/verify', { code: right }, asUser(cookie));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('MFA_LOCKED');
    // Recovery codes are locked as well.
    expect((await post('/api/account/mfa/recovery', { code: 'aaaaa-aaaaa' }, asUser(cookie))).statusCode).toBe(429);
    const mail = await lastMailTo(t.db, 'otto@example.com');
    expect(mail?.subject).toBe('Anmeldung bei Praxis Sanara gesperrt');
    expect(mail?.text).toContain('15 Minuten');
    t.clock.advance(15 * 60_000 + 1000);
    const later = await post('/api/account/mfa/verify', { code: await totpCode(secret, t.clock.now()) }, asUser(cookie));
    expect(later.statusCode).toBe(200);
  });

  it('takes each recovery code once instead of the app’s code', async () => {
    await createUser(t.db, 'rita@example.com', ['therapist']);
    const { recoveryCodes } = await setUp((await login('rita@example.com')).cookie);
    const first = await login('rita@example.com');
    const used = await post('/api/account/mfa/recovery', { code: recoveryCodes[0]!.toUpperCase().replace('-', ' ') }, asUser(first.cookie));
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ user: { secondFactor: null }, recoveryCodesLeft: 9 });
    const again = await login('rita@example.com');
    expect((await post('/api/account/mfa/recovery', { code: recoveryCodes[0] }, asUser(again.cookie))).json().error.code).toBe('MFA_INVALID');
    expect((await post('/api/account/mfa/recovery', { code: recoveryCodes[1] }, asUser(again.cookie))).json().recoveryCodesLeft).toBe(8);
    expect((await post('/api/account/mfa/recovery', { code: 'not a code at all' }, asUser(again.cookie))).statusCode).toBe(400);
  });

  it('an admin resets a lost second factor (audited): the sessions end and the next login sets it up again', async () => {
    const lost = await createUser(t.db, 'lost@example.com', ['therapist']);
    await setUp((await login('lost@example.com')).cookie);
    await createUser(t.db, 'chefin@example.com', ['admin']);
    const admin = await login('chefin@example.com');
    const adminSecret = await setUp(admin.cookie);
    expect(adminSecret.recoveryCodes).toHaveLength(10);
    // Only admins.
    const customer = await login('kunde@example.com');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${lost}/mfa`, headers: asUser(customer.cookie) })).statusCode).toBe(403);

    const team = (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: admin.cookie } })).json();
    expect(team.staff.find((m: { email: string }) => m.email === 'lost@example.com').mfaEnabled).toBe(true);
    expect(team.staff.find((m: { email: string }) => m.email === 'nina@example.com').mfaEnabled).toBe(true);
    const reset = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${lost}/mfa`, headers: asUser(admin.cookie) });
    expect(reset.statusCode).toBe(200);
    expect(await t.db.select().from(userMfa).where(eq(userMfa.userId, lost))).toEqual([]);
    expect(await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, lost))).toEqual([]);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, lost)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, lost), eq(auditLog.action, 'mfa.reset')));
    expect(audit).toBeDefined();
    expect((await login('lost@example.com')).user.secondFactor).toBe('setup');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/users/999999/mfa', headers: asUser(admin.cookie) })).statusCode).toBe(404);
  });

  it('a customer turns it on and off with a code; staff cannot turn it off while the practice requires it', async () => {
    const { cookie } = await login('kunde@example.com');
    const { secret } = await setUp(cookie);
    nextStep();
    const wrongOff = await post(
      '/api/account/mfa/disable',
      { code: '000000' === (await totpCode(secret, t.clock.now())) ? '111111' : '000000' },
      asUser(cookie),
    );
    expect(wrongOff.json().error.code).toBe('MFA_INVALID');
    const off = await post('/api/account/mfa/disable', { code: await totpCode(secret, t.clock.now()) }, asUser(cookie));
    expect(off.statusCode).toBe(200);
    expect(off.json().user.mfaEnabled).toBe(false);
    expect((await login('kunde@example.com')).user.secondFactor).toBe(null);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'mfa.disable'));
    expect(audit).toBeDefined();

    // Staff: refused while the practice requires it.
    await createUser(t.db, 'sven@example.com', ['therapist']);
    const sven = await login('sven@example.com');
    const svenSecret = (await setUp(sven.cookie)).secret;
    nextStep();
    const refused = await post('/api/account/mfa/disable', { code: await totpCode(svenSecret, t.clock.now()) }, asUser(sven.cookie));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('MFA_REQUIRED_BY_PRACTICE');
    // A session still waiting for its code cannot turn it off either.
    const waiting = await login('sven@example.com');
    expect((await post('/api/account/mfa/disable', { code: '123456' }, asUser(waiting.cookie))).json().error.code).toBe('MFA_REQUIRED');
  });
});
