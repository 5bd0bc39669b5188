import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { pdfText } from '../../../test/pdf-read.ts';
import { auditLog, mailOutbox, receipts, therapies, therapistProfiles, users } from '../../db/schema/index.ts';

describe.each(DB_KINDS)('Tarif 590 receipts on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let lea: string;
  let annaId: number;
  let peterId: number;
  let therapistId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    therapistId = await createBookableTherapist(t.db);
    await t.db.update(users).set({ firstName: 'Lea', lastName: 'Brunner' }).where(eq(users.id, therapistId));
    await t.db
      .insert(therapistProfiles)
      .values({ userId: therapistId, zsr: 'K123456', emr: '1234567' })
      .onConflictDoUpdate({ target: therapistProfiles.userId, set: { zsr: 'K123456', emr: '1234567' } });
    await t.db.update(therapies).set({ tariff590Code: '1200' }).where(eq(therapies.id, 1));
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await t.db
      .update(users)
      .set({ street: 'Bahnhofstrasse 1', postalCode: '8001', location: 'Zürich', birthday: '1985-04-12', healthInsurer: 'Helsana' })
      .where(eq(users.id, annaId));
    peterId = await createBookingCustomer(t.db, 'peter.keller@example.com', 'Peter');
    await createUser(t.db, 'plan@example.com', ['planner']);
    planner = await loginCookie(t.app, 'plan@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
  });
  afterAll(() => t.close());

  const book = async (customerId: number, start: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId, therapyId: 1, arrangementId: 2, start, notify: false },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const pay = (bookingId: number, typeId: number, amountRappen = 14000) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/payments',
      headers: asUser(planner),
      payload: { targetType: 'booking', targetId: bookingId, amountRappen, typeId },
    });
  const receipt = (payload: object) => t.app.inject({ method: 'POST', url: '/api/staff/receipts', headers: asUser(planner), payload });

  it('issues a numbered receipt in French for two paid bookings, with units of 5 minutes and the unit price to 5 decimals', async () => {
    const first = await book(annaId, '2027-01-05T09:00:00+01:00');
    const second = await book(annaId, '2027-01-06T09:00:00+01:00');
    expect((await pay(first, 1)).statusCode).toBe(201);
    expect((await pay(second, 2)).statusCode).toBe(201);
    // With every datum present, the booking list warns of nothing.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/staff/bookings?from=2027-01-05&to=2027-01-06', headers: { cookie: planner } })).json();
    expect(listed.bookings.find((b: { id: number }) => b.id === first)).toMatchObject({ invoiceInfo: 'receipt', receiptDataMissing: [] });
    const res = await receipt({ customerId: annaId, bookingIds: [first, second], language: 'fr' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ number: '2027-0001', totalRappen: 28000 });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/staff/receipts/${res.json().id}/pdf`, headers: { cookie: planner } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Justificatif-2027-0001-Anna-Meier.pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Justificatif de remboursement');
    expect(text).toContain('Tarif 590');
    expect(text).toMatch(/05\.01\.2027\s+1200\s+Massage classique, 55 min\s+11\s+12\.72727\s+140\.00/);
    expect(text).toMatch(/06\.01\.2027\s+1200/);
    expect(text).toMatch(/Total\s+280\.00/);
    expect(text).toContain('Lea Brunner · RCC K123456 · RME 1234567');
    expect(text).toContain('Date de naissance: 12.04.1985');
    expect(text).toContain('Loi: VVG');
    expect(text).toContain('Motif du traitement: Maladie');
    expect(text).toContain('Assurance: Helsana');
    expect(text).toMatch(/Payé le 04\.01\.2027 \(Espèces\)/);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'receipt.create'));
    expect(audit).toMatchObject({ subjectUserId: annaId });
  });

  it('refuses unpaid or cancelled bookings, another customer’s booking, missing data and other languages; nothing is numbered', async () => {
    const unpaid = await book(annaId, '2027-01-07T09:00:00+01:00');
    const notPaid = await receipt({ customerId: annaId, bookingIds: [unpaid], language: 'de' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error).toMatchObject({ code: 'NOT_PAID', details: [{ path: `/bookings/${unpaid}`, message: 'notPaid' }] });
    expect((await pay(unpaid, 3, 5000)).statusCode).toBe(201);
    expect((await receipt({ customerId: annaId, bookingIds: [unpaid], language: 'de' })).json().error.code).toBe('NOT_PAID');

    const peters = await book(peterId, '2027-01-08T09:00:00+01:00');
    expect((await pay(peters, 1)).statusCode).toBe(201);
    expect((await receipt({ customerId: annaId, bookingIds: [peters], language: 'de' })).statusCode).toBe(404);
    const missing = await receipt({ customerId: peterId, bookingIds: [peters], language: 'de' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.code).toBe('RECEIPT_DATA_MISSING');
    expect(missing.json().error.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['/customer/birthday', '/customer/street']));
    expect((await receipt({ customerId: annaId, bookingIds: [unpaid], language: 'ru' })).statusCode).toBe(400);
    expect((await receipt({ customerId: annaId, bookingIds: [], language: 'de' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/receipts/999999/pdf', headers: { cookie: planner } })).statusCode).toBe(404);
  });

  it('previews the receipt of a date range without a number, lists the range’s bookings, and e-mails a stored receipt', async () => {
    const first = await book(annaId, '2027-02-01T09:00:00+01:00');
    const second = await book(annaId, '2027-02-03T09:00:00+01:00');
    const unpaid = await book(annaId, '2027-02-04T09:00:00+01:00');
    expect((await pay(first, 3)).statusCode).toBe(201);
    expect((await pay(second, 1)).statusCode).toBe(201);
    const range = `customerId=${annaId}&from=2027-02-01&to=2027-02-28`;
    const listed = await t.app.inject({ method: 'GET', url: `/api/staff/receipts/bookings?${range}`, headers: { cookie: planner } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().bookings.map((b: { id: number; paid: boolean }) => [b.id, b.paid])).toEqual([
      [first, true],
      [second, true],
      [unpaid, false],
    ]);
    const countBefore = (await t.db.select().from(receipts)).length;
    const preview = await t.app.inject({ method: 'GET', url: `/api/staff/receipts/pdf?${range}&language=it`, headers: { cookie: planner } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toContain('Anteprima-Giustificativo-Anna-Meier.pdf');
    const text = pdfText(preview.rawPayload);
    expect(text).toContain('Anteprima – non ancora emessa');
    expect(text).toMatch(/01\.02\.2027\s+1200/);
    expect(text).toMatch(/03\.02\.2027\s+1200/);
    expect(text).not.toMatch(/04\.02\.2027/);
    expect(text).toMatch(/Totale\s+CHF\s280\.00/);
    // A preview numbers nothing.
    expect((await t.db.select().from(receipts)).length).toBe(countBefore);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/receipts/pdf?customerId=${annaId}&from=2027-03-01&to=2027-03-31&language=de`,
          headers: { cookie: planner },
        })
      ).statusCode,
    ).toBe(404);
    const reversed = await t.app.inject({
      method: 'GET',
      url: `/api/staff/receipts/bookings?customerId=${annaId}&from=2027-02-28&to=2027-02-01`,
      headers: { cookie: planner },
    });
    expect(reversed.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/receipts/bookings?customerId=${annaId}&from=2026-01-01&to=2027-02-28`,
          headers: { cookie: planner },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/staff/receipts/bookings?customerId=999999&from=2027-02-01&to=2027-02-28`, headers: { cookie: planner } }))
        .statusCode,
    ).toBe(404);

    const made = (await receipt({ customerId: annaId, bookingIds: [first, second], language: 'it' })).json();
    const again = (await t.app.inject({ method: 'GET', url: `/api/staff/receipts/bookings?${range}`, headers: { cookie: planner } })).json();
    expect(again.bookings.find((b: { id: number }) => b.id === first).receiptNumbers).toEqual([made.number]);
    expect(again.receipts[0]).toMatchObject({ id: made.id, number: made.number, sentAt: null, language: 'it' });
    const mailText = (await t.app.inject({ method: 'GET', url: `/api/staff/receipts/${made.id}/mail-text`, headers: { cookie: planner } })).json();
    expect(mailText).toMatchObject({ to: 'anna.meier@example.com', subject: `Giustificativo di rimborso ${made.number} – Praxis Sanara` });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/staff/receipts/${made.id}/send`,
      headers: asUser(planner),
      payload: { ...mailText, to: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const sent = await t.app.inject({ method: 'POST', url: `/api/staff/receipts/${made.id}/send`, headers: asUser(planner), payload: mailText });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.json().mailId));
    const attachments = mail!.attachments as Array<{ filename: string }>;
    expect(attachments.map((a) => a.filename)).toEqual([`Giustificativo-${made.number}-Anna-Meier.pdf`]);
    const [stored] = await t.db.select().from(receipts).where(eq(receipts.id, made.id));
    expect(stored!.sentAt).not.toBeNull();
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'receipt.send'))).length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/receipts/999999/send', headers: asUser(planner), payload: mailText })).statusCode).toBe(404);
    const anna = await loginCookie(t.app, 'anna.meier@example.com');
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/receipts/pdf?${range}&language=de`, headers: { cookie: anna } })).statusCode).toBe(403);
  });

  it('lets a customer open their own receipts and invoices, never another’s', async () => {
    const id = await book(annaId, '2027-01-09T09:00:00+01:00');
    expect((await pay(id, 1)).statusCode).toBe(201);
    const made = (await receipt({ customerId: annaId, bookingIds: [id], language: 'de' })).json();
    const anna = await loginCookie(t.app, 'anna.meier@example.com');
    const peter = await loginCookie(t.app, 'peter.keller@example.com');
    const own = (await t.app.inject({ method: 'GET', url: '/api/documents/own', headers: { cookie: anna } })).json();
    expect(own.receipts).toContainEqual(expect.objectContaining({ id: made.id, number: made.number, bookingIds: [id] }));
    const pdf = await t.app.inject({ method: 'GET', url: `/api/receipts/${made.id}/pdf`, headers: { cookie: anna } });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Rückforderungsbeleg');
    expect((await t.app.inject({ method: 'GET', url: `/api/receipts/${made.id}/pdf`, headers: { cookie: peter } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/own', headers: { cookie: peter } })).json().receipts).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices/999999/pdf', headers: { cookie: anna } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/own' })).statusCode).toBe(401);
  });
});
