import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings } from '../../db/schema/index.ts';

const classic = {
  texts: { de: { name: 'Klassische Massage (Rücken)', short: 'Kurz', long: 'Lang' } },
  image: 'classic-massage.svg',
  arrangementIds: [1, 2],
  tariff590Code: '1200',
  active: true,
  sortOrder: 1,
};

describe.each(DB_KINDS)('catalogue editor on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.db, 'planer@example.com', ['planner']);
    await createUser(t.db, 'kunde@example.com', ['customer']);
    planner = await loginCookie(t.app, 'planer@example.com');
    customer = await loginCookie(t.app, 'kunde@example.com');
  });
  afterAll(() => t.close());

  const put = (url: string, payload: unknown, cookie = planner) => t.app.inject({ method: 'PUT', url, headers: asUser(cookie), payload: payload as object });

  it('starts with the seeded prices in the history', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue', headers: { cookie: planner } });
    expect(res.statusCode).toBe(200);
    expect(res.json().therapies).toHaveLength(13);
    expect(res.json().priceHistory.map((h: { priceRappen: number }) => h.priceRappen)).toEqual([7500, 14000, 21500]);
  });

  it('changes a therapy: texts, durations, Tarif 590 code; the public list follows', async () => {
    const res = await put('/api/catalogue/therapies/1', classic);
    expect(res.statusCode).toBe(200);
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/therapies' })).json().therapies;
    expect(publicList[0]).toMatchObject({ id: 1, arrangementIds: [1, 2], texts: { de: { name: 'Klassische Massage (Rücken)' } } });
  });

  it('hides an inactive therapy from the public list', async () => {
    await put('/api/catalogue/therapies/12', {
      ...classic,
      texts: {},
      image: 'kinesio.svg',
      arrangementIds: [1],
      tariff590Code: null,
      active: false,
      sortOrder: 12,
    });
    const ids = (await t.app.inject({ method: 'GET', url: '/api/therapies' })).json().therapies.map((x: { id: number }) => x.id);
    expect(ids).not.toContain(12);
    expect(ids).toHaveLength(12);
  });

  it('keeps the price history, and a booking keeps the price it was made at', async () => {
    const therapistId = await createUser(t.db, 'thera@example.com', ['therapist']);
    const customerId = await createUser(t.db, 'k2@example.com', ['customer']);
    const [booking] = await t.db
      .insert(bookings)
      .values({
        therapistId,
        customerId,
        therapyId: 1,
        arrangementId: 2,
        startsAt: new Date('2027-03-01T10:00:00+01:00'),
        endsAt: new Date('2027-03-01T11:00:00+01:00'),
        durationMinutes: 55,
        priceRappen: 14000,
      })
      .returning();
    const res = await put('/api/catalogue/arrangements/2', { durationMinutes: 55, slotMinutes: 60, priceRappen: 14500 });
    expect(res.statusCode).toBe(200);
    expect(res.json().arrangements.find((a: { id: number }) => a.id === 2).priceRappen).toBe(14500);
    expect(
      res
        .json()
        .priceHistory.filter((h: { arrangementId: number }) => h.arrangementId === 2)
        .map((h: { priceRappen: number }) => h.priceRappen),
    ).toEqual([14500, 14000]);
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(kept!.priceRappen).toBe(14000);
  });

  it.each([
    ['/api/catalogue/therapies/1', { ...classic, arrangementIds: [] }],
    ['/api/catalogue/therapies/1', { ...classic, arrangementIds: [99] }],
    ['/api/catalogue/arrangements/2', { durationMinutes: 65, slotMinutes: 60, priceRappen: 14000 }],
    ['/api/catalogue/arrangements/2', { durationMinutes: 55, slotMinutes: 60, priceRappen: 140.5 }],
  ])('refuses %s with %j', async (url, payload) => {
    expect((await put(url, payload)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown therapy and 403 to customers', async () => {
    expect((await put('/api/catalogue/therapies/999', classic)).statusCode).toBe(404);
    expect((await put('/api/catalogue/therapies/1', classic, customer)).statusCode).toBe(403);
  });
});
