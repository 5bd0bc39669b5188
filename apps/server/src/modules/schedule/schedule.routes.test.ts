import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings } from '../../db/schema/index.ts';

const monToSat = (from: string, to: string) => [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from, to }));

describe.each(DB_KINDS)('schedule editors on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let customer: string;
  let therapistId: number;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.db, 'planer@example.com', ['planner']);
    therapistId = await createUser(t.db, 'thera@example.com', ['therapist']);
    customerId = await createUser(t.db, 'kundin@example.com', ['customer']);
    planner = await loginCookie(t.app, 'planer@example.com');
    customer = await loginCookie(t.app, 'kundin@example.com');
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = planner) =>
    t.app.inject({ method, url, headers: asUser(cookie), payload: payload as object | undefined });
  const get = (url: string, cookie = planner) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('creates a week plan with its hours, and asks for confirmation outside the opening hours', async () => {
    const created = await send('POST', '/api/week-plans', { name: 'Vollzeit', ranges: monToSat('09:00', '20:00') });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Vollzeit', plannedMinutes: 66 * 60, openingMinutes: 66 * 60 });
    const early = await send('POST', '/api/week-plans', { name: 'Früh', ranges: [{ weekday: 1, from: '07:00', to: '12:00' }] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'OUTSIDE_OPENING_HOURS' } });
    const confirmed = await send('POST', '/api/week-plans', { name: 'Früh', ranges: [{ weekday: 1, from: '07:00', to: '12:00' }], confirmOutsideHours: true });
    expect(confirmed.statusCode).toBe(201);
    expect((await get('/api/week-plans')).json().weekPlans.map((w: { name: string }) => w.name)).toEqual(['Früh', 'Vollzeit']);
  });

  it('refuses overlapping ranges and bad times', async () => {
    const overlap = await send('POST', '/api/week-plans', {
      name: 'X',
      ranges: [
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 1, from: '11:00', to: '13:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect((await send('POST', '/api/week-plans', { name: 'X', ranges: [{ weekday: 1, from: '09:10', to: '12:00' }] })).statusCode).toBe(400);
  });

  it('plans a therapist by week plans, and keeps used week plans from deletion', async () => {
    const plans = (await get('/api/week-plans')).json().weekPlans as Array<{ id: number; name: string }>;
    const full = plans.find((p) => p.name === 'Vollzeit')!.id;
    const created = await send('POST', '/api/therapist-plans', {
      therapistId,
      begins: '2027-01-04',
      sequence: [full],
      breakTime: '12:30',
      breakMinutes: 30,
      breakMayMove: true,
    });
    expect(created.statusCode).toBe(201);
    const listing = (await get('/api/therapist-plans')).json();
    expect(listing.plans).toHaveLength(1);
    expect(listing.therapists.map((x: { email: string }) => x.email)).toEqual(['thera@example.com']);
    expect((await send('POST', '/api/therapist-plans', { therapistId: customerId, begins: '2027-01-04', sequence: [full], breakTime: null })).statusCode).toBe(
      400,
    );
    expect((await send('POST', '/api/therapist-plans', { therapistId, begins: '2027-01-04', sequence: [99999], breakTime: null })).statusCode).toBe(400);
    const used = await send('DELETE', `/api/week-plans/${full}`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ error: { code: 'WEEK_PLAN_IN_USE' } });
  });

  it('enters an absence, lists the bookings it hits, and cancels and restores it', async () => {
    await t.db.insert(bookings).values({
      therapistId,
      customerId,
      therapyId: 1,
      arrangementId: 2,
      startsAt: new Date('2099-03-03T10:00:00+01:00'),
      endsAt: new Date('2099-03-03T11:00:00+01:00'),
      durationMinutes: 55,
      priceRappen: 14000,
    });
    const created = await send('POST', '/api/absences', {
      therapistId,
      typeId: 3,
      fullDay: true,
      fromDate: '2099-03-02',
      toDate: '2099-03-04',
      shortTerm: false,
      note: 'Grippe',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().conflicts).toEqual([
      expect.objectContaining({ startsAt: '2099-03-03T09:00:00.000Z', therapyLabelKey: 'classic_massage', customerName: 'kundin@example.com' }),
    ]);
    const id = created.json().id;
    const upcoming = (await get('/api/absences?scope=upcoming')).json().absences;
    expect(upcoming).toEqual([
      expect.objectContaining({ id, typeId: 3, fullDay: true, startsAt: '2099-03-01T23:00:00.000Z', endsAt: '2099-03-04T23:00:00.000Z', cancelledAt: null }),
    ]);
    expect((await send('POST', `/api/absences/${id}/cancel`)).statusCode).toBe(200);
    expect((await send('POST', `/api/absences/${id}/cancel`)).statusCode).toBe(404);
    expect((await get('/api/absences')).json().absences[0].cancelledAt).not.toBeNull();
    expect((await send('POST', `/api/absences/${id}/restore`)).statusCode).toBe(200);
    expect((await get('/api/absences?scope=past')).json().absences).toEqual([]);
  });

  it.each([
    [{ therapistId: 1, typeId: 1, fullDay: true, fromDate: '2099-01-01', toDate: '2099-01-01', shortTerm: false }],
    [{ therapistId: null, typeId: 2, fullDay: false, fromDate: '2099-01-01', toDate: '2099-01-01', fromTime: '15:00', toTime: '14:00', shortTerm: true }],
    [{ therapistId: null, typeId: 2, fullDay: true, fromDate: '2099-01-05', toDate: '2099-01-01', shortTerm: false }],
  ])('refuses the absence %j', async (payload) => {
    expect((await send('POST', '/api/absences', payload)).statusCode).toBe(400);
  });

  it('is for planners and above, not for customers', async () => {
    expect((await get('/api/absences', customer)).statusCode).toBe(403);
    expect((await send('POST', '/api/week-plans', { name: 'X', ranges: [] }, customer)).statusCode).toBe(403);
  });
});

describe('operation plan', () => {
  it('shows a week per therapist: plan ranges, absences and booked load', async () => {
    const t = await createTestApp('pglite');
    try {
      await createUser(t.db, 'planer@example.com', ['planner']);
      const therapistId = await createUser(t.db, 'thera@example.com', ['therapist']);
      const customerId = await createUser(t.db, 'kundin@example.com', ['customer']);
      const planner = await loginCookie(t.app, 'planer@example.com');
      const headers = asUser(planner);
      const plan = (await t.app.inject({ method: 'POST', url: '/api/week-plans', headers, payload: { name: 'V', ranges: monToSat('09:00', '20:00') } })).json();
      await t.app.inject({
        method: 'POST',
        url: '/api/therapist-plans',
        headers,
        payload: { therapistId, begins: '2027-01-04', sequence: [plan.id], breakTime: null },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/absences',
        headers,
        payload: { therapistId, typeId: 2, fullDay: true, fromDate: '2027-01-08', toDate: '2027-01-08', shortTerm: false },
      });
      await t.db.insert(bookings).values({
        therapistId,
        customerId,
        therapyId: 1,
        arrangementId: 3,
        startsAt: new Date('2027-01-05T10:00:00+01:00'),
        endsAt: new Date('2027-01-05T11:30:00+01:00'),
        durationMinutes: 85,
        priceRappen: 21500,
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/operation-plan?week=2027-01-06', headers: { cookie: planner } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.week).toBe('2027-01-04');
      const lea = body.therapists.find((x: { id: number }) => x.id === therapistId);
      expect(lea.days[0]).toMatchObject({ date: '2027-01-04', ranges: [{ from: '09:00', to: '20:00' }], bookings: 0 });
      expect(lea.days[1]).toMatchObject({ bookings: 1, bookedMinutes: 90 });
      expect(lea.days[4].absences).toHaveLength(1);
      expect(lea.days[6].ranges).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/operation-plan?week=2027-02-30', headers: { cookie: planner } })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
