import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobContext } from '../../../test/mail-job-context.ts';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { absences, bookings, healthForms, mailOutbox, users } from '../../db/schema/index.ts';

// Monday 4 January 2027, 07:30 in Zurich.
const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');

describe.each(DB_KINDS)('front desk API on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let accountant: string;
  let customer: string;
  let lea: string;
  let annaId: number;
  let therapistId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' }, { logStream: { write: (line: string) => void process.stderr.write(line) } });
    t.clock.set(MONDAY_0730);
    therapistId = await createBookableTherapist(t.db);
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await createBookingCustomer(t.db, 'peter.keller@example.com', 'Peter');
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
    customer = await loginCookie(t.app, 'anna.meier@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
    await t.db.insert(absences).values({ therapistId, typeId: 2, startsAt: new Date('2027-01-06T08:00:00Z'), endsAt: new Date('2027-01-06T10:00:00Z') });
  });
  afterAll(() => t.close());

  const book = async (email: string, start: string) => {
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId: row!.id, therapyId: 1, arrangementId: 2, start, comment: 'Nacken', notify: false },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const list = (query: string, cookie = planner) => t.app.inject({ method: 'GET', url: `/api/staff/bookings?${query}`, headers: { cookie } });
  const cancel = (id: number, payload: object, cookie = planner) =>
    t.app.inject({ method: 'POST', url: `/api/staff/bookings/${id}/cancel`, headers: asUser(cookie), payload });
  const baseCancel = { cancelType: 3, reason: 'general', costOption: 'none', sendEmail: true, language: 'de', text: 'Leider müssen wir absagen.' };

  it('lists the period’s bookings with customer, therapy and flags, and its absences', async () => {
    const id = await book('anna.meier@example.com', '2027-01-05T10:00:00+01:00');
    const res = await list('from=2027-01-04&to=2027-01-10');
    expect(res.statusCode).toBe(200);
    const row = res.json().bookings.find((b: { id: number }) => b.id === id);
    expect(row).toMatchObject({
      therapistName: expect.stringContaining(''),
      customer: { email: 'anna.meier@example.com', firstName: 'Anna', phone: '+41791234567' },
      therapyLabelKey: 'classic_massage',
      priceRappen: 14000,
      paidRappen: 0,
      invoiceInfo: 'none',
      firstBooking: true,
      customerComment: 'Nacken',
      cancelledAt: null,
      chargeRappen: 0,
    });
    // Booked by Lea, who has no name yet: her e-mail stands for her, and her name once she has one.
    expect(row.createdByStaff).toBe('lea@example.com');
    await t.db.update(users).set({ firstName: 'Lea', lastName: 'Brunner' }).where(eq(users.id, therapistId));
    expect((await list('from=2027-01-04&to=2027-01-10')).json().bookings.find((b: { id: number }) => b.id === id).createdByStaff).toBe('Lea Brunner');
    await t.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, therapistId));
    expect(res.json().absences).toEqual([expect.objectContaining({ therapistId, typeId: 2, shortTerm: false })]);
  });

  it('says per row whether the customer has signed a health form', async () => {
    const annas = await book('anna.meier@example.com', '2027-02-02T10:00:00+01:00');
    const peters = await book('peter.keller@example.com', '2027-02-02T14:00:00+01:00');
    const flag = async (id: number) => (await list('from=2027-02-01&to=2027-02-07')).json().bookings.find((b: { id: number }) => b.id === id).healthForm;
    expect([await flag(annas), await flag(peters)]).toEqual([false, false]);
    await t.db.insert(healthForms).values({ userId: annaId, version: 1, answers: {}, signature: {}, signedAt: new Date('2027-01-02T09:00:00Z') });
    expect([await flag(annas), await flag(peters)]).toEqual([true, false]);
  });

  it('searches customers by part of the name or e-mail in any case, and filters by cancellation and therapist', async () => {
    await book('peter.keller@example.com', '2027-01-05T14:00:00+01:00');
    const emails = async (query: string) =>
      (await list(`from=2027-01-04&to=2027-01-10&${query}`)).json().bookings.map((b: { customer: { email: string } }) => b.customer.email);
    expect(await emails('search=KELL')).toEqual(['peter.keller@example.com']);
    expect(await emails('search=anna')).toEqual(['anna.meier@example.com']);
    expect(await emails('search=%25')).toEqual([]);
    expect(await emails('cancellation=cancelled')).toEqual([]);
    expect((await emails(`therapistId=${therapistId}`)).length).toBe(2);
    expect(await emails('therapistId=99999')).toEqual([]);
  });

  it('refuses a period over 400 days or reversed, naming the field', async () => {
    for (const query of ['from=2027-01-01&to=2028-02-06', 'from=2027-01-10&to=2027-01-01']) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].path).toBe('/to');
    }
  });

  it('is for planners and above: accountants and customers get 403', async () => {
    expect((await list('from=2027-01-04&to=2027-01-10', accountant)).statusCode).toBe(403);
    expect((await list('from=2027-01-04&to=2027-01-10', customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/customers', headers: { cookie: accountant } })).statusCode).toBe(403);
  });

  it('saves the staff comment', async () => {
    const id = await book('anna.meier@example.com', '2027-01-07T10:00:00+01:00');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/bookings/${id}/comment`,
      headers: asUser(planner),
      payload: { therapistComment: 'Rücken links' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().therapistComment).toBe('Rücken links');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/staff/bookings/999999/comment', headers: asUser(planner), payload: { therapistComment: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('prefills the cancellation text in the chosen language', async () => {
    const id = await book('anna.meier@example.com', '2027-01-08T10:00:00+01:00');
    const text = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}/cancel-text?${query}`, headers: { cookie: planner } })).json();
    const fr = await text('cancelType=5&reason=customerRequest&costOption=full&language=fr');
    expect(fr.subject).toContain('Annulation de votre rendez-vous');
    expect(fr.text).toContain('à votre demande');
    expect(fr.text).toContain('CHF');
    const de = await text('cancelType=3&reason=illness&costOption=none&language=de');
    expect(de.text).toContain('Leider müssen wir Ihren Termin');
    expect(de.text).toContain('Erkrankung');
    expect(de.text).toContain('keine Kosten');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/bookings/${id}/cancel-text?cancelType=2&reason=general&costOption=none&language=de`,
          headers: { cookie: planner },
        })
      ).statusCode,
    ).toBe(400);
  });

  // Monday 18 to Saturday 23 January: a day of its own per case.
  let caseDay = 18;
  it.each([
    ['a cancel type outside 3–5', { cancelType: 1 }, '/cancelType'],
    ['a partial waiver without an amount', { cancelType: 5, costOption: 'partialWaiver' }, '/chargeRappen'],
    ['a charge on a free cancellation', { cancelType: 4, costOption: 'full' }, '/costOption'],
    ['a text over its limit', { text: 'x'.repeat(4001) }, '/text'],
    ['an unknown language', { language: 'xx' }, '/language'],
    ['a partial waiver above the price', { cancelType: 5, costOption: 'partialWaiver', chargeRappen: 14001 }, '/chargeRappen'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_case, change, path) => {
    const target = await book('peter.keller@example.com', `2027-01-${caseDay++}T10:00:00+01:00`);
    const res = await cancel(target, { ...baseCancel, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, target));
    expect(row!.cancelledAt).toBeNull();
  });

  it('cancels once of 20 at once, with one mail in French and a German translation, keeping a partial charge', async () => {
    const smtp = await startSmtpCapture();
    const mailCtx = mailJobContext(t.db, { smtpUrl: smtp.url, now: () => t.clock.now() });
    try {
      const id = await book('anna.meier@example.com', '2027-01-12T10:00:00+01:00');
      const body = {
        ...baseCancel,
        cancelType: 5,
        reason: 'customerRequest',
        costOption: 'partialWaiver',
        chargeRappen: 3550,
        language: 'fr',
        text: 'Comme convenu, nous avons annulé votre rendez-vous.',
        translation: { language: 'de', text: 'Wie besprochen haben wir Ihren Termin storniert.' },
      };
      const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(id, body)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === 'ALREADY_CANCELLED')).toBe(true);
      const done = answers.find((a) => a.statusCode === 200)!.json();
      expect(done).toMatchObject({ cancelType: 5, cancelReason: 'customerRequest', cancelCostOption: 'partialWaiver', chargeRappen: 3550 });
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'anna.meier@example.com'))).toHaveLength(1);

      const state = async () => (await t.app.inject({ method: 'GET', url: `/api/staff/mails/${done.mailId}`, headers: { cookie: planner } })).json().state;
      expect(await state()).toBe('queued');
      expect(await mailCtx.jobs.runOnce('mail')).toBe(1);
      expect(await state()).toBe('sent');
      const mail = smtp.mails[0]!;
      expect(mail.subject).toContain('Annulation de votre rendez-vous');
      expect(mail.text).toContain('Comme convenu, nous avons annulé votre rendez-vous.');
      expect(mail.text).toContain('Traduction (Deutsch):');
      expect(mail.text).toContain('Wie besprochen haben wir Ihren Termin storniert.');
      expect(mail.text).toMatch(/\/bookoptions\?therapyid=1&arrangementid=2/);
      expect(mail.text).toMatch(/mardi,? 12 janvier 2027, 10:00, Massage classique, 55 minutes/);
    } finally {
      await mailCtx.jobs.stop();
      await smtp.stop();
    }
  });

  it('cancels once when the customer and the front desk cancel at the same moment, with one notice', async () => {
    const id = await book('anna.meier@example.com', '2027-01-15T10:00:00+01:00');
    const before = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'anna.meier@example.com'))).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? cancel(id, baseCancel)
          : t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: asUser(customer), payload: { acceptCharge: false } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().error.code)).toEqual(Array(9).fill('ALREADY_CANCELLED'));
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'anna.meier@example.com'))).length).toBe(before + 1);
  });

  it('drops a charge when the customer books again within 30 days', async () => {
    const id = await book('peter.keller@example.com', '2027-01-13T10:00:00+01:00');
    await cancel(id, { ...baseCancel, cancelType: 5, costOption: 'full', sendEmail: false, text: '' });
    const charge = async () =>
      (await list('from=2027-01-04&to=2027-01-31&cancellation=cancelled')).json().bookings.find((b: { id: number }) => b.id === id).chargeRappen;
    expect(await charge()).toBe(14000);
    await book('peter.keller@example.com', '2027-01-27T15:00:00+01:00');
    expect(await charge()).toBe(0);
  });

  it('reactivates a cancelled booking for a planner while its time is free, and refuses one whose time is taken', async () => {
    const id = await book('anna.meier@example.com', '2027-01-14T10:00:00+01:00');
    await cancel(id, { ...baseCancel, sendEmail: false, text: '' });
    const other = await book('peter.keller@example.com', '2027-01-14T10:00:00+01:00');
    const again = () => t.app.inject({ method: 'POST', url: `/api/bookings/${id}/reactivate`, headers: asUser(planner), payload: { notify: false } });
    expect((await again()).statusCode).toBe(409);
    expect((await again()).json().error.code).toBe('SLOT_TAKEN');
    await cancel(other, { ...baseCancel, sendEmail: false, text: '' });
    const res = await again();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelledAt: null, personalDataMissing: false });
  });

  it('books the therapist chosen in the calendar, and refuses one who does not work then', async () => {
    const staffBook = (chosen: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/bookings',
        headers: asUser(lea),
        payload: { customerId: annaId, therapyId: 1, arrangementId: 2, start: '2027-01-16T11:00:00+01:00', comment: '', notify: false, therapistId: chosen },
      });
    const planner = await t.db.select().from(users).where(eq(users.email, 'plan@example.com'));
    const refused = await staffBook(planner[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SLOT_UNAVAILABLE');
    const res = await staffBook(therapistId);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().id));
    expect(row!.therapistId).toBe(therapistId);
  });

  it('lists customers with their closest booking, counts and paging, found by part of the e-mail', async () => {
    const page = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/staff/customers?${query}`, headers: { cookie: planner } })).json();
    const found = await page('search=MEIER@');
    expect(found.total).toBe(1);
    expect(found.customers[0]).toMatchObject({ id: annaId, email: 'anna.meier@example.com', unconfirmed: false, acquired: false });
    expect(found.customers[0].closestBooking).toMatchObject({ therapyLabelKey: 'classic_massage', start: '2027-01-05T09:00:00.000Z' });
    expect(found.customers[0].bookingCount).toBeGreaterThan(1);
    const first = await page('limit=1&sort=newest');
    const second = await page('limit=1&offset=1&sort=newest');
    expect(first.total).toBe(second.total);
    expect(first.customers[0].id).not.toBe(second.customers[0].id);
    expect((await page('time=todayAndFuture&cancellation=cancelled')).customers.map((c: { email: string }) => c.email).sort()).toEqual([
      'anna.meier@example.com',
      'peter.keller@example.com',
    ]);
  });

  it('summarizes a customer’s bookings by group with the billed total and address', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/staff/customers/${annaId}/summary`, headers: { cookie: planner } });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.futureBookings.length).toBeGreaterThan(0);
    expect(summary.cancelledByCustomer.map((b: { cancelType: number }) => b.cancelType)).toContain(5);
    expect(summary.billedTotalRappen).toBe(3550);
    expect(summary.address).toHaveProperty('street');
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/customers/999999/summary', headers: { cookie: planner } })).statusCode).toBe(404);
  });

  it('enters a caller as a customer once, answers a known address unchanged, and offers the latest booking’s therapy in the search', async () => {
    const enter = (payload: object, cookie = lea) => t.app.inject({ method: 'POST', url: '/api/staff/customers', headers: asUser(cookie), payload });
    const caller = { email: 'Neu.Anrufer@Example.com', firstName: 'Nina', lastName: 'Anrufer', phone: '079 555 44 33', language: 'fr' };
    const first = await enter(caller);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      customer: { email: 'neu.anrufer@example.com', firstName: 'Nina', lastName: 'Anrufer', lastBooking: null },
    });
    const again = await enter({ ...caller, firstName: 'Andere' });
    expect(again.json()).toMatchObject({ created: false, customer: { id: first.json().customer.id, firstName: 'Nina' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, first.json().customer.id));
    expect(row).toMatchObject({ language: 'fr', lastName: 'Anrufer' });
    // Bad input changes nothing: a short name, a wrong phone, no e-mail.
    for (const bad of [
      { ...caller, email: 'x@example.com', lastName: 'A' },
      { ...caller, email: 'y@example.com', phone: '12' },
      { ...caller, email: '' },
    ]) {
      const res = await enter(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'x@example.com'))).toEqual([]);
    expect((await enter({ ...caller, email: 'z@example.com' }, accountant)).statusCode).toBe(403);
    expect((await enter({ ...caller, email: 'z@example.com' }, customer)).statusCode).toBe(403);

    // The search offers the latest booking that was not cancelled; accountants see no bookings.
    const ninaId = first.json().customer.id as number;
    const staffBook = async (arrangementId: number, start: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/staff/bookings',
        headers: asUser(lea),
        payload: { customerId: ninaId, therapyId: 1, arrangementId, start, notify: false },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    // A day the other tests leave free.
    await staffBook(1, '2027-02-01T10:00:00+01:00');
    const later = await staffBook(2, '2027-02-01T15:00:00+01:00');
    const search = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/customers?search=neu.anrufer', headers: { cookie } })).json().customers[0];
    expect((await search(lea)).lastBooking).toEqual({ therapyId: 1, arrangementId: 2 });
    expect((await cancel(later, { ...baseCancel, sendEmail: false })).statusCode).toBe(200);
    expect((await search(lea)).lastBooking).toEqual({ therapyId: 1, arrangementId: 1 });
    expect((await search(planner)).lastBooking).toEqual({ therapyId: 1, arrangementId: 1 });
    expect((await search(accountant)).lastBooking).toBeNull();
  });

  it('shows one booking as the list does, to planners only', async () => {
    const id = await book('peter.keller@example.com', '2027-01-07T15:00:00+01:00');
    const one = await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}`, headers: { cookie: planner } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, customer: { email: 'peter.keller@example.com' }, paidRappen: 0, paymentOutstanding: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}`, headers: { cookie: customer } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}`, headers: { cookie: accountant } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/bookings/999999', headers: { cookie: planner } })).statusCode).toBe(404);
  });

  it('adds the team’s breaks and other absences to the client list when asked, each by its switch', async () => {
    await t.db.insert(absences).values({ therapistId, typeId: 6, startsAt: new Date('2027-01-07T11:30:00Z'), endsAt: new Date('2027-01-07T12:00:00Z') });
    const types = async (query: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/staff/customers?${query}`, headers: { cookie: planner } })).json().absences as Array<{ typeId: number }>
      ).map((a) => a.typeId);
    expect(await types('')).toEqual([]);
    expect(await types('absences=1')).toEqual([2]);
    expect(await types('breaks=1')).toEqual([6]);
    expect(await types('breaks=1&absences=true')).toEqual([2, 6]);
    expect(await types('breaks=1&absences=1&cancellation=cancelled')).toEqual([]);
    expect(await types('breaks=1&absences=1&offset=50')).toEqual([]);
    expect(await types('breaks=1&absences=1&search=nobody-by-that-name')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/customers?breaks=maybe', headers: { cookie: planner } })).statusCode).toBe(400);
  });
});
