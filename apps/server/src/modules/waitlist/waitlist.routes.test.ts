import { CURRENT_TERMS_VERSION, WAITLIST_OFFER_TURN_MS } from '@praxis/domain';
import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { absences, bookings, mailOutbox, waitlistRequests } from '../../db/schema/index.ts';
import { sweepUnansweredOffers } from './waitlist-match.ts';

const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');
/** Wednesday 6 January 2027, 10:00-11:00 in Zurich. */
const WEDNESDAY_10 = '2027-01-06T10:00:00+01:00';

/** A request for therapy 1, 60 minutes, on Wednesday 6 January between 10:00 and 11:00: one slot fits. */
const wednesdayMorning = (extra: Record<string, unknown> = {}) => ({
  therapyId: 1,
  arrangementId: 2,
  fromDate: '2027-01-06',
  toDate: '2027-01-06',
  weekdays: [3],
  fromTime: '10:00',
  toTime: '11:00',
  termsVersion: CURRENT_TERMS_VERSION,
  ...extra,
});

/** The offer link's token in a mail's text. */
const offerToken = (text: string) => text.match(/\/waitlist\/offer\/([A-Za-z0-9_-]+)/)![1]!;

describe.each(DB_KINDS)('the waiting list on %s', (kind) => {
  let t: TestApp;
  let lea: number;
  let anna: string;
  let peter: string;
  let clara: string;
  let planner: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://praxis.example.ch' });
    t.clock.set(MONDAY_0730);
    lea = await createBookableTherapist(t.db, 'lea@example.com');
    await createBookingCustomer(t.db, 'anna@example.com');
    await createBookingCustomer(t.db, 'peter@example.com', 'Peter');
    await createBookingCustomer(t.db, 'clara@example.com', 'Clara');
    await createUser(t.db, 'planer@example.com', ['planner']);
    anna = await loginCookie(t.app, 'anna@example.com');
    peter = await loginCookie(t.app, 'peter@example.com');
    clara = await loginCookie(t.app, 'clara@example.com');
    planner = await loginCookie(t.app, 'planer@example.com');
  });
  afterAll(() => t.close());

  const wait = (cookie: string | null, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/waitlist', headers: cookie ? asUser(cookie) : csrf(), payload: body });
  const book = async (cookie: string, start: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: asUser(cookie),
      payload: { therapyId: 1, arrangementId: 2, start, comment: '', termsVersion: CURRENT_TERMS_VERSION },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const cancel = (cookie: string, id: number) => t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: asUser(cookie), payload: {} });
  const offerMailsSince = (id: number) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(gt(mailOutbox.id, id))
      .orderBy(asc(mailOutbox.id))
      .then((mails) => mails.filter((m) => m.text.includes('/waitlist/offer/')));
  const lastMailId = async () => (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).reduce((max, m) => Math.max(max, m.id), 0);
  const offer = (token: string, action?: 'book' | 'withdraw') =>
    t.app.inject({ method: action ? 'POST' : 'GET', url: `/api/waitlist/offers/${token}${action ? `/${action}` : ''}`, headers: csrf() });
  const clearRequests = () => t.db.delete(waitlistRequests);
  /** `count` new customers (`<name>0@example.com` ...) waiting, in that order, for Friday 8 January from `hour` for an hour. */
  const queueUp = async (name: string, count: number, hour: number) => {
    const ids = [];
    for (let n = 0; n < count; n++) ids.push(await createUser(t.db, `${name}${n}@example.com`, ['customer']));
    await t.db.insert(waitlistRequests).values(
      ids.map((customerId, n) => ({
        customerId,
        therapyId: 1,
        arrangementId: 2,
        fromDate: '2027-01-08',
        toDate: '2027-01-08',
        weekdays: [5],
        fromMinute: hour * 60,
        toMinute: (hour + 1) * 60,
        createdAt: new Date(MONDAY_0730.getTime() - (count - n) * 60_000),
      })),
    );
  };

  it('drill: 3 wait, one cancellation mails all 3 in order, the first link books, the second finds it taken and keeps waiting', async () => {
    const taken = await book(anna, WEDNESDAY_10);
    expect((await wait(peter, wednesdayMorning())).statusCode).toBe(201);
    const guest = await wait(null, wednesdayMorning({ email: 'gast@example.com', language: 'fr' }));
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json()).toMatchObject({ state: 'waiting', fromTime: '10:00', toTime: '11:00', weekdays: [3], durationMinutes: 55, offersSent: 0 });
    expect((await wait(clara, wednesdayMorning())).statusCode).toBe(201);
    const before = await lastMailId();

    expect((await cancel(anna, taken)).statusCode).toBe(200);
    const mails = await offerMailsSince(before);
    expect(mails.map((m) => m.toAddress)).toEqual(['peter@example.com', 'gast@example.com', 'clara@example.com']);
    expect(mails[0]!.subject).toMatch(/^Ein Termin ist frei geworden: Mittwoch, 6\. Januar 2027, 10:00/);
    expect(mails[1]!.subject).toMatch(/^Un créneau s’est libéré/);
    const [first, second, third] = mails.map((m) => offerToken(m.text));

    expect((await offer(second!)).json()).toMatchObject({ state: 'open', start: '2027-01-06T09:00:00.000Z', durationMinutes: 55, bookingId: null });
    const booked = await offer(first!, 'book');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ start: '2027-01-06T09:00:00.000Z', temporary: false });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booked.json().id));
    expect(row).toMatchObject({ therapistId: lea, cancelledAt: null });
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'peter@example.com'))).at(-1)!.subject).toMatch(/^Ihr Termin am/);

    const late = await offer(second!, 'book');
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'SLOT_TAKEN']);
    expect((await offer(second!)).json().state).toBe('taken');
    expect((await offer(first!)).json()).toMatchObject({ state: 'booked', bookingId: booked.json().id });
    expect((await offer(first!, 'book')).json().error.code).toBe('WAITLIST_OFFER_CLOSED');

    // The front desk sees the two still waiting, in order; with all=1 also the booked one.
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/waitlist', headers: asUser(planner) });
    expect(list.json().requests.map((r: { email: string; position: number }) => [r.email, r.position])).toEqual([
      ['gast@example.com', 1],
      ['clara@example.com', 2],
    ]);
    const all = await t.app.inject({ method: 'GET', url: '/api/staff/waitlist?all=1', headers: asUser(planner) });
    expect(all.json().requests.map((r: { email: string; state: string }) => [r.email, r.state])).toEqual([
      ['peter@example.com', 'booked'],
      ['gast@example.com', 'waiting'],
      ['clara@example.com', 'waiting'],
    ]);
    // "No more offers" from the third mail.
    expect((await offer(third!, 'withdraw')).statusCode).toBe(200);
    expect((await offer(third!)).json().state).toBe('closed');
    const own = await t.app.inject({ method: 'GET', url: '/api/waitlist/own', headers: asUser(clara) });
    expect(own.json().requests).toMatchObject([{ state: 'withdrawn', offersSent: 1 }]);
    await clearRequests();
  });

  it('refuses an empty time window, more than 30 days, no weekday, a passed period, a guest without address or terms, and a fourth request', async () => {
    const refused = async (cookie: string | null, body: Record<string, unknown>, status: number, code: string) => {
      const res = await wait(cookie, body);
      expect([res.statusCode, res.json().error?.code], JSON.stringify(body)).toEqual([status, code]);
    };
    await refused(peter, wednesdayMorning({ toTime: '10:00' }), 400, 'VALIDATION_ERROR');
    await refused(peter, wednesdayMorning({ fromTime: '12:00', toTime: '09:00' }), 400, 'VALIDATION_ERROR');
    await refused(peter, wednesdayMorning({ toDate: '2027-02-05' }), 400, 'VALIDATION_ERROR');
    await refused(peter, wednesdayMorning({ weekdays: [] }), 400, 'VALIDATION_ERROR');
    await refused(peter, wednesdayMorning({ weekdays: [1, 1] }), 400, 'VALIDATION_ERROR');
    await refused(peter, wednesdayMorning({ fromDate: '2026-12-01', toDate: '2026-12-05' }), 400, 'VALIDATION_ERROR');
    await refused(peter, wednesdayMorning({ therapyId: 999 }), 400, 'VALIDATION_ERROR');
    await refused(peter, wednesdayMorning({ fromTime: '25:00' }), 400, 'VALIDATION_ERROR');
    await refused(null, wednesdayMorning(), 400, 'VALIDATION_ERROR');
    await refused(null, wednesdayMorning({ email: 'neu@example.com', language: 'de', termsVersion: undefined }), 409, 'TERMS_NOT_ACCEPTED');
    // 30 days, first and last included, is the longest period.
    expect((await wait(peter, wednesdayMorning({ fromDate: '2027-01-06', toDate: '2027-02-04' }))).statusCode).toBe(201);
    expect((await wait(peter, wednesdayMorning())).statusCode).toBe(201);
    expect((await wait(peter, wednesdayMorning())).statusCode).toBe(201);
    await refused(peter, wednesdayMorning(), 409, 'WAITLIST_LIMIT');
    // Withdrawing one makes room; another customer's request is not found.
    const [own] = (await t.app.inject({ method: 'GET', url: '/api/waitlist/own', headers: asUser(peter) })).json().requests;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${own.id}`, headers: asUser(clara) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/waitlist/${own.id}`, headers: asUser(peter) })).statusCode).toBe(200);
    expect((await wait(peter, wednesdayMorning())).statusCode).toBe(201);
    // Customers do not see the front desk's list; unknown offer links are not found.
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/waitlist', headers: asUser(peter) })).statusCode).toBe(403);
    expect((await offer('x'.repeat(43))).statusCode).toBe(404);
    expect((await offer('not a token')).statusCode).toBe(404);
    await clearRequests();
  });

  it('offers one freed slot to the first 10 waiting only; the others keep their place for the next one', async () => {
    await queueUp('queue', 12, 16);
    const taken = await book(anna, '2027-01-08T16:00:00+01:00');
    const before = await lastMailId();
    expect((await cancel(anna, taken)).statusCode).toBe(200);
    expect((await offerMailsSince(before)).map((m) => m.toAddress)).toEqual(Array.from({ length: 10 }, (_, n) => `queue${n}@example.com`));

    // Nobody books within two hours: the next two in turn are offered the slot, once, and nobody twice.
    const sweep = (at: Date) => sweepUnansweredOffers(t.ctx, at);
    const turn = MONDAY_0730.getTime() + WAITLIST_OFFER_TURN_MS;
    const afterFirst = await lastMailId();
    expect(await sweep(new Date(turn - 60_000))).toBe(0);
    const [a, b] = await Promise.all([sweep(new Date(turn + 60_000)), sweep(new Date(turn + 60_000))]);
    expect(a + b).toBe(2);
    expect((await offerMailsSince(afterFirst)).map((m) => m.toAddress)).toEqual(['queue10@example.com', 'queue11@example.com']);
    // Those are left unanswered too, but the queue has ended: no mail.
    expect(await sweep(new Date(turn + WAITLIST_OFFER_TURN_MS + 120_000))).toBe(0);
    await clearRequests();
  });

  it('passes an unanswered slot on only while it is free: booked meanwhile, the sweep offers nothing', async () => {
    await queueUp('line', 11, 18);
    const taken = await book(anna, '2027-01-08T18:00:00+01:00');
    expect((await cancel(anna, taken)).statusCode).toBe(200);
    await book(clara, '2027-01-08T18:00:00+01:00');
    const before = await lastMailId();
    expect(await sweepUnansweredOffers(t.ctx, new Date(MONDAY_0730.getTime() + WAITLIST_OFFER_TURN_MS + 60_000))).toBe(0);
    expect(await offerMailsSince(before)).toEqual([]);
    await clearRequests();
  });

  it('a removed absence offers its time; a guest without personal data gets a temporary booking that asks for them', async () => {
    // Lea is away on Thursday 7 January all morning; a new guest waits for 09:00-12:00 that day.
    const [absence] = await t.db
      .insert(absences)
      .values({ therapistId: lea, typeId: 2, startsAt: new Date('2027-01-07T08:00:00Z'), endsAt: new Date('2027-01-07T11:00:00Z'), shortTerm: false })
      .returning();
    const res = await wait(
      null,
      wednesdayMorning({
        fromDate: '2027-01-07',
        toDate: '2027-01-07',
        weekdays: [4],
        fromTime: '09:00',
        toTime: '12:00',
        email: 'neu@example.com',
        language: 'de',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const before = await lastMailId();
    const removed = await t.app.inject({ method: 'POST', url: `/api/absences/${absence!.id}/cancel`, headers: asUser(planner), payload: {} });
    expect(removed.statusCode, removed.body).toBe(200);
    const mails = await offerMailsSince(before);
    expect(mails.map((m) => m.toAddress)).toEqual(['neu@example.com']);
    const token = offerToken(mails[0]!.text);
    expect((await offer(token)).json()).toMatchObject({ state: 'open', start: '2027-01-07T08:00:00.000Z' });
    const booked = await offer(token, 'book');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ temporary: true, unverified: false });
    const mail = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'neu@example.com'))).at(-1)!;
    expect(mail.subject).toMatch(/^Ihr reservierter Termin/);
    // Freeing the same time again offers nothing more to a booked request.
    const after = await lastMailId();
    expect((await cancel(anna, await book(anna, '2027-01-07T11:00:00+01:00'))).statusCode).toBe(200);
    expect(await offerMailsSince(after)).toEqual([]);
    await clearRequests();
  });
});
