import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { absences, users } from '../../db/schema/index.ts';

const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');

/** The feed's events, read by a calendar library: uid, summary, start and end (UTC), and the raw text. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString() };
  });
}

describe.each(DB_KINDS)('calendar feeds on %s', (kind) => {
  let t: TestApp;
  let lea: string;
  let anna: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://praxis.example.ch' });
    t.clock.set(MONDAY_0730);
    const leaId = await createBookableTherapist(t.db, 'lea@example.com');
    await t.db.update(users).set({ firstName: 'Lea', lastName: 'Brunner' }).where(eq(users.id, leaId));
    await createBookingCustomer(t.db, 'anna@example.com', 'Anna');
    lea = await loginCookie(t.app, 'lea@example.com');
    anna = await loginCookie(t.app, 'anna@example.com');
    const book = (start: string, comment: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: asUser(anna),
        payload: { therapyId: 1, arrangementId: 2, start, comment, termsVersion: CURRENT_TERMS_VERSION },
      });
    expect((await book('2027-01-05T10:00:00+01:00', 'Schmerzen im Knie')).statusCode).toBe(201);
    const cancelled = await book('2027-01-06T10:00:00+01:00', '');
    expect(cancelled.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${cancelled.json().id}/cancel`, headers: asUser(anna), payload: {} })).statusCode).toBe(
      200,
    );
    await t.db.insert(absences).values([
      { therapistId: leaId, typeId: 1, startsAt: new Date('2027-01-07T08:00:00Z'), endsAt: new Date('2027-01-07T17:00:00Z'), note: 'Zahnarzt' },
      { therapistId: null, typeId: 1, startsAt: new Date('2027-01-08T08:00:00Z'), endsAt: new Date('2027-01-08T17:00:00Z'), note: '' },
    ]);
  });
  afterAll(() => t.close());

  const makeFeed = async (cookie: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/calendar-feed', headers: asUser(cookie) });
    expect(res.statusCode).toBe(200);
    return new URL(res.json().url as string);
  };
  const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('gives a therapist a private feed of bookings (first name and initial only), absences and closures', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/calendar-feed', headers: { cookie: lea } })).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const url = await makeFeed(lea);
    expect(url.origin).toBe('https://praxis.example.ch');
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/calendar-feed', headers: { cookie: lea } })).json().active).toBe(true);
    const res = await fetchFeed(url.pathname);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = parseFeed(res.body);
    expect(events).toEqual([
      {
        uid: expect.stringMatching(/^booking-\d+@praxis\.example\.ch$/),
        summary: 'Klassische Massage · Anna M.',
        start: '2027-01-05T09:00:00.000Z',
        end: '2027-01-05T10:00:00.000Z',
      },
      { uid: expect.stringMatching(/^absence-\d+@/), summary: 'Abwesend', start: '2027-01-07T08:00:00.000Z', end: '2027-01-07T17:00:00.000Z' },
      { uid: expect.stringMatching(/^absence-\d+@/), summary: 'Praxis geschlossen', start: '2027-01-08T08:00:00.000Z', end: '2027-01-08T17:00:00.000Z' },
    ]);
    // No health data, comments, notes, e-mail addresses or last names.
    for (const secret of ['Knie', 'Zahnarzt', 'anna@example.com', 'Meier', '+41']) expect(res.body).not.toContain(secret);
  });

  it('gives a customer a feed of their own bookings; a new address ends the old one, removing ends both', async () => {
    const first = await makeFeed(anna);
    const events = parseFeed((await fetchFeed(first.pathname)).body);
    expect(events.map((e) => e.summary)).toEqual(['Klassische Massage bei Lea Brunner']);
    const second = await makeFeed(anna);
    expect(second.pathname).not.toBe(first.pathname);
    expect((await fetchFeed(first.pathname)).statusCode).toBe(404);
    expect((await fetchFeed(second.pathname)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account/calendar-feed', headers: asUser(anna) })).statusCode).toBe(200);
    expect((await fetchFeed(second.pathname)).statusCode).toBe(404);
  });

  it('answers 404 alike for an unknown token, a malformed name and a path outside the feeds', async () => {
    for (const file of ['A'.repeat(43) + '.ics', 'abc.ics', 'A'.repeat(43), '..%2Fhealth.ics', 'A'.repeat(99)]) {
      const res = await fetchFeed(`/api/calendar/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});
