import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, lastMailTo, linkOf, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { users } from '../../db/schema/index.ts';

const personal = {
  firstName: 'Anna',
  lastName: 'Meier',
  phone: '+41 79 123 45 67',
  language: 'de',
  birthday: '1984-05-14',
  street: 'Dufourstrasse 12',
  postalCode: '8008',
  location: 'Zürich',
  countryCode: 'CH',
};

describe.each(DB_KINDS)('profile routes on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let annaId: number;
  let planner: string;
  let accountant: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    annaId = await createUser(t.db, 'anna@example.com', ['customer']);
    await createUser(t.db, 'peter@example.com', ['customer']);
    await createUser(t.db, 'planner@example.com', ['planner']);
    await createUser(t.db, 'accountant@example.com', ['accountant']);
    anna = await loginCookie(t.app, 'anna@example.com');
    planner = await loginCookie(t.app, 'planner@example.com');
    accountant = await loginCookie(t.app, 'accountant@example.com');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'PUT' | 'POST', url: string, cookie: string, payload: unknown) =>
    t.app.inject({ method, url, headers: asUser(cookie), payload: payload as object });

  it('shows the own profile with what is missing for booking', async () => {
    const res = await get('/api/profile', anna);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'anna@example.com',
      missing: ['firstName', 'lastName', 'phone'],
      terms: { current: 1, accepted: null },
      healthForm: null,
      staff: null,
    });
  });

  it('saves valid personal data', async () => {
    const res = await send('PUT', '/api/profile', anna, personal);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anna', phone: '+41 79 123 45 67', birthday: '1984-05-14', missing: [] });
  });

  it.each([
    [{ firstName: 'A' }, 'nameTooShort'],
    [{ phone: '+41 79 123' }, 'invalidPhone'],
    [{ birthday: '2999-01-01' }, 'invalidBirthday'],
    // The QR-bill's structured address has 16 characters for the house number; "Щ" prints as "Shch".
    [{ street: 'Seestrasse', houseNumber: '12345678901234567' }, 'tooLong'],
    [{ street: 'Seestrasse', houseNumber: '12Щ345678901234' }, 'tooLongForInvoice'],
  ])('refuses %j and changes nothing', async (change, message) => {
    const res = await send('PUT', '/api/profile', anna, { ...personal, ...change });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error.details)).toContain(message);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'anna@example.com'));
    expect(row).toMatchObject({ firstName: 'Anna', phone: '+41 79 123 45 67', birthday: '1984-05-14' });
  });

  it('sets a password entered twice with the current one, ends the other sessions, and then logs in', async () => {
    const otherDevice = await loginCookie(t.app, 'anna@example.com');
    const change = (body: object) => send('PUT', '/api/profile/password', anna, body);
    expect((await change({ currentPassword: 'correct-horse', password: 'new-secret-1', confirm: 'other-secret' })).statusCode).toBe(400);
    expect((await change({ currentPassword: 'correct-horse', password: 'short', confirm: 'short' })).statusCode).toBe(400);
    expect((await change({ password: 'new-secret-1', confirm: 'new-secret-1' })).json()).toMatchObject({ error: { code: 'CURRENT_PASSWORD_WRONG' } });
    expect((await change({ currentPassword: 'wrong-horse', password: 'new-secret-1', confirm: 'new-secret-1' })).json()).toMatchObject({
      error: { code: 'CURRENT_PASSWORD_WRONG' },
    });
    expect((await change({ currentPassword: 'correct-horse', password: 'Password1', confirm: 'Password1' })).json()).toMatchObject({
      error: { code: 'PASSWORD_TOO_COMMON' },
    });
    expect((await change({ currentPassword: 'correct-horse', password: 'iloveyou', confirm: 'iloveyou' })).statusCode).toBe(400);
    expect((await get('/api/profile', otherDevice)).statusCode).toBe(200);

    expect((await change({ currentPassword: 'correct-horse', password: 'new-secret-1', confirm: 'new-secret-1' })).statusCode).toBe(200);
    expect((await get('/api/profile', otherDevice)).statusCode).toBe(401);
    expect((await get('/api/profile', anna)).statusCode).toBe(200);
    anna = await loginCookie(t.app, 'anna@example.com', 'new-secret-1');
  });

  it('sets a password without the current one only within 10 minutes of a login by link', async () => {
    await createUser(t.db, 'paul@example.com', ['customer']);
    await t.app.inject({ method: 'POST', url: '/api/account/login-link', headers: asUser(anna), payload: { email: 'paul@example.com' } });
    const { email, token } = linkOf((await lastMailTo(t.db, 'paul@example.com'))!.text);
    const login = await t.app.inject({ method: 'POST', url: '/api/account/auto-login', headers: asUser(anna), payload: { email, token } });
    expect(login.json().user).toMatchObject({ recentLinkLogin: true });
    const byLink = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}; XSRF-TOKEN=test-token`;
    const set = (password: string) => send('PUT', '/api/profile/password', byLink, { password, confirm: password });
    expect((await set('peters-new-secret')).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    try {
      expect((await get('/api/account/me', byLink)).json().user).toMatchObject({ recentLinkLogin: false });
      expect((await set('peters-newer-secret')).json()).toMatchObject({ error: { code: 'CURRENT_PASSWORD_WRONG' } });
      await t.db.update(users).set({ passwordHash: null }).where(eq(users.email, 'paul@example.com'));
      expect((await set('peters-newer-secret')).json()).toMatchObject({ error: { code: 'RECENT_LOGIN_NEEDED' } });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('records the accepted terms version and date', async () => {
    expect((await send('POST', '/api/profile/terms', anna, { version: 0 })).statusCode).toBe(400);
    const res = await send('POST', '/api/profile/terms', anna, { version: 1 });
    expect(res.json().terms.accepted).toMatchObject({ version: 1 });
    expect(Date.parse(res.json().terms.accepted.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets the front desk read a customer by e-mail with the staff part, but not accountants or customers', async () => {
    const res = await get('/api/users/profile?email=anna@example.com', planner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Anna', staff: { roles: ['customer'], acquiredCustomer: false, staffNotes: '' }, healthForm: null });
    // Section 8: accountants see billing data through the customer search, not the client profile.
    expect((await get('/api/users/profile?email=anna@example.com', accountant)).statusCode).toBe(403);
    const peter = await loginCookie(t.app, 'peter@example.com');
    expect((await get('/api/users/profile?email=anna@example.com', peter)).statusCode).toBe(403);
    expect((await get('/api/users/profile?email=nobody@example.com', planner)).statusCode).toBe(404);
  });

  it('lets only admins edit someone who holds a staff role', async () => {
    const adminId = await createUser(t.db, 'boss@example.com', ['admin']);
    const therapistId = await createUser(t.db, 'thera@example.com', ['therapist']);
    const admin = await loginCookie(t.app, 'boss@example.com');
    const therapist = await loginCookie(t.app, 'thera@example.com');
    for (const cookie of [planner, therapist]) {
      const res = await send('PUT', `/api/users/${adminId}/profile`, cookie, { ...personal, firstName: 'Mallory' });
      expect(res.statusCode).toBe(403);
      expect((await send('PUT', `/api/users/${adminId}/staff`, cookie, { acquiredCustomer: true, staffNotes: 'x' })).statusCode).toBe(403);
    }
    expect((await send('PUT', `/api/users/${therapistId}/profile`, planner, personal)).statusCode).toBe(403);
    const [boss] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(boss).toMatchObject({ firstName: null, staffNotes: '' });
    expect((await send('PUT', `/api/users/${therapistId}/profile`, admin, { ...personal, firstName: 'Thea' })).json().firstName).toBe('Thea');
  });

  it('lets planners save a customer’s data and notes; accountants do not', async () => {
    const notes = await send('PUT', `/api/users/${annaId}/staff`, planner, { acquiredCustomer: true, staffNotes: 'Prefers mornings.' });
    expect(notes.json().staff).toMatchObject({ acquiredCustomer: true, staffNotes: 'Prefers mornings.' });
    expect((await send('PUT', `/api/users/${annaId}/profile`, planner, { ...personal, firstName: 'Anne' })).json().firstName).toBe('Anne');
    const address = { ...personal, street: 'Seestrasse', houseNumber: '12a', postalCode: '8002', location: 'Zürich' };
    expect((await send('PUT', `/api/users/${annaId}/profile`, planner, address)).json()).toMatchObject({ street: 'Seestrasse', houseNumber: '12a' });
    expect((await send('PUT', `/api/users/${annaId}/staff`, accountant, { acquiredCustomer: false, staffNotes: '' })).statusCode).toBe(403);
    expect((await send('PUT', '/api/users/999999/profile', planner, personal)).statusCode).toBe(404);
  });

  it('lets accountants find a customer by name or e-mail with the billing data only, and list no one without a search', async () => {
    const beaId = await createUser(t.db, 'bea@example.com', ['customer']);
    const billing = {
      firstName: 'Bea',
      lastName: 'Billing',
      phone: '+41 79 765 43 21',
      street: 'Seestrasse',
      houseNumber: '4',
      postalCode: '8002',
      location: 'Zürich',
      countryCode: 'CH',
    };
    await t.db
      .update(users)
      .set({ ...billing, birthday: '1970-02-03' })
      .where(eq(users.id, beaId));
    const search = async (query: string, cookie: string) => (await get(`/api/customers?${query}`, cookie)).json().customers as Array<Record<string, unknown>>;
    // No bookings either: the last therapy the front desk's calendar offers is not theirs to see.
    expect(await search('search=billing', accountant)).toEqual([{ id: beaId, email: 'bea@example.com', ...billing, birthday: null, lastBooking: null }]);
    expect(await search('search=BEA%40example', accountant)).toHaveLength(1);
    expect(await search('search=', accountant)).toEqual([]);
    expect(await search('search=%20%20', accountant)).toEqual([]);
    // The front desk lists without a search, with the birthday that tells two namesakes apart.
    expect((await search('search=', planner)).length).toBeGreaterThanOrEqual(2);
    expect(await search('search=billing', planner)).toEqual([{ id: beaId, email: 'bea@example.com', ...billing, birthday: '1970-02-03', lastBooking: null }]);
  });

  it('shows staff the birthday hint within 7 days after the birthday', async () => {
    await t.db.update(users).set({ birthday: '1990-01-01' }).where(eq(users.id, annaId));
    const now = new Date();
    const threeDaysAgo = new Date(now.getTime() - 3 * 86_400_000);
    const birthday = `1990-${String(threeDaysAgo.getUTCMonth() + 1).padStart(2, '0')}-${String(threeDaysAgo.getUTCDate()).padStart(2, '0')}`;
    await t.db.update(users).set({ birthday }).where(eq(users.id, annaId));
    expect((await get('/api/users/profile?email=anna@example.com', planner)).json().staff.birthdayHint).toBe(true);
  });
});
