import { ROLES } from '@praxis/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { settings, userRoles } from '../../db/schema/index.ts';
import { PRACTICE_SETTINGS_KEY } from '../settings/index.ts';
import { totpCode } from './totp.ts';

const no = { answer: 'no', details: '' };
const healthForm = {
  answers: {
    bloodPressure: 'normal',
    medication: no,
    surgery: no,
    illness: no,
    allergies: { answer: 'yes', details: 'Mandelöl' },
    implants: no,
    healthProblems: no,
    generalRemarks: '',
  },
  signature: { kind: 'typed', name: 'Olga Keller' },
  confirmed: true,
};

/**
 * Issue 38, item 2: whether a session owes the second step is decided on every request from the
 * user's current roles and the practice's setting, not only at the login.
 */
describe.each(DB_KINDS)('the second factor on every request on %s', (kind) => {
  let t: TestApp;
  let olgaId: number;
  beforeAll(async () => {
    // The practice starts without the requirement (the test app's default).
    t = await createTestApp(kind);
    olgaId = await createUser(t.db, 'olga@example.com', ['customer']);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/health-form',
      headers: asUser(await loginCookie(t.app, 'olga@example.com')),
      payload: healthForm,
    });
    expect(signed.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const readForm = (cookie: string) => get(`/api/users/${olgaId}/health-form`, cookie);
  const stepOf = async (cookie: string) => (await get('/api/account/me', cookie)).json().user?.secondFactor;
  const requireStaffMfa = (on: boolean) =>
    t.db.execute(
      sql`update ${settings} set ${sql.identifier('value')} = ${settings.value} || ${JSON.stringify({ staffMfaRequired: on })}::jsonb where ${settings.key} = ${PRACTICE_SETTINGS_KEY}`,
    );
  const expectMfaRequired = async (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('MFA_REQUIRED');
  };

  it('switching the requirement on sends live staff sessions to the second step before their next call; customers go on', async () => {
    await createUser(t.db, 'thera@example.com', ['therapist']);
    await createUser(t.db, 'kunde@example.com', ['customer']);
    const therapist = await loginCookie(t.app, 'thera@example.com');
    const customer = await loginCookie(t.app, 'kunde@example.com');
    expect((await readForm(therapist)).statusCode).toBe(200);

    await requireStaffMfa(true);
    try {
      await expectMfaRequired(await readForm(therapist));
      await expectMfaRequired(await get('/api/staff/bookings?from=2027-01-04&to=2027-01-10', therapist));
      expect(await stepOf(therapist)).toBe('setup');
      expect((await get('/api/profile', customer)).statusCode).toBe(200);
      expect(await stepOf(customer)).toBeNull();
    } finally {
      await requireStaffMfa(false);
    }
    // Switched off again: nothing is owed any more.
    expect((await readForm(therapist)).statusCode).toBe(200);
    expect(await stepOf(therapist)).toBeNull();
  });

  it("a customer's live session granted the therapist role cannot read a health form until the second step", async () => {
    await requireStaffMfa(true);
    try {
      const kimId = await createUser(t.db, 'kim@example.com', ['customer']);
      const kim = await loginCookie(t.app, 'kim@example.com');
      expect(await stepOf(kim)).toBeNull();
      expect((await get('/api/profile', kim)).statusCode).toBe(200);
      expect((await readForm(kim)).statusCode).toBe(403);

      await t.db.insert(userRoles).values({ userId: kimId, roleId: ROLES.therapist });
      await expectMfaRequired(await readForm(kim));
      await expectMfaRequired(await get(`/api/users/${olgaId}/health-form/pdf`, kim));
      expect(await stepOf(kim)).toBe('setup');

      // The step is the login's own: set up, confirm with the first code, and the session goes on.
      const setup = await t.app.inject({ method: 'POST', url: '/api/account/mfa/setup', headers: asUser(kim), payload: {} });
      expect(setup.statusCode).toBe(200);
      const code = await totpCode(setup.json().secret as string, t.clock.now());
      const confirmed = await t.app.inject({ method: 'POST', url: '/api/account/mfa/confirm', headers: asUser(kim), payload: { code } });
      expect(confirmed.json().user).toMatchObject({ secondFactor: null, mfaEnabled: true });
      expect((await readForm(kim)).statusCode).toBe(200);
    } finally {
      await requireStaffMfa(false);
    }
  });
});
