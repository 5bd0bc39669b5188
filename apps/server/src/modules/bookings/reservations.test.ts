import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, lastMailTo, linkOf, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings, mailOutbox } from '../../db/schema/index.ts';

const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');
const slot = { therapyId: 1, arrangementId: 2, comment: '', termsVersion: CURRENT_TERMS_VERSION };
/** Free slots of the test practice, one per day from Tuesday 5 January 2027 on (no Sundays). */
const DAYS = ['05', '06', '07', '08', '09', '11', '12', '13', '14', '15', '16', '18', '19', '20'];
let nextDay = 0;
const freshSlot = (hour = '10') => `2027-01-${DAYS[nextDay++ % DAYS.length]}T${hour}:00:00+01:00`;

describe.each(DB_KINDS)("guest reservations made in someone else's name, and their bounds, on %s", (kind) => {
  let t: TestApp;
  let anna: string;
  let annaId: number;
  beforeAll(async () => {
    nextDay = 0;
    t = await createTestApp(kind, { GUEST_BOOKING_LIMIT: '1000' });
    t.clock.set(MONDAY_0730);
    await createBookableTherapist(t.db);
    annaId = await createBookingCustomer(t.db, 'anna@example.com');
    anna = await loginCookie(t.app, 'anna@example.com');
  });
  afterAll(() => t.close());

  const guest = (email: string, start: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/bookings/guest', headers: { ...csrf(), ...headers }, payload: { ...slot, email, language: 'de', start } });
  const call = (cookie: string, id: number, action: 'confirm-reservation' | 'reject-reservation') =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${id}/${action}`, headers: asUser(cookie), payload: {} });
  const mailsTo = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;
  const row = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it('is not confirmed by the customer\'s next password login, carries no charge, and "this was not me" cancels it silently', async () => {
    const held = (await guest('anna@example.com', freshSlot())).json();
    expect(held).toMatchObject({ temporary: true, unverified: true });
    await loginCookie(t.app, 'anna@example.com');
    const profileSave = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: asUser(anna),
      payload: { firstName: 'Anna', lastName: 'Meier', phone: '+41791234567', language: 'de' },
    });
    expect(profileSave.statusCode).toBe(200);
    expect(await row(held.id)).toMatchObject({ temporary: true, unverified: true, cancelledAt: null });

    const own = (await t.app.inject({ method: 'GET', url: '/api/bookings/own', headers: { cookie: anna } })).json().bookings;
    expect(own.find((b: { id: number }) => b.id === held.id)).toMatchObject({ temporary: true, unverified: true });
    const mailsBefore = await t.db.$count(mailOutbox);
    const rejected = await call(anna, held.id, 'reject-reservation');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ cancelType: 2, cancelCostOption: 'none' });
    expect(await t.db.$count(mailOutbox)).toBe(mailsBefore);
    expect((await call(anna, held.id, 'reject-reservation')).json()).toMatchObject({ error: { code: 'ALREADY_CANCELLED' } });

    const lea = await loginCookie(t.app, 'lea@example.com');
    const reactivated = await t.app.inject({ method: 'POST', url: `/api/bookings/${held.id}/reactivate`, headers: asUser(lea), payload: { notify: false } });
    expect(reactivated.json()).toMatchObject({ temporary: false, unverified: false, cancelledAt: null });
  });

  it('is cancelled free of charge while unconfirmed, even inside the cancellation period', async () => {
    t.clock.set(new Date('2027-01-05T06:00:00Z'));
    try {
      const held = (await guest('anna@example.com', '2027-01-05T16:00:00+01:00')).json();
      const cookie = await loginCookie(t.app, 'anna@example.com');
      const cancelled = await t.app.inject({ method: 'POST', url: `/api/bookings/${held.id}/cancel`, headers: asUser(cookie), payload: {} });
      expect(cancelled.json()).toMatchObject({ cancelType: 1, cancelCostOption: 'none' });
    } finally {
      t.clock.set(MONDAY_0730);
    }
  });

  it('is confirmed by the login link sent for it', async () => {
    const held = (await guest('anna@example.com', freshSlot())).json();
    const { email, token } = linkOf((await lastMailTo(t.db, 'anna@example.com'))!.text);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/auto-login', headers: csrf(), payload: { email, token } })).statusCode).toBe(200);
    expect(await row(held.id)).toMatchObject({ temporary: false, unverified: false });
    expect((await lastMailTo(t.db, 'anna@example.com'))!.attachments).toEqual(expect.arrayContaining([expect.objectContaining({ filename: 'termin.ics' })]));
  });

  it('is confirmed by the customer on its card; then it is an ordinary booking', async () => {
    await createBookingCustomer(t.db, 'carla@example.com', 'Carla');
    const carla = await loginCookie(t.app, 'carla@example.com');
    const held = (await guest('carla@example.com', freshSlot())).json();
    const confirmed = await call(carla, held.id, 'confirm-reservation');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: held.id, temporary: false, unverified: false });
    expect((await call(carla, held.id, 'confirm-reservation')).json()).toMatchObject({ error: { code: 'NOT_TEMPORARY' } });
    expect((await call(carla, held.id, 'reject-reservation')).json()).toMatchObject({ error: { code: 'NOT_TEMPORARY' } });
  });

  it('stays temporary after confirmation until the personal data are complete', async () => {
    await createUser(t.db, 'nodata@example.com', ['customer']);
    const cookie = await loginCookie(t.app, 'nodata@example.com');
    const held = (await guest('nodata@example.com', freshSlot())).json();
    expect((await call(cookie, held.id, 'confirm-reservation')).json()).toMatchObject({ temporary: true, unverified: false });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: asUser(cookie),
      payload: { firstName: 'Nina', lastName: 'Data', phone: '+41791234567', language: 'de' },
    });
    expect(await row(held.id)).toMatchObject({ temporary: false });
  });

  it('cannot be confirmed or rejected by another customer', async () => {
    const held = (await guest('victim@example.com', freshSlot())).json();
    expect(held).toMatchObject({ unverified: true });
    await createBookingCustomer(t.db, 'eve@example.com', 'Eve');
    const eve = await loginCookie(t.app, 'eve@example.com');
    expect((await call(eve, held.id, 'confirm-reservation')).statusCode).toBe(404);
    expect((await call(eve, held.id, 'reject-reservation')).statusCode).toBe(404);
    expect(await row(held.id)).toMatchObject({ unverified: true, cancelledAt: null });
  });

  it('lets an unproven address hold at most 2 live reservations: the third answers 409 TEMPORARY_LIMIT and leaves nothing', async () => {
    const email = `stranger-${kind}@example.com`;
    expect((await guest(email, freshSlot())).statusCode).toBe(201);
    expect((await guest(email, freshSlot())).statusCode).toBe(201);
    const mails = await mailsTo(email);
    const count = await t.db.$count(bookings);
    const third = await guest(email, freshSlot());
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ error: { code: 'TEMPORARY_LIMIT' } });
    expect(await t.db.$count(bookings)).toBe(count);
    expect(await mailsTo(email)).toBe(mails);
  });

  it('holds to the bound of 2 when reservations for one address arrive at once', async () => {
    const email = `burst-${kind}@example.com`;
    const starts = Array.from({ length: 5 }, () => freshSlot('14'));
    const codes = await Promise.all(starts.map((start) => guest(email, start).then((r) => r.statusCode)));
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
  });

  it('sends one address at most 3 reservation mails an hour', async () => {
    await createBookingCustomer(t.db, 'mailbox@example.com', 'Max');
    const owner = await loginCookie(t.app, 'mailbox@example.com');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await guest('mailbox@example.com', freshSlot('16'));
      codes.push(res.statusCode);
      if (res.statusCode === 201) await call(owner, res.json().id, 'reject-reservation');
    }
    expect(codes).toEqual([201, 201, 201, 429]);
    t.clock.set(new Date(MONDAY_0730.getTime() + 61 * 60_000));
    try {
      expect((await guest('mailbox@example.com', freshSlot('16'))).statusCode).toBe(201);
    } finally {
      t.clock.set(MONDAY_0730);
    }
  });

  it('shows temporary reservations as such in the operations plan', async () => {
    const plan = (
      await t.app.inject({ method: 'GET', url: '/api/operation-plan?week=2027-01-04', headers: { cookie: await loginCookie(t.app, 'lea@example.com') } })
    ).json();
    const days = plan.therapists[0].days as { date: string; bookings: number; temporaryBookings: number }[];
    const temporaries = await t.db.select().from(bookings).where(eq(bookings.temporary, true));
    const live = temporaries.filter((b) => !b.cancelledAt && b.startsAt < new Date('2027-01-11T00:00:00+01:00'));
    expect(days.reduce((sum, d) => sum + d.temporaryBookings, 0)).toBe(live.length);
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((b) => b.customerId !== annaId || b.unverified)).toBe(true);
  });
});

describe.each(DB_KINDS)('guest reservations per client address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1', GUEST_BOOKING_LIMIT: '5' });
    t.clock.set(MONDAY_0730);
    await createBookableTherapist(t.db);
  });
  afterAll(() => t.close());

  it('allows 5 an hour from one address (GUEST_BOOKING_LIMIT), then 429; other addresses go on', async () => {
    const from = (ip: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/guest',
        headers: { ...csrf(), 'x-forwarded-for': ip },
        payload: { ...slot, email: `p${i}-${kind}@example.com`, language: 'de', start: `2027-01-${DAYS[i]}T11:00:00+01:00` },
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await from('198.51.100.20', i)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await from('198.51.100.21', 6)).statusCode).toBe(201);
    t.clock.set(new Date(MONDAY_0730.getTime() + 61 * 60_000));
    expect((await from('198.51.100.20', 7)).statusCode).toBe(201);
  });
});
