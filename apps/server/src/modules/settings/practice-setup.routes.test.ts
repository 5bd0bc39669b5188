import { FIRST_START_PRACTICE_SETTINGS, SAMPLE_PRACTICE_SETTINGS } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerTherapies } from '../../seed/offer-therapies.ts';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, settings, therapies, therapistPlans, weekPlans } from '../../db/schema/index.ts';

describe.each(DB_KINDS)('the first day and its set-up checklist on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let md: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The state a first start without demo data leaves: the practice's own data empty, the site unpublished.
    await t.db
      .update(settings)
      .set({ value: { ...FIRST_START_PRACTICE_SETTINGS, staffMfaRequired: false } })
      .where(eq(settings.key, 'practice'));
    await t.db
      .insert(settings)
      .values({ key: 'site', value: { published: false } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { published: false } } });
    await createUser(t.db, 'owner@example.com', ['admin']);
    await createUser(t.db, 'md.setup@example.com', ['managing_director']);
    admin = await loginCookie(t.app, 'owner@example.com');
    md = await loginCookie(t.app, 'md.setup@example.com');
  });
  afterAll(() => t.close());

  const setup = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/setup', headers: { cookie: admin } })).json() as {
      steps: Array<{ step: string; done: boolean }>;
      published: boolean;
    };
  const openSteps = async () => (await setup()).steps.filter((s) => !s.done).map((s) => s.step);
  const publish = (cookie = admin) => t.app.inject({ method: 'POST', url: '/api/admin/setup/publish', headers: asUser(cookie) });
  const readSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
  const save = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload });
  const publicSite = async () => (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();

  it('starts with no fictional practice: empty data, no map, no hours, an unpublished site', async () => {
    const site = await publicSite();
    expect(site).toMatchObject({ published: false, name: '', legalName: '', street: '', phone: '', geo: null, openingHours: [] });
    expect(JSON.stringify(site)).not.toContain('Sanara');
    expect(await openSteps()).toEqual(['practice', 'openingHours', 'bank', 'team', 'therapies', 'plans', 'publish']);
  });

  it('refuses to publish while a step is open, naming the open steps, and changes nothing', async () => {
    const res = await publish();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'SETUP_INCOMPLETE', details: { steps: ['practice', 'openingHours', 'bank', 'team', 'therapies', 'plans'] } },
    });
    expect((await publicSite()).published).toBe(false);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/setup', headers: { cookie: md } })).statusCode).toBe(403);
    expect((await publish(md)).statusCode).toBe(403);
  });

  it('saves one section while the others are still empty, and ticks each step once its data are there', async () => {
    // The practice section alone: the address is still empty, and that is no reason to refuse it.
    const partial = await save({ ...(await readSettings()), name: 'Praxis Lindenhof', legalName: 'Praxis Lindenhof AG', responsiblePerson: 'Nora Lindenmann' });
    expect(partial.statusCode).toBe(200);
    expect(await openSteps()).toContain('practice');

    const { name: _n, legalName: _l, responsiblePerson: _r, ...sample } = SAMPLE_PRACTICE_SETTINGS;
    expect((await save({ ...(await readSettings()), ...sample, staffMfaRequired: false, iban: 'CH93 0076 2011 6238 5295 7' })).statusCode).toBe(200);
    expect(await openSteps()).toEqual(['team', 'therapies', 'plans', 'publish']);

    const therapist = await createUser(t.db, 'nina.setup@example.com', ['therapist']);
    // Classic massage (Tarif 590 code 1062) and a therapy whose code the practice has not set yet.
    await t.db.update(therapies).set({ tariff590Code: null }).where(eq(therapies.id, 2));
    await offerTherapies(t.db, therapist, [1, 2]);
    expect(await openSteps()).toEqual(['therapies', 'plans', 'publish']);
    await t.db.update(therapies).set({ tariff590Code: '1062' }).where(eq(therapies.id, 2));
    expect(await openSteps()).toEqual(['plans', 'publish']);

    const [week] = await t.db
      .insert(weekPlans)
      .values({ name: 'Vormittage', ranges: [{ weekday: 1, from: '08:00', to: '12:00' }] })
      .returning();
    await t.db.insert(therapistPlans).values({ therapistId: therapist, begins: '2026-01-05', sequence: [week!.id] });
    expect(await openSteps()).toEqual(['publish']);
  });

  it('publishes once every step is done: audited, and the public settings say so', async () => {
    const res = await publish();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ published: true });
    expect(await openSteps()).toEqual([]);
    expect(await publicSite()).toMatchObject({ published: true, name: 'Praxis Lindenhof' });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'site.publish'))).toHaveLength(1);
    // Twice changes nothing.
    expect((await publish()).statusCode).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'site.publish'))).toHaveLength(1);
  });

  it('keeps a published site whole: emptying its practice data or account is refused and stores nothing', async () => {
    const before = await readSettings();
    for (const change of [{ name: '' }, { street: '' }, { iban: null }, { openingHours: [] }]) {
      const res = await save({ ...before, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'SETUP_INCOMPLETE' } });
    }
    expect(await readSettings()).toEqual(before);
    // Data the site does not need may still change.
    expect((await save({ ...before, cancelHours: 48 })).statusCode).toBe(200);
  });
});
