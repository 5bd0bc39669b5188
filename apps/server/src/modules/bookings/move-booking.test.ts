import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { absences, bookings, mailOutbox } from '../../db/schema/index.ts';

const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');

/** The calendar file of the newest mail to `to`, read by a calendar library. */
async function lastCalendarTo(t: TestApp, to: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  const file = (mail!.attachments as Array<{ filename: string; content: string }>).find((a) => a.filename === 'termin.ics')!;
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(Buffer.from(file.content, 'base64').toString('utf8'))).getFirstSubcomponent('vevent')!);
  return { subject: mail!.subject, uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString() };
}

describe.each(DB_KINDS)('moving bookings on %s', (kind) => {
  let t: TestApp;
  let lea: number;
  let marco: number;
  let anna: string;
  let peter: string;
  let planner: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://praxis.example.ch' });
    t.clock.set(MONDAY_0730);
    lea = await createBookableTherapist(t.db, 'lea@example.com');
    marco = await createBookableTherapist(t.db, 'marco@example.com');
    await createBookingCustomer(t.db, 'anna@example.com');
    await createBookingCustomer(t.db, 'peter@example.com', 'Peter');
    await createUser(t.db, 'planer@example.com', ['planner']);
    anna = await loginCookie(t.app, 'anna@example.com');
    peter = await loginCookie(t.app, 'peter@example.com');
    planner = await loginCookie(t.app, 'planer@example.com');
    // Lea is away on Friday morning at short notice.
    await t.db
      .insert(absences)
      .values({ therapistId: lea, typeId: 2, startsAt: new Date('2027-01-08T08:00:00Z'), endsAt: new Date('2027-01-08T11:00:00Z'), shortTerm: true });
  });
  afterAll(() => t.close());

  const book = async (cookie: string, start: string, therapistId?: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: asUser(cookie),
      payload: { therapyId: 1, arrangementId: 2, start, comment: 'Nacken', termsVersion: CURRENT_TERMS_VERSION, therapistId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const move = (cookie: string, id: number, body: Record<string, unknown>, staff = false) =>
    t.app.inject({ method: 'POST', url: `/api/${staff ? 'staff/' : ''}bookings/${id}/move`, headers: asUser(cookie), payload: body });
  const rowOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it('a customer moves their booking to another free slot: same booking, a mail whose calendar entry updates the old one', async () => {
    const id = await book(anna, '2027-01-05T10:00:00+01:00', lea);
    const first = await lastCalendarTo(t, 'anna@example.com');
    expect(first.sequence).toBe(0);
    const res = await move(anna, id, { start: '2027-01-06T11:00:00+01:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, start: '2027-01-06T10:00:00.000Z', end: '2027-01-06T11:00:00.000Z', comment: 'Nacken' });
    expect(await rowOf(id)).toMatchObject({ therapistId: lea, sequence: 1 });
    const moved = await lastCalendarTo(t, 'anna@example.com');
    expect(moved).toMatchObject({ uid: first.uid, sequence: 1, start: '2027-01-06T10:00:00.000Z' });
    expect(moved.subject).toMatch(/^Ihr Termin wurde verschoben/);
    // Half an hour later overlaps its own old time: allowed, the booking does not block itself.
    expect((await move(anna, id, { start: '2027-01-06T11:30:00+01:00' })).statusCode).toBe(200);
    expect((await lastCalendarTo(t, 'anna@example.com')).sequence).toBe(2);
    // The old time is free again.
    const day = (
      await t.app.inject({ method: 'GET', url: `/api/availability?therapyId=1&arrangementId=2&from=2027-01-05&to=2027-01-05&therapistId=${lea}` })
    ).json();
    expect(day.days[0].slots.find((s: { start: string }) => s.start === '2027-01-05T10:00:00+01:00').state).toBe('free');
  });

  it('refuses a customer’s move into the past, beyond the horizon, into a short-term absence or a taken slot, and a late or foreign booking', async () => {
    const id = await book(peter, '2027-01-07T14:00:00+01:00', lea);
    const refused = async (body: Record<string, unknown>, status: number, code: string, cookie = peter, booking = id) => {
      const res = await move(cookie, booking, body);
      expect([res.statusCode, res.json().error?.code], JSON.stringify(body)).toEqual([status, code]);
    };
    await refused({ start: '2027-01-04T06:00:00+01:00' }, 409, 'SLOT_UNAVAILABLE');
    await refused({ start: '2028-01-04T10:00:00+01:00' }, 409, 'SLOT_UNAVAILABLE');
    await refused({ start: '2027-01-08T10:00:00+01:00', therapistId: lea }, 409, 'SLOT_UNAVAILABLE');
    await refused({ start: '2027-01-06T11:30:00+01:00', therapistId: lea }, 409, 'SLOT_TAKEN');
    await refused({ start: 'tomorrow' }, 400, 'VALIDATION_ERROR');
    await refused({ start: '2027-01-06T14:00:00+01:00' }, 404, 'NOT_FOUND', anna);
    // Within 24 hours of its start a booking stays where it is.
    const soon = await book(peter, '2027-01-04T14:00:00+01:00', marco);
    await refused({ start: '2027-01-12T09:00:00+01:00' }, 409, 'BOOKING_NOT_MOVABLE', peter, soon);
    expect((await rowOf(id)).startsAt.toISOString()).toBe('2027-01-07T13:00:00.000Z');
  });

  it('staff move a booking to another therapist without telling the customer, also at short notice', async () => {
    const id = await book(peter, '2027-01-05T15:00:00+01:00', lea);
    const mails = async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'peter@example.com'))).length;
    const before = await mails();
    const res = await move(planner, id, { start: '2027-01-05T15:00:00+01:00', therapistId: marco, notify: false }, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ therapistId: marco, sequence: 1 });
    expect(await mails()).toBe(before);
    // A customer cannot use the staff route.
    expect((await move(peter, id, { start: '2027-01-05T16:00:00+01:00' }, true)).statusCode).toBe(403);
  });

  it('lets one of 10 moves of different bookings into one slot through', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++)
      ids.push(await book(anna, `2027-01-${String(11 + (i % 5)).padStart(2, '0')}T${String(9 + Math.floor(i / 5) * 2).padStart(2, '0')}:00:00+01:00`, lea));
    const target = '2027-01-18T10:00:00+01:00';
    const answers = await Promise.all(ids.map((id) => move(planner, id, { start: target, therapistId: lea, notify: false }, true)));
    const codes = answers.map((res) => (res.statusCode === 200 ? 'moved' : res.json().error.code));
    expect(codes.filter((c) => c === 'moved')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'moved').every((c) => c === 'SLOT_TAKEN')).toBe(true);
    const atTarget = (
      await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.startsAt, new Date(target)))
    ).filter((b) => b.therapistId === lea && !b.cancelledAt);
    expect(atTarget).toHaveLength(1);
  });
});
