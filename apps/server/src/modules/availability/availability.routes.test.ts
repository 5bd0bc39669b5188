import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie, offerTherapies } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { absences, bookings, therapistPlans, weekPlans } from '../../db/schema/index.ts';

const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');
const url = (params: string) => `/api/availability?${params}`;

describe.each(DB_KINDS)('availability API on %s', (kind) => {
  let t: TestApp;
  let therapistId: number;
  let customerId: number;
  let staff: string;
  let queries = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onQuery: () => void queries++ });
    t.clock.set(MONDAY_0730);
    therapistId = await createUser(t.db, 'lea@example.com', ['therapist']);
    customerId = await createUser(t.db, 'kunde@example.com', ['customer']);
    const [plan] = await t.db
      .insert(weekPlans)
      .values({ name: 'full', ranges: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' })) })
      .returning();
    await t.db
      .insert(therapistPlans)
      .values({ therapistId, begins: '2026-06-01', sequence: [plan!.id], breakTime: '12:30', breakMinutes: 30, breakMayMove: true });
    await offerTherapies(t.db, therapistId, [1, 2, 9]);
    staff = await loginCookie(t.app, 'lea@example.com');
  });
  afterAll(() => t.close());

  const get = (params: string, cookie?: string) => t.app.inject({ method: 'GET', url: url(params), headers: cookie ? { cookie } : {} });
  const slotsOf = async (date: string, cookie?: string, arrangementId = 2) => {
    const res = await get(`therapyId=1&arrangementId=${arrangementId}&from=${date}&to=${date}`, cookie);
    expect(res.statusCode).toBe(200);
    const [day] = (res.json() as { days: Array<{ slots: Array<{ start: string; state: string }> }> }).days;
    return Object.fromEntries((day?.slots ?? []).map((s) => [s.start.slice(11, 16), s.state]));
  };

  it('answers the documented contract: days with slots and their states', async () => {
    const res = await get('therapyId=1&arrangementId=2&from=2027-01-04&to=2027-01-10');
    expect(res.statusCode).toBe(200);
    const { days } = res.json() as { days: Array<{ date: string; slots: Array<{ start: string; state: string }> }> };
    expect(days.map((d) => d.date)).toEqual(['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10']);
    expect(days[0]!.slots[0]).toEqual({ start: '2027-01-04T09:00:00+01:00', state: 'free' });
    expect(days[0]!.slots.find((s) => s.start === '2027-01-04T12:30:00+01:00')?.state).toBe('break');
    expect(days[6]!.slots).toEqual([]);
  });

  it('clamps to the horizon: customers from today, staff two months back', async () => {
    const publicDays = (await get('therapyId=1&arrangementId=2&from=2026-12-01&to=2027-01-05')).json().days;
    expect(publicDays[0].date).toBe('2027-01-04');
    const staffDays = (await get('therapyId=1&arrangementId=2&from=2026-12-01&to=2027-01-05', staff)).json().days;
    expect(staffDays[0].date).toBe('2026-12-01');
    expect((await get('therapyId=1&arrangementId=2&from=2027-08-01&to=2027-08-31')).json().days).toEqual([]);
    const far = (await get('therapyId=1&arrangementId=2&from=2027-06-30&to=2027-12-31')).json().days;
    expect(far.at(-1).date).toBe('2027-07-04');
  });

  it.each([
    ['therapyId=abc&arrangementId=2&from=2027-01-04&to=2027-01-05'],
    ['therapyId=999&arrangementId=2&from=2027-01-04&to=2027-01-05'],
    ['therapyId=9&arrangementId=2&from=2027-01-04&to=2027-01-05'],
    ['therapyId=1&arrangementId=2&from=2027-02-30&to=2027-03-01'],
    ['therapyId=1&arrangementId=2&from=2027-01-10&to=2027-01-05'],
    ['therapyId=1&arrangementId=2&from=04.01.2027&to=2027-01-05'],
    ['therapyId=1&arrangementId=2'],
  ])('refuses %s with 400', async (params) => {
    const res = await get(params);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('shows bookings as booked; a cancelled booking blocks nothing', async () => {
    await t.db.insert(bookings).values([
      {
        therapistId,
        customerId,
        therapyId: 1,
        arrangementId: 2,
        startsAt: new Date('2027-01-05T10:00:00+01:00'),
        endsAt: new Date('2027-01-05T11:00:00+01:00'),
        durationMinutes: 55,
        priceRappen: 14000,
      },
      {
        therapistId,
        customerId,
        therapyId: 1,
        arrangementId: 2,
        startsAt: new Date('2027-01-05T15:00:00+01:00'),
        endsAt: new Date('2027-01-05T16:00:00+01:00'),
        durationMinutes: 55,
        priceRappen: 14000,
        cancelledAt: new Date(),
        cancelType: 1,
      },
    ]);
    expect(await slotsOf('2027-01-05')).toMatchObject({ '09:30': 'insufficient', '10:00': 'booked', '10:30': 'booked', '15:00': 'free' });
  });

  it('blocks a short-term absence for customers only', async () => {
    await t.db
      .insert(absences)
      .values({ therapistId, typeId: 3, startsAt: new Date('2027-01-06T14:00:00+01:00'), endsAt: new Date('2027-01-06T16:00:00+01:00'), shortTerm: true });
    expect(await slotsOf('2027-01-06')).toMatchObject({ '14:00': 'none', '15:00': 'none', '16:00': 'free' });
    expect(await slotsOf('2027-01-06', staff)).toMatchObject({ '14:00': 'free', '15:00': 'free' });
  });

  it('uses a fixed number of queries whatever the range', async () => {
    queries = 0;
    await get('therapyId=1&arrangementId=2&from=2027-01-04&to=2027-01-04');
    const oneDay = queries;
    queries = 0;
    await get('therapyId=1&arrangementId=2&from=2027-01-04&to=2027-07-04');
    expect(queries).toBe(oneDay);
    // The offer with the settings, then the whole schedule of the range: two statements.
    expect(oneDay).toBe(2);
    queries = 0;
    await get('therapyId=1&arrangementId=2&from=2027-01-04&to=2027-01-04', staff);
    // The session with its user and roles: one statement more.
    expect(queries).toBe(oneDay + 1);
  });

  it('counts a booking off the minute marks as busy for every slot it touches', async () => {
    const [row] = await t.db
      .insert(bookings)
      .values({
        therapistId,
        customerId,
        therapyId: 1,
        arrangementId: 2,
        durationMinutes: 55,
        priceRappen: 14000,
        startsAt: new Date('2027-01-08T10:00:30+01:00'),
        endsAt: new Date('2027-01-08T11:00:30+01:00'),
      })
      .returning({ id: bookings.id });
    try {
      expect(await slotsOf('2027-01-08')).toMatchObject({ '09:00': 'free', '09:30': 'insufficient', '10:00': 'booked', '11:00': 'booked', '11:30': 'free' });
    } finally {
      await t.db.delete(bookings).where(eq(bookings.id, row!.id));
    }
  });

  it('lets the database refuse two live bookings of one therapist at one time', async () => {
    const booking = { therapistId, customerId, therapyId: 1, arrangementId: 2, durationMinutes: 55, priceRappen: 14000 };
    await t.db.insert(bookings).values({ ...booking, startsAt: new Date('2027-01-07T10:00:00+01:00'), endsAt: new Date('2027-01-07T11:00:00+01:00') });
    const clash = t.db.insert(bookings).values({ ...booking, startsAt: new Date('2027-01-07T10:30:00+01:00'), endsAt: new Date('2027-01-07T11:30:00+01:00') });
    await expect(clash).rejects.toMatchObject({ cause: { code: '23P01' } });
    await t.db.insert(bookings).values({ ...booking, startsAt: new Date('2027-01-07T11:00:00+01:00'), endsAt: new Date('2027-01-07T12:00:00+01:00') });
  });
});
