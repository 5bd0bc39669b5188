import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { pdfText } from '../../../test/pdf-read.ts';
import { auditLog, invoices, mailOutbox, payments, receiptCounters, receipts, therapies, therapistProfiles, users } from '../../db/schema/index.ts';
import { fillReceiptSnapshots } from './receipts.service.ts';

describe.each(DB_KINDS)('Tarif 590 receipts on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let lea: string;
  let annaId: number;
  let peterId: number;
  let therapistId: number;
  let marcoId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    therapistId = await createBookableTherapist(t.db);
    marcoId = await createBookableTherapist(t.db, 'marco@example.com');
    await t.db.update(users).set({ firstName: 'Lea', lastName: 'Brunner' }).where(eq(users.id, therapistId));
    await t.db.update(users).set({ firstName: 'Marco', lastName: 'Keller' }).where(eq(users.id, marcoId));
    for (const [userId, zsr, emr] of [
      [therapistId, 'K123456', '1234567'],
      [marcoId, 'K234567', '2345678'],
    ] as const) {
      await t.db.insert(therapistProfiles).values({ userId, zsr, emr }).onConflictDoUpdate({ target: therapistProfiles.userId, set: { zsr, emr } });
    }
    await t.db.update(therapies).set({ tariff590Code: '1062' }).where(eq(therapies.id, 1));
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await t.db
      .update(users)
      .set({
        street: 'Bahnhofstrasse 1',
        postalCode: '8001',
        location: 'Zürich',
        countryCode: 'CH',
        birthday: '1985-04-12',
        healthInsurer: 'Helsana',
        sex: 'female',
        insuredNumber: '80756 0123',
      })
      .where(eq(users.id, annaId));
    peterId = await createBookingCustomer(t.db, 'peter.keller@example.com', 'Peter');
    await createUser(t.db, 'plan@example.com', ['planner']);
    planner = await loginCookie(t.app, 'plan@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
    // The practice's canton, and an account for invoices, as an admin enters them.
    await enterQrIban(t.app, t.db);
    const admin = await loginCookie(t.app, 'billing-admin@example.com');
    const practice = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
    expect(practice.canton).toBeNull();
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload: { ...practice, canton: 'ZH' } });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const book = async (customerId: number, start: string, options: { therapist?: number; arrangementId?: number } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId, therapyId: 1, arrangementId: options.arrangementId ?? 2, start, notify: false, therapistId: options.therapist ?? therapistId },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const pay = (bookingId: number, typeId: number, amountRappen = 14000, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/payments',
      headers: asUser(planner),
      payload: { targetType: 'booking', targetId: bookingId, amountRappen, typeId, ...extra },
    });
  const receipt = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/staff/receipts', headers: asUser(planner), payload: { customerId: annaId, language: 'de', ...payload } });
  const pdfOf = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/staff/receipts/${id}/pdf`, headers: { cookie: planner } });
    expect(res.statusCode).toBe(200);
    return { text: pdfText(res.rawPayload), fileName: String(res.headers['content-disposition']) };
  };
  const cancel = (id: number, reason?: string) =>
    t.app.inject({ method: 'POST', url: `/api/staff/receipts/${id}/cancel`, headers: asUser(planner), payload: reason === undefined ? {} : { reason } });
  const copy = (id: number) => t.app.inject({ method: 'POST', url: `/api/staff/receipts/${id}/copy`, headers: asUser(planner) });
  /** Runs `step` on another day (staff log in again: the session of the old day has expired). */
  const on = async (instant: string, step: () => Promise<void>) => {
    t.clock.set(new Date(instant));
    planner = await loginCookie(t.app, 'plan@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
    try {
      await step();
    } finally {
      t.clock.set(new Date('2027-01-04T06:30:00Z'));
      planner = await loginCookie(t.app, 'plan@example.com');
      lea = await loginCookie(t.app, 'lea@example.com');
    }
  };
  const removePayment = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${id}`, headers: asUser(planner) });

  it('issues a numbered receipt in French for two paid bookings: TG, VVG, canton, period, the patient’s sex and insured number, each line with its provider, every payment', async () => {
    const first = await book(annaId, '2027-01-05T09:00:00+01:00');
    const second = await book(annaId, '2027-01-06T09:00:00+01:00');
    expect((await pay(first, 1)).statusCode).toBe(201);
    expect((await pay(second, 2)).statusCode).toBe(201);
    // With every datum present, the booking list warns of nothing.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/staff/bookings?from=2027-01-05&to=2027-01-06', headers: { cookie: planner } })).json();
    expect(listed.bookings.find((b: { id: number }) => b.id === first)).toMatchObject({ invoiceInfo: 'receipt', receiptDataMissing: [] });
    const res = await receipt({ bookingIds: [first, second], language: 'fr' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ receipts: [{ id: expect.any(Number), number: '2027-0001', totalRappen: 28000, therapistName: 'Lea Brunner' }] });
    const { text, fileName } = await pdfOf(res.json().receipts[0].id);
    expect(fileName).toContain('Justificatif-2027-0001-Anna-Meier.pdf');
    expect(text).toContain('Justificatif de remboursement');
    expect(text).toContain('Tarif 590');
    expect(text).toMatch(/Mode de remboursement: TG \(tiers garant\)/);
    expect(text).toMatch(/Loi: VVG\s+Canton: ZH/);
    expect(text).toMatch(/Traitement: du 05\.01\.2027 au 06\.01\.2027\s+Motif du traitement: Maladie/);
    expect(text).toMatch(/05\.01\.2027\s+590\s+1062\s+Massage classique, 55 min\s+11\s+12\.72727\s+140\.00/);
    expect(text).toMatch(/06\.01\.2027\s+590\s+1062/);
    // Every line names its provider: name, address, ZSR (RCC) and EMR (RME).
    expect(text.match(/Fournisseur de prestations: Lea Brunner, Seefeldstrasse 42, 8008 Zürich, RCC K123456, RME 1234567/g)).toHaveLength(2);
    expect(text).toMatch(/Total\s+280\.00/);
    expect(text).toContain('Date de naissance: 12.04.1985');
    expect(text).toContain('Sexe: féminin');
    expect(text).toContain('N° d’assuré: 80756 0123');
    expect(text).toContain('Assurance: Helsana');
    // Both payments with their method, day and amount.
    expect(text).toMatch(/04\.01\.2027\s+Carte\s+140\.00/);
    expect(text).toMatch(/04\.01\.2027\s+Espèces\s+140\.00/);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'receipt.create'));
    expect(audit).toMatchObject({ subjectUserId: annaId });
    const [stored] = await t.db.select().from(receipts).where(eq(receipts.id, res.json().receipts[0].id));
    expect(stored).toMatchObject({ therapistId, totalRappen: 28000 });
    expect(stored!.paymentIds).toHaveLength(2);
  });

  it('refuses bookings not covered, another customer’s booking, missing data and other languages; nothing is numbered', async () => {
    const before = await t.db.select().from(receiptCounters);
    const unpaid = await book(annaId, '2027-01-07T09:00:00+01:00');
    const notPaid = await receipt({ bookingIds: [unpaid] });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error).toMatchObject({
      code: 'NOT_PAID',
      details: [{ path: `/bookings/${unpaid}`, message: 'notPaid', dueRappen: 14000, paidRappen: 0 }],
    });
    // Part of the price without a discount given is not paid in full.
    expect((await pay(unpaid, 3, 5000)).statusCode).toBe(201);
    expect((await receipt({ bookingIds: [unpaid] })).json().error).toMatchObject({ code: 'NOT_PAID', details: [{ dueRappen: 14000, paidRappen: 5000 }] });

    const peters = await book(peterId, '2027-01-08T09:00:00+01:00');
    expect((await pay(peters, 1)).statusCode).toBe(201);
    expect((await receipt({ bookingIds: [peters] })).statusCode).toBe(404);
    const missing = await receipt({ customerId: peterId, bookingIds: [peters] });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.code).toBe('RECEIPT_DATA_MISSING');
    expect(missing.json().error.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['/customer/birthday', '/customer/street']));
    expect((await receipt({ bookingIds: [unpaid], language: 'ru' })).statusCode).toBe(400);
    expect((await receipt({ bookingIds: [] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/receipts/999999/pdf', headers: { cookie: planner } })).statusCode).toBe(404);
    expect(await t.db.select().from(receiptCounters)).toEqual(before);
  });

  it('counts a booking paid by invoice once the invoice is paid, and prints the invoice with the day it was paid (Italian)', async () => {
    const id = await book(annaId, '2027-01-11T09:00:00+01:00');
    expect((await pay(id, 5)).statusCode).toBe(201);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, id));
    const open = await receipt({ bookingIds: [id], language: 'it' });
    expect(open.json().error).toMatchObject({ code: 'NOT_PAID', details: [{ dueRappen: 14000, paidRappen: 0 }] });
    await on('2027-01-06T08:00:00Z', async () => {
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/staff/invoices/${invoice!.id}/paid`,
        headers: asUser(planner),
        payload: { paidOn: '2027-01-05' },
      });
      expect(paid.statusCode).toBe(200);
      const made = await receipt({ bookingIds: [id], language: 'it' });
      expect(made.statusCode).toBe(201);
      expect(made.json().receipts[0]).toMatchObject({ totalRappen: 14000 });
      const { text, fileName } = await pdfOf(made.json().receipts[0].id);
      expect(fileName).toContain('Giustificativo-');
      expect(text).toContain('Giustificativo di rimborso');
      expect(text).toMatch(/Modo di rimborso: TG \(terzo garante\)/);
      expect(text).toMatch(/11\.01\.2027\s+590\s+1062\s+Massaggio classico, 55 min\s+11\s+12\.72727/);
      expect(text).toMatch(new RegExp(`05\\.01\\.2027\\s+Fattura ${invoice!.number}\\s+CHF\\s140\\.00`));
      // The invoice's payment is under the receipt now: it stays.
      const [creation] = await t.db.select().from(payments).where(eq(payments.bookingId, id));
      const removed = await removePayment(creation!.id);
      expect(removed.statusCode).toBe(409);
      expect(removed.json().error.code).toBe('RECEIPT_ISSUED');
      expect((await t.db.select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]!.state).toBe('paid');
    });
  });

  it('counts a discounted booking when its payments cover the price after the discount given, and prints what was paid', async () => {
    const noDiscount = await book(annaId, '2027-01-12T09:00:00+01:00');
    expect((await pay(noDiscount, 2, 12600)).statusCode).toBe(201);
    expect((await receipt({ bookingIds: [noDiscount] })).json().error).toMatchObject({ code: 'NOT_PAID', details: [{ dueRappen: 14000, paidRappen: 12600 }] });
    const discounted = await book(annaId, '2027-01-13T09:00:00+01:00');
    expect((await pay(discounted, 2, 12600, { discountPercent: 10 })).statusCode).toBe(201);
    expect((await t.db.select().from(payments).where(eq(payments.bookingId, discounted)))[0]!.discountBasisPoints).toBe(1000);
    expect((await pay(discounted, 2, 100, { discountPercent: 100.001 })).statusCode).toBe(400);
    const made = await receipt({ bookingIds: [discounted] });
    expect(made.statusCode).toBe(201);
    expect(made.json().receipts[0]).toMatchObject({ totalRappen: 12600 });
    const { text } = await pdfOf(made.json().receipts[0].id);
    expect(text).toMatch(/13\.01\.2027\s+590\s+1062\s+Klassische Massage, 55 min\s+11\s+11\.45455\s+CHF\s126\.00/);
    expect(text).toMatch(/Total\s+CHF\s126\.00/);
    expect(text).toMatch(/04\.01\.2027\s+Bar\s+CHF\s126\.00/);
  });

  it('makes one receipt per therapist over a range with two, each line naming its provider', async () => {
    const withLea = await book(annaId, '2027-01-14T09:00:00+01:00');
    const withMarco = await book(annaId, '2027-01-14T11:00:00+01:00', { therapist: marcoId });
    const withLeaAgain = await book(annaId, '2027-01-15T09:00:00+01:00');
    for (const id of [withLea, withMarco, withLeaAgain]) expect((await pay(id, 3)).statusCode).toBe(201);
    const res = await receipt({ bookingIds: [withLea, withMarco, withLeaAgain] });
    expect(res.statusCode).toBe(201);
    const made = res.json().receipts as Array<{ id: number; number: string; totalRappen: number; therapistName: string }>;
    expect(made.map((r) => [r.therapistName, r.totalRappen])).toEqual([
      ['Lea Brunner', 28000],
      ['Marco Keller', 14000],
    ]);
    expect(Number(made[1]!.number.slice(5))).toBe(Number(made[0]!.number.slice(5)) + 1);
    const leas = (await pdfOf(made[0]!.id)).text;
    expect(leas.match(/Leistungserbringer\/in: Lea Brunner, Seefeldstrasse 42, 8008 Zürich, ZSR K123456, EMR 1234567/g)).toHaveLength(2);
    expect(leas).not.toContain('Marco Keller');
    expect(leas).toMatch(/Behandlung: 14\.01\.2027 bis 15\.01\.2027/);
    const marcos = (await pdfOf(made[1]!.id)).text;
    expect(marcos.match(/Leistungserbringer\/in: Marco Keller, Seefeldstrasse 42, 8008 Zürich, ZSR K234567, EMR 2345678/g)).toHaveLength(1);
    expect(marcos).not.toContain('Lea Brunner');
    expect(marcos).toMatch(/Behandlung: 14\.01\.2027 bis 14\.01\.2027/);
    const stored = await t.db.select().from(receipts).where(eq(receipts.id, made[1]!.id));
    expect(stored[0]).toMatchObject({ therapistId: marcoId, bookingIds: [withMarco] });
  });

  it('prints every payment method with its amount and day: a CHF 150 voucher and CHF 65 cash', async () => {
    const anna = await loginCookie(t.app, 'anna.meier@example.com');
    const voucher = await t.app.inject({
      method: 'POST',
      url: '/api/vouchers',
      headers: asUser(anna),
      payload: {
        motif: 'neutral',
        valueRappen: 15000,
        fromName: 'Anna',
        forName: 'Anna',
        shipping: { to: 'buyer', by: 'email' },
        paymentMethod: 'inPerson',
        comment: '',
      },
    });
    expect(voucher.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/staff/payments',
          headers: asUser(planner),
          payload: { targetType: 'voucher', targetId: voucher.json().id, amountRappen: 15000, typeId: 1 },
        })
      ).statusCode,
    ).toBe(201);
    const id = await book(annaId, '2027-01-18T09:00:00+01:00', { arrangementId: 3 });
    expect((await pay(id, 4, 15000, { voucherId: voucher.json().id })).statusCode).toBe(201);
    await on('2027-01-05T08:00:00Z', async () => {
      expect((await pay(id, 2, 6500)).statusCode).toBe(201);
    });
    const made = await receipt({ bookingIds: [id] });
    expect(made.statusCode).toBe(201);
    expect(made.json().receipts[0].totalRappen).toBe(21500);
    const { text } = await pdfOf(made.json().receipts[0].id);
    expect(text).toMatch(/18\.01\.2027\s+590\s+1062\s+Klassische Massage, 85 min\s+17\s+12\.64706\s+CHF\s215\.00/);
    expect(text).toMatch(new RegExp(`04\\.01\\.2027\\s+Gutschein ${voucher.json().number}\\s+CHF\\s150\\.00`));
    expect(text).toMatch(/05\.01\.2027\s+Bar\s+CHF\s65\.00/);
  });

  it('refuses a second receipt for a booking on one (RECEIPT_EXISTS) and makes a copy marked as such; of 20 requests at once one makes the receipt', async () => {
    const id = await book(annaId, '2027-01-19T09:00:00+01:00');
    expect((await pay(id, 1)).statusCode).toBe(201);
    const [counterBefore] = await t.db.select().from(receiptCounters).where(eq(receiptCounters.year, 2027));
    const results = await Promise.all(Array.from({ length: 20 }, () => receipt({ bookingIds: [id] })));
    const codes = results.map((r) => (r.statusCode === 201 ? 'made' : r.json().error.code));
    expect(codes.filter((c) => c === 'made')).toHaveLength(1);
    expect(codes.filter((c) => c === 'RECEIPT_EXISTS')).toHaveLength(19);
    const original = results.find((r) => r.statusCode === 201)!.json().receipts[0] as { id: number; number: string };
    expect(original.number).toBe(`2027-${String(counterBefore!.last + 1).padStart(4, '0')}`);
    const [counterAfter] = await t.db.select().from(receiptCounters).where(eq(receiptCounters.year, 2027));
    expect(counterAfter!.last).toBe(counterBefore!.last + 1);
    const refused = results.find((r) => r.statusCode === 409)!.json().error;
    expect(refused.details).toEqual([{ path: `/bookings/${id}`, message: 'onReceipt', receiptId: original.id, number: original.number }]);
    expect((await t.db.select().from(receipts).where(eq(receipts.number, original.number))).length).toBe(1);

    // A copy: its own row, the same number and document, marked "Kopie" with its day.
    await on('2027-02-01T08:00:00Z', async () => {
      const copied = await copy(original.id);
      expect(copied.statusCode).toBe(201);
      expect(copied.json()).toEqual({ id: expect.any(Number), number: original.number, copyOfId: original.id });
      const copyPdf = await pdfOf(copied.json().id);
      expect(copyPdf.fileName).toContain(`Kopie-Rueckforderungsbeleg-${original.number}-Anna-Meier.pdf`);
      expect(copyPdf.text).toContain('KOPIE');
      expect(copyPdf.text).toContain('Kopie vom 01.02.2027');
      expect(copyPdf.text).toContain(`Beleg-Nr.: ${original.number}`);
      expect(copyPdf.text).toMatch(/Datum: 04\.01\.2027/);
      expect((await pdfOf(original.id)).text).not.toContain('KOPIE');
      // A copy of the copy copies the original; the copies never count as a second receipt.
      expect((await copy(copied.json().id)).json()).toMatchObject({ number: original.number, copyOfId: original.id });
      expect((await receipt({ bookingIds: [id] })).json().error.code).toBe('RECEIPT_EXISTS');
      // In French the copy is a "Duplicata", in Italian a "Copia".
      const other = await book(annaId, '2027-01-20T09:00:00+01:00');
      expect((await pay(other, 1)).statusCode).toBe(201);
      const french = (await receipt({ bookingIds: [other], language: 'fr' })).json().receipts[0];
      const frenchCopy = await pdfOf((await copy(french.id)).json().id);
      expect(frenchCopy.text).toContain('DUPLICATA');
      expect(frenchCopy.text).toContain('Duplicata du 01.02.2027');
      expect(frenchCopy.fileName).toContain('Duplicata-Justificatif-');
      const listed = (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/receipts/bookings?customerId=${annaId}&from=2027-01-19&to=2027-01-19`,
          headers: { cookie: planner },
        })
      ).json();
      expect(listed.bookings[0]).toMatchObject({ id, paid: true, receiptNumbers: [original.number], therapistName: 'Lea Brunner' });
      expect(listed.receipts.filter((r: { number: string }) => r.number === original.number)).toEqual([
        expect.objectContaining({ copyOfId: original.id, cancelledAt: null }),
        expect.objectContaining({ copyOfId: original.id, cancelledAt: null }),
        expect.objectContaining({ id: original.id, copyOfId: null, cancelledAt: null, therapistName: 'Lea Brunner' }),
      ]);
      expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'receipt.copy'))).length).toBe(3);
      expect((await copy(999999)).statusCode).toBe(404);
    });
  });

  it('refuses removing a payment under a receipt (RECEIPT_ISSUED) until the receipt is cancelled; a cancelled receipt keeps its number and prints "Annulliert"', async () => {
    const id = await book(annaId, '2027-01-21T09:00:00+01:00');
    const payment = (await pay(id, 2)).json();
    const made = (await receipt({ bookingIds: [id] })).json().receipts[0] as { id: number; number: string };
    const refused = await removePayment(payment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'RECEIPT_ISSUED', details: [{ receiptId: made.id, number: made.number }] });
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id))).length).toBe(1);
    // A copy cannot be cancelled by itself; the original can, once.
    const copied = (await copy(made.id)).json();
    expect((await cancel(copied.id)).json().error.code).toBe('CONFLICT');
    const cancelled = await cancel(made.id, 'Falscher Behandlungsgrund');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ id: made.id, number: made.number, cancelledAt: expect.stringMatching(/^2027-01-04T06:3/) });
    expect((await cancel(made.id)).json().error.code).toBe('RECEIPT_CANCELLED');
    expect((await copy(made.id)).json().error.code).toBe('RECEIPT_CANCELLED');
    expect((await cancel(999999)).statusCode).toBe(404);
    expect((await cancel(made.id, 'x'.repeat(501))).statusCode).toBe(400);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.cancel')));
    expect(audit).toMatchObject({ subjectUserId: annaId });
    expect(JSON.parse(String(audit!.detail))).toMatchObject({ id: made.id, reason: 'Falscher Behandlungsgrund', paymentIds: [payment.id] });
    const { text } = await pdfOf(made.id);
    expect(text).toContain('ANNULLIERT');
    expect(text).toContain('Annulliert am 04.01.2027');
    expect(text).toContain('Grund: Falscher Behandlungsgrund');
    expect(text).toContain(`Beleg-Nr.: ${made.number}`);
    // The copy made before prints the cancellation too.
    expect((await pdfOf(copied.id)).text).toContain('ANNULLIERT');
    // Now the payment goes, and the booking may be on a new receipt once paid again.
    expect((await removePayment(payment.id)).statusCode).toBe(204);
    expect((await receipt({ bookingIds: [id] })).json().error.code).toBe('NOT_PAID');
    expect((await pay(id, 1)).statusCode).toBe(201);
    const again = await receipt({ bookingIds: [id] });
    expect(again.statusCode).toBe(201);
    expect(again.json().receipts[0].number).not.toBe(made.number);
    // The customer sees the receipt that stands, not the cancelled one nor copies.
    const anna = await loginCookie(t.app, 'anna.meier@example.com');
    const own = (await t.app.inject({ method: 'GET', url: '/api/documents/own', headers: { cookie: anna } })).json();
    expect(own.receipts.map((r: { id: number }) => r.id)).toContain(again.json().receipts[0].id);
    expect(own.receipts.map((r: { id: number }) => r.id)).not.toContain(made.id);
    expect(own.receipts.map((r: { id: number }) => r.id)).not.toContain(copied.id);
  });

  it('gives a receipt made before snapshots its snapshot and payments from today’s data, once', async () => {
    const id = await book(annaId, '2027-01-22T09:00:00+01:00');
    const payment = (await pay(id, 3)).json();
    const [legacy] = await t.db
      .insert(receipts)
      .values({
        number: '2026-0099',
        year: 2026,
        customerId: annaId,
        bookingIds: [id],
        language: 'de',
        reason: 'illness',
        totalRappen: 14000,
        issuedOn: '2026-12-30',
      })
      .returning();
    // Before the fill it prints from today's data already, and does not hold the payment.
    expect((await pdfOf(legacy!.id)).text).toMatch(/22\.01\.2027\s+590\s+1062/);
    expect(await fillReceiptSnapshots(t.ctx)).toBeGreaterThanOrEqual(1);
    const [filled] = await t.db.select().from(receipts).where(eq(receipts.id, legacy!.id));
    expect(filled).toMatchObject({ paymentIds: [payment.id], therapistId });
    expect(filled!.snapshot).toMatchObject({ lines: [expect.objectContaining({ position: '1062', amountRappen: 14000 })] });
    expect(
      await t.db
        .select()
        .from(receipts)
        .where(and(isNull(receipts.snapshot), isNull(receipts.copyOfId))),
    ).toEqual([]);
    expect(await fillReceiptSnapshots(t.ctx)).toBe(0);
    expect((await removePayment(payment.id)).json().error.code).toBe('RECEIPT_ISSUED');
    // A later change of the catalogue no longer changes it.
    await t.db.update(therapies).set({ tariff590Code: '9999' }).where(eq(therapies.id, 1));
    try {
      expect((await pdfOf(legacy!.id)).text).toMatch(/22\.01\.2027\s+590\s+1062/);
    } finally {
      await t.db.update(therapies).set({ tariff590Code: '1062' }).where(eq(therapies.id, 1));
    }
  });

  it('previews the receipts of a date range without a number, lists the range’s bookings, and e-mails a stored receipt', async () => {
    const first = await book(annaId, '2027-02-01T09:00:00+01:00');
    const second = await book(annaId, '2027-02-03T09:00:00+01:00', { therapist: marcoId });
    const unpaid = await book(annaId, '2027-02-04T09:00:00+01:00');
    expect((await pay(first, 3)).statusCode).toBe(201);
    expect((await pay(second, 1)).statusCode).toBe(201);
    const range = `customerId=${annaId}&from=2027-02-01&to=2027-02-28`;
    const listed = await t.app.inject({ method: 'GET', url: `/api/staff/receipts/bookings?${range}`, headers: { cookie: planner } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().bookings.map((b: { id: number; paid: boolean; therapistName: string }) => [b.id, b.paid, b.therapistName])).toEqual([
      [first, true, 'Lea Brunner'],
      [second, true, 'Marco Keller'],
      [unpaid, false, 'Lea Brunner'],
    ]);
    const countBefore = (await t.db.select().from(receipts)).length;
    const preview = await t.app.inject({ method: 'GET', url: `/api/staff/receipts/pdf?${range}&language=it`, headers: { cookie: planner } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toContain('Anteprima-Giustificativo-Anna-Meier.pdf');
    const text = pdfText(preview.rawPayload);
    // One page per therapist.
    expect(text.match(/Anteprima – non ancora emessa/g)!.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/01\.02\.2027\s+590\s+1062/);
    expect(text).toMatch(/03\.02\.2027\s+590\s+1062/);
    expect(text).not.toMatch(/04\.02\.2027/);
    expect(text).toMatch(/Totale\s+CHF\s140\.00/);
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

    const made = (await receipt({ bookingIds: [first], language: 'it' })).json().receipts[0];
    const again = (await t.app.inject({ method: 'GET', url: `/api/staff/receipts/bookings?${range}`, headers: { cookie: planner } })).json();
    expect(again.bookings.find((b: { id: number }) => b.id === first).receiptNumbers).toEqual([made.number]);
    expect(again.receipts[0]).toMatchObject({ id: made.id, number: made.number, sentAt: null, language: 'it', therapistName: 'Lea Brunner' });
    // The preview leaves out what is on a receipt already.
    const rest = pdfText((await t.app.inject({ method: 'GET', url: `/api/staff/receipts/pdf?${range}&language=de`, headers: { cookie: planner } })).rawPayload);
    expect(rest).not.toMatch(/01\.02\.2027\s+590/);
    expect(rest).toMatch(/03\.02\.2027\s+590/);
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
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/receipts/${made.id}/cancel`, headers: asUser(anna), payload: {} })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/receipts/${made.id}/copy`, headers: asUser(anna) })).statusCode).toBe(403);
  });

  it('lets a customer open their own receipts and invoices, never another’s', async () => {
    const id = await book(annaId, '2027-01-09T09:00:00+01:00');
    expect((await pay(id, 1)).statusCode).toBe(201);
    const made = (await receipt({ bookingIds: [id] })).json().receipts[0];
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
