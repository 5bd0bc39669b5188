import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings, users } from '../../db/schema/index.ts';

const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');
const TUESDAY_10 = '2027-01-05T10:00:00+01:00';

describe.each(DB_KINDS)('choosing a therapist on %s', (kind) => {
  let t: TestApp;
  let lea: number;
  let marco: number;
  let anna: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(MONDAY_0730);
    lea = await createBookableTherapist(t.db, 'lea@example.com');
    marco = await createBookableTherapist(t.db, 'marco@example.com');
    await t.db.update(users).set({ firstName: 'Marco', lastName: 'Keller' }).where(eq(users.id, marco));
    await createBookingCustomer(t.db, 'anna@example.com');
    anna = await loginCookie(t.app, 'anna@example.com');
  });
  afterAll(() => t.close());

  const stateAt = async (start: string, therapistId?: number) => {
    const date = start.slice(0, 10);
    const filter = therapistId ? `&therapistId=${therapistId}` : '';
    const res = await t.app.inject({ method: 'GET', url: `/api/availability?therapyId=1&arrangementId=2&from=${date}&to=${date}${filter}` });
    expect(res.statusCode).toBe(200);
    return res.json().days[0].slots.find((s: { start: string }) => s.start === start)?.state as string;
  };
  const book = (start: string, therapistId?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: asUser(anna),
      payload: { therapyId: 1, arrangementId: 2, start, comment: '', termsVersion: CURRENT_TERMS_VERSION, therapistId },
    });
  const therapistOf = async (id: number) =>
    (await t.db.select({ therapistId: bookings.therapistId }).from(bookings).where(eq(bookings.id, id)))[0]?.therapistId;

  it('lists with each published therapist the therapies and durations they offer', async () => {
    const { therapists } = (await t.app.inject({ method: 'GET', url: '/api/therapists' })).json();
    const offersOf = (id: number) => therapists.find((th: { id: number }) => th.id === id).offers;
    expect(offersOf(lea)).toEqual([{ therapyId: 1, arrangementIds: expect.arrayContaining([2]) }]);
    expect(offersOf(marco)).toEqual(offersOf(lea));
  });

  it('shows the slots of the chosen therapist only, and books the slot with them', async () => {
    const res = await book(TUESDAY_10, marco);
    expect(res.statusCode).toBe(201);
    expect(await therapistOf(res.json().id)).toBe(marco);
    expect(await stateAt(TUESDAY_10, marco)).toBe('booked');
    expect(await stateAt(TUESDAY_10, lea)).toBe('free');
    expect(await stateAt(TUESDAY_10)).toBe('free');
    // Marco is taken at 10:00: asking for him answers SLOT_TAKEN, though Lea is free.
    const taken = await book(TUESDAY_10, marco);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_TAKEN');
    // "Any" takes Lea.
    const any = await book(TUESDAY_10);
    expect(await therapistOf(any.json().id)).toBe(lea);
  });

  it('refuses a start both therapists are booked at as taken, and takes it again once one booking is cancelled', async () => {
    const start = '2027-01-05T14:00:00+01:00';
    expect((await book(start)).statusCode).toBe(201);
    const second = await book(start);
    expect(second.statusCode).toBe(201);
    const third = await book(start);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('SLOT_TAKEN');
    expect(await stateAt(start)).toBe('booked');
    // A cancelled booking no longer holds its start.
    const cancel = await t.app.inject({ method: 'POST', url: `/api/bookings/${second.json().id}/cancel`, headers: asUser(anna), payload: {} });
    expect(cancel.statusCode).toBe(200);
    const again = await book(start);
    expect(again.statusCode).toBe(201);
    expect(await therapistOf(again.json().id)).toBe(await therapistOf(second.json().id));
  });

  it('refuses a therapist who does not offer the therapy (or is nobody), and a guest’s choice is kept too', async () => {
    const customerId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'anna@example.com')))[0]!.id;
    for (const therapistId of [customerId, 999_999]) {
      const res = await book('2027-01-05T11:00:00+01:00', therapistId);
      expect(res.statusCode, String(therapistId)).toBe(409);
      expect(res.json().error.code).toBe('SLOT_UNAVAILABLE');
      expect(await stateAt('2027-01-05T11:00:00+01:00', therapistId)).toBe('none');
    }
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/guest',
      headers: csrf(),
      payload: {
        therapyId: 1,
        arrangementId: 2,
        start: '2027-01-06T09:00:00+01:00',
        comment: '',
        termsVersion: CURRENT_TERMS_VERSION,
        email: 'gast@example.com',
        language: 'de',
        therapistId: marco,
      },
    });
    expect(guest.statusCode).toBe(201);
    expect(await therapistOf(guest.json().id)).toBe(marco);
  });
});
