import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings, mailOutbox, termsAcceptances } from '../../db/schema/index.ts';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { mailJobContext } from '../../../test/mail-job-context.ts';

const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');

describe.each(DB_KINDS)('bookings on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let peter: string;
  let incomplete: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(MONDAY_0730);
    await createBookableTherapist(t.db);
    for (const email of ['anna@example.com', 'peter@example.com']) await createBookingCustomer(t.db, email);
    await createUser(t.db, 'incomplete@example.com', ['customer']);
    anna = await loginCookie(t.app, 'anna@example.com');
    peter = await loginCookie(t.app, 'peter@example.com');
    incomplete = await loginCookie(t.app, 'incomplete@example.com');
  });
  afterAll(() => t.close());

  const book = (cookie: string, start: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: asUser(cookie),
      payload: { therapyId: 1, arrangementId: 2, start, comment: 'Nacken', termsVersion: CURRENT_TERMS_VERSION, ...extra },
    });

  it('books a free slot at the price of the day and shows it as booked', async () => {
    const res = await book(anna, '2027-01-05T10:00:00+01:00');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      start: '2027-01-05T09:00:00.000Z',
      end: '2027-01-05T10:00:00.000Z',
      durationMinutes: 55,
      priceRappen: 14000,
      comment: 'Nacken',
    });
    const slots = (await t.app.inject({ method: 'GET', url: '/api/availability?therapyId=1&arrangementId=2&from=2027-01-05&to=2027-01-05' })).json().days[0]
      .slots;
    expect(slots.find((s: { start: string }) => s.start === '2027-01-05T10:00:00+01:00').state).toBe('booked');
  });

  it('answers 409 SLOT_TAKEN for a slot someone else has', async () => {
    const res = await book(peter, '2027-01-05T10:30:00+01:00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'SLOT_TAKEN' } });
  });

  it.each([
    ['a past slot', '2027-01-04T08:00:00+01:00'],
    ['a slot inside the lead time', '2027-01-04T08:30:00+01:00'],
    ['a slot on a closed day', '2027-01-10T10:00:00+01:00'],
    ['the break', '2027-01-05T12:30:00+01:00'],
    ['a time off the grid', '2027-01-05T10:15:00+01:00'],
    ['beyond the horizon', '2027-09-06T10:00:00+01:00'],
  ])('refuses %s with 409 SLOT_UNAVAILABLE', async (_what, start) => {
    const res = await book(peter, start);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'SLOT_UNAVAILABLE' } });
  });

  it('refuses bad input with 400 and a customer without personal data with PERSONAL_DATA_MISSING', async () => {
    expect((await book(peter, '2027-01-05 10:00')).statusCode).toBe(400);
    expect((await book(peter, '2027-01-05T14:00:00+01:00', { therapyId: 9 })).statusCode).toBe(400);
    const res = await book(incomplete, '2027-01-05T14:00:00+01:00');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'PERSONAL_DATA_MISSING' } });
  });

  it('asks for the terms once per customer: refused without them, recorded with date and version, asked again for a new version', async () => {
    const id = await createBookingCustomer(t.db, 'terms@example.com', 'Tina');
    const tina = await loginCookie(t.app, 'terms@example.com');
    const accepted = async () => t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, id));

    const refused = await book(tina, '2027-01-07T10:00:00+01:00', { termsVersion: undefined });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'TERMS_NOT_ACCEPTED' } });
    // An outdated version (the page was open while the terms changed) is not the current one.
    expect((await book(tina, '2027-01-07T10:00:00+01:00', { termsVersion: CURRENT_TERMS_VERSION + 1 })).json()).toMatchObject({
      error: { code: 'TERMS_NOT_ACCEPTED' },
    });
    expect(await accepted()).toEqual([]);
    expect(await t.db.select().from(bookings).where(eq(bookings.customerId, id))).toEqual([]);

    expect((await book(tina, '2027-01-07T10:00:00+01:00')).statusCode).toBe(201);
    const [stored] = await accepted();
    expect(stored).toMatchObject({ userId: id, version: CURRENT_TERMS_VERSION });
    expect(Math.abs(stored!.acceptedAt.getTime() - t.clock.now().getTime())).toBeLessThan(60_000);
    // Accepted once: the next booking needs no checkbox.
    expect((await book(tina, '2027-01-07T11:00:00+01:00', { termsVersion: undefined })).statusCode).toBe(201);

    // Raising the version: what was accepted is an older version now, so the customer is asked again.
    await t.db
      .update(termsAcceptances)
      .set({ version: CURRENT_TERMS_VERSION - 1 })
      .where(eq(termsAcceptances.userId, id));
    expect((await book(tina, '2027-01-07T14:00:00+01:00', { termsVersion: undefined })).json()).toMatchObject({ error: { code: 'TERMS_NOT_ACCEPTED' } });
    expect((await book(tina, '2027-01-07T14:00:00+01:00')).statusCode).toBe(201);
    expect((await accepted()).map((row) => row.version).sort()).toEqual([CURRENT_TERMS_VERSION - 1, CURRENT_TERMS_VERSION]);
  });

  it('does not record the terms when the booking is refused for its slot', async () => {
    const id = await createBookingCustomer(t.db, 'late-terms@example.com', 'Lara');
    const lara = await loginCookie(t.app, 'late-terms@example.com');
    expect((await book(lara, '2027-01-05T10:00:00+01:00')).json()).toMatchObject({ error: { code: 'SLOT_TAKEN' } });
    expect(await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, id))).toEqual([]);
  });

  it('lets exactly one of 50 concurrent requests for one slot through', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(i % 2 ? anna : peter, '2027-01-06T15:00:00+01:00')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const live = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, new Date('2027-01-06T15:00:00+01:00')));
    expect(live).toHaveLength(1);
  });

  it('lists own bookings only, grouped', async () => {
    const own = (await t.app.inject({ method: 'GET', url: '/api/bookings/own', headers: { cookie: anna } })).json().bookings;
    expect(own.length).toBeGreaterThanOrEqual(1);
    expect(own.every((b: { group: string; therapyLabelKey: string }) => b.group === 'future' && b.therapyLabelKey === 'classic_massage')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/own', headers: { cookie: incomplete } })).json()).toEqual({ bookings: [] });
  });

  it('cancels free in time, frees the slot at once, and warns before a late, charged cancellation', async () => {
    const early = (await book(peter, '2027-01-08T09:00:00+01:00')).json();
    const cancel = (cookie: string, id: number, acceptCharge?: boolean) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: asUser(cookie), payload: acceptCharge === undefined ? {} : { acceptCharge } });
    expect((await cancel(anna, early.id)).statusCode).toBe(404);
    const done = await cancel(peter, early.id);
    expect(done.json()).toMatchObject({ cancelType: 1, cancelCostOption: 'none' });
    expect((await cancel(peter, early.id)).json()).toMatchObject({ error: { code: 'ALREADY_CANCELLED' } });
    expect((await book(anna, '2027-01-08T09:00:00+01:00')).statusCode).toBe(201);

    const late = (await book(peter, '2027-01-04T16:00:00+01:00')).json();
    const warned = await cancel(peter, late.id);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ error: { code: 'CANCELLATION_CHARGED' } });
    const charged = await cancel(peter, late.id, true);
    expect(charged.json()).toMatchObject({ cancelType: 5, cancelCostOption: 'full' });
    const groups = (await t.app.inject({ method: 'GET', url: '/api/bookings/own', headers: { cookie: peter } }))
      .json()
      .bookings.map((b: { group: string }) => b.group);
    expect(groups.filter((g: string) => g === 'cancelledByCustomer')).toHaveLength(2);
  });

  it('mails a confirmation with a calendar file in local time, across the daylight-saving change', async () => {
    const res = await book(anna, '2027-03-29T10:00:00+02:00');
    expect(res.statusCode).toBe(201);
    const queued = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'anna@example.com'))).at(-1)!;
    expect(queued.subject).toContain('29. März 2027');
    const smtp = await startSmtpCapture();
    const mailer = mailJobContext(t.db, { smtpUrl: smtp.url, now: () => new Date(Date.now() + 3_600_000) });
    try {
      await mailer.jobs.runOnce('mail');
      const mail = smtp.mails.find((m) => m.subject === queued.subject)!;
      expect(mail.text).toContain('10:00');
      expect(mail.text).toContain('Klassische Massage');
      const ics = mail.attachments.find((a) => a.filename === 'termin.ics')!;
      const calendar = ics.content.toString('utf8');
      expect(calendar).toContain('DTSTART:20270329T080000Z');
      expect(calendar).toContain('DTEND:20270329T085500Z');
      expect(calendar).toContain('Seefeldstrasse 42');
    } finally {
      await mailer.jobs.stop();
      await smtp.stop();
    }
  });
});
