import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, lastMailTo, linkOf, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { absences, bookings, mailOutbox, termsAcceptances, users } from '../../db/schema/index.ts';
import { expireTemporaryBookings } from './temporary-bookings.ts';

const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');

describe.each(DB_KINDS)('guest and staff bookings on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let peter: string;
  let lea: string;
  let annaId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(MONDAY_0730);
    const therapistId = await createBookableTherapist(t.db);
    await t.db
      .insert(absences)
      .values({ therapistId, typeId: 2, startsAt: new Date('2027-01-05T14:00:00+01:00'), endsAt: new Date('2027-01-05T16:00:00+01:00'), shortTerm: true });
    annaId = await createBookingCustomer(t.db, 'anna@example.com');
    await createBookingCustomer(t.db, 'peter@example.com', 'Peter');
    anna = await loginCookie(t.app, 'anna@example.com');
    peter = await loginCookie(t.app, 'peter@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
  });
  afterAll(() => t.close());

  const slot = { therapyId: 1, arrangementId: 2, comment: '', termsVersion: CURRENT_TERMS_VERSION };
  const guest = (email: string, start: string, language = 'de') =>
    t.app.inject({ method: 'POST', url: '/api/bookings/guest', headers: csrf(), payload: { ...slot, email, language, start } });
  const stateAt = async (start: string) => {
    const date = start.slice(0, 10);
    const days = (await t.app.inject({ method: 'GET', url: `/api/availability?therapyId=1&arrangementId=2&from=${date}&to=${date}` })).json().days;
    return days[0].slots.find((s: { start: string }) => s.start === start)?.state;
  };
  const outboxCount = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;

  it('refuses a guest reservation without the current terms accepted in it, and changes nothing', async () => {
    for (const termsVersion of [undefined, CURRENT_TERMS_VERSION + 1]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/guest',
        headers: csrf(),
        payload: { ...slot, termsVersion, email: 'no-terms@example.com', language: 'de', start: '2027-01-07T11:00:00+01:00' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'TERMS_NOT_ACCEPTED', message: expect.any(String) } });
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'no-terms@example.com'))).toEqual([]);
    expect(await stateAt('2027-01-07T11:00:00+01:00')).toBe('free');
  });

  it('reserves a slot for a guest at once, creates the account and mails a login link to the booking', async () => {
    const res = await guest(' Neu@Example.com ', '2027-01-07T10:00:00+01:00', 'fr');
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    // 24 hours after booking (the test clock runs on from Monday 07:30).
    expect(booking).toMatchObject({ temporary: true, start: '2027-01-07T09:00:00.000Z' });
    expect(booking.temporaryUntil).toMatch(/^2027-01-05T06:30:0\d/);
    expect(await stateAt('2027-01-07T10:00:00+01:00')).toBe('booked');
    const [account] = await t.db.select().from(users).where(eq(users.email, 'neu@example.com'));
    expect(account).toMatchObject({ language: 'fr' });
    const [terms] = await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, account!.id));
    expect(terms).toMatchObject({ version: CURRENT_TERMS_VERSION, acceptedAt: expect.any(Date) });
    const mail = await lastMailTo(t.db, 'neu@example.com');
    expect(linkOf(mail!.text).url.pathname).toBe(`/booking/${booking.id}`);
  });

  it('confirms the temporary booking once the guest, logged in by the link, completes the personal data', async () => {
    const mail = await lastMailTo(t.db, 'neu@example.com');
    const { email, token } = linkOf(mail!.text);
    const login = await t.app.inject({ method: 'POST', url: '/api/account/auto-login', headers: csrf(), payload: { email, token } });
    expect(login.statusCode).toBe(200);
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}; XSRF-TOKEN=test-token`;
    const [held] = (await t.app.inject({ method: 'GET', url: '/api/bookings/own', headers: { cookie } })).json().bookings;
    expect(held).toMatchObject({ temporary: true, group: 'future' });
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${held.id}`, headers: { cookie } })).json()).toMatchObject({
      id: held.id,
      temporary: true,
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: asUser(cookie),
      payload: { firstName: 'Nora', lastName: 'Neu', phone: '044 123 45 67', language: 'fr' },
    });
    expect(saved.statusCode).toBe(200);
    const [confirmed] = (await t.app.inject({ method: 'GET', url: '/api/bookings/own', headers: { cookie } })).json().bookings;
    expect(confirmed).toMatchObject({ id: held.id, temporary: false, temporaryUntil: null });
    const confirmation = await lastMailTo(t.db, 'neu@example.com');
    expect(confirmation!.attachments).toEqual(expect.arrayContaining([expect.objectContaining({ filename: 'termin.ics' })]));
  });

  it('cancels a temporary booking whose data never came (type 2) when it expires, frees the slot and tells the guest', async () => {
    const held = (await guest('late@example.com', '2027-01-08T10:00:00+01:00')).json();
    const deps = t.ctx;
    expect(await expireTemporaryBookings(deps, new Date(Date.parse(held.temporaryUntil) - 1000))).toBe(0);
    const mailsBefore = await outboxCount('late@example.com');
    expect(await expireTemporaryBookings(deps, new Date(held.temporaryUntil))).toBe(1);
    expect(await expireTemporaryBookings(deps, new Date(held.temporaryUntil))).toBe(0);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, held.id));
    expect(row).toMatchObject({ cancelType: 2, cancelCostOption: 'none' });
    expect(await stateAt('2027-01-08T10:00:00+01:00')).toBe('free');
    expect(await outboxCount('late@example.com')).toBe(mailsBefore + 1);
    expect((await lastMailTo(t.db, 'late@example.com'))!.text).toContain('/bookoptions?therapyid=1&arrangementid=2');
  });

  it('refuses a guest reservation less than 2 hours ahead, a bad e-mail and an unknown language', async () => {
    expect((await guest('soon@example.com', '2027-01-04T09:00:00+01:00')).json()).toMatchObject({ error: { code: 'TOO_LATE_FOR_GUEST' } });
    expect((await guest('not-an-email', '2027-01-08T11:00:00+01:00')).statusCode).toBe(400);
    expect((await guest('x@example.com', '2027-01-08T11:00:00+01:00', 'xx')).statusCode).toBe(400);
    expect((await guest('taken@example.com', '2027-01-07T10:00:00+01:00')).json()).toMatchObject({ error: { code: 'SLOT_TAKEN' } });
  });

  it('lets a therapist book for a customer over a short-term absence, without notice when asked', async () => {
    const staffBook = (cookie: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/staff/bookings', headers: asUser(cookie), payload: { ...slot, ...payload } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/bookings', headers: asUser(anna), payload: { ...slot, start: '2027-01-05T14:00:00+01:00' } })).json(),
    ).toMatchObject({ error: { code: 'SLOT_UNAVAILABLE' } });
    const before = await outboxCount('anna@example.com');
    const res = await staffBook(lea, { customerId: annaId, start: '2027-01-05T14:00:00+01:00', notify: false });
    expect(res.statusCode).toBe(201);
    expect(await outboxCount('anna@example.com')).toBe(before);
    const notified = await staffBook(lea, { customerId: annaId, start: '2027-01-05T17:00:00+01:00', notify: true });
    expect(notified.statusCode).toBe(201);
    expect(await outboxCount('anna@example.com')).toBe(before + 1);
    expect((await staffBook(anna, { customerId: annaId, start: '2027-01-05T18:00:00+01:00' })).statusCode).toBe(403);
    expect((await staffBook(lea, { customerId: 999_999, start: '2027-01-05T18:00:00+01:00' })).statusCode).toBe(404);
  });

  it('lets a therapist record a booking in the past, which notifies nobody', async () => {
    const before = await outboxCount('anna@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { ...slot, customerId: annaId, start: '2026-12-30T10:00:00+01:00', notify: true },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().id));
    expect(row!.notifyCustomer).toBe(false);
    expect(await outboxCount('anna@example.com')).toBe(before);
  });

  it('finds customers for staff by name or e-mail, and refuses customers', async () => {
    const found = (await t.app.inject({ method: 'GET', url: '/api/customers?search=MEI', headers: { cookie: lea } })).json().customers;
    expect(found.map((c: { email: string }) => c.email)).toEqual(['anna@example.com', 'peter@example.com']);
    expect(found[0]).toMatchObject({ firstName: 'Anna', phone: '+41791234567' });
    expect((await t.app.inject({ method: 'GET', url: '/api/customers?search=anna', headers: { cookie: anna } })).statusCode).toBe(403);
  });

  it('shows one booking to its customer and to staff, not to another customer nor when logged out', async () => {
    const own = (
      await t.app.inject({ method: 'POST', url: '/api/bookings', headers: asUser(anna), payload: { ...slot, start: '2027-01-11T10:00:00+01:00' } })
    ).json();
    const url = `/api/bookings/${own.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: anna } })).json()).toMatchObject({
      id: own.id,
      group: 'future',
      therapyLabelKey: 'classic_massage',
    });
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: lea } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: peter } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('mails a cancellation notice linking to a new booking, and lets staff reactivate while the time is free', async () => {
    const start = '2027-01-12T10:00:00+01:00';
    const own = (await t.app.inject({ method: 'POST', url: '/api/bookings', headers: asUser(anna), payload: { ...slot, start } })).json();
    const reactivate = () => t.app.inject({ method: 'POST', url: `/api/bookings/${own.id}/reactivate`, headers: asUser(lea), payload: { notify: false } });
    expect((await reactivate()).json()).toMatchObject({ error: { code: 'NOT_CANCELLED' } });
    await t.app.inject({ method: 'POST', url: `/api/bookings/${own.id}/cancel`, headers: asUser(anna), payload: {} });
    expect((await lastMailTo(t.db, 'anna@example.com'))!.text).toContain('/bookoptions?therapyid=1&arrangementid=2');
    const back = await reactivate();
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ cancelledAt: null, cancelType: null });

    await t.app.inject({ method: 'POST', url: `/api/bookings/${own.id}/cancel`, headers: asUser(anna), payload: {} });
    expect((await t.app.inject({ method: 'POST', url: '/api/bookings', headers: asUser(peter), payload: { ...slot, start } })).statusCode).toBe(201);
    expect((await reactivate()).json()).toMatchObject({ error: { code: 'SLOT_TAKEN' } });
    const live = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.startsAt, new Date(start))));
    expect(live.filter((b) => b.cancelledAt === null)).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${own.id}/reactivate`, headers: asUser(anna), payload: {} })).statusCode).toBe(403);
  });
});
