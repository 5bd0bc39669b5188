import { isQrReference } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie, TEST_QR_IBAN } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { pdfText, readPdfWithQr } from '../../../test/pdf-read.ts';
import { auditLog, invoices, mailOutbox, payments, therapistProfiles, users } from '../../db/schema/index.ts';

const QR_IBAN = TEST_QR_IBAN;

const readPdf = readPdfWithQr;

describe.each(DB_KINDS)('invoices on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let customer: string;
  let accountant: string;
  let lea: string;
  let annaId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    const therapistId = await createBookableTherapist(t.db);
    await t.db
      .insert(therapistProfiles)
      .values({ userId: therapistId, zsr: 'K123456' })
      .onConflictDoUpdate({ target: therapistProfiles.userId, set: { zsr: 'K123456' } });
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await t.db
      .update(users)
      .set({ street: 'Bahnhofstrasse', houseNumber: '1', postalCode: '8001', location: 'Zürich', countryCode: 'CH' })
      .where(eq(users.id, annaId));
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    await enterQrIban(t.app, t.db);
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
    customer = await loginCookie(t.app, 'anna.meier@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
  });
  afterAll(() => t.close());

  let slot = 0;
  // Around the therapist's flexible break at 12:30 nothing is booked.
  const HOURS = [9, 10, 11, 14, 15, 16, 17, 18];
  /** A booking of Anna's (or `customerId`'s) on its own hour from Monday 11 January 2027 on. */
  const book = async (customerId = annaId) => {
    const day = 11 + Math.floor(slot / HOURS.length);
    const hour = HOURS[slot % HOURS.length]!;
    slot += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId, therapyId: 1, arrangementId: 2, start: `2027-01-${day}T${String(hour).padStart(2, '0')}:00:00+01:00`, notify: false },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const invoiceFor = (bookingId: number, amountRappen = 14000) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/payments',
      headers: asUser(planner),
      payload: { targetType: 'booking', targetId: bookingId, amountRappen, typeId: 5 },
    });
  const numbers = async () => (await t.db.select({ number: invoices.number }).from(invoices)).map((row) => row.number).sort();

  it('makes a numbered invoice from an invoice-creation payment, as a PDF with a scannable QR-bill', async () => {
    const id = await book();
    expect((await invoiceFor(id)).statusCode).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/staff/invoices', headers: { cookie: accountant } })).json().invoices;
    const invoice = list.find((row: { targetId: number }) => row.targetId === id);
    expect(invoice).toMatchObject({ targetType: 'booking', amountRappen: 14000, state: 'open', issuedOn: '2027-01-04', dueOn: '2027-02-03', reminderLevel: 0 });
    expect(invoice.number).toMatch(/^2027-\d{4}$/);

    const res = await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}/invoice/pdf`, headers: { cookie: planner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`Rechnung-${invoice.number}-Anna-Meier.pdf`);
    const { text, qr } = await readPdf(res.rawPayload);
    expect(text).toContain(`Rechnung ${invoice.number}`);
    expect(text).toContain('Anna Meier');
    expect(text).toContain('Bahnhofstrasse 1');
    expect(text).toContain('ZSR K123456');
    expect(text).toMatch(/Buchungsnummer 2027-\d{5}/);
    expect(text).toMatch(/CHF\s+140\.00/);
    expect(text).toContain('Mehrwertsteuer');
    // The Swiss Payment Standards' payload, field by field (IG QR-bill 2.3, section 4.2.2).
    expect(qr.slice(0, 4)).toEqual(['SPC', '0200', '1', QR_IBAN]);
    expect(qr[4]).toBe('S');
    // Street and house number in their own fields, as SIX recommends for the structured address.
    expect(qr.slice(5, 11)).toEqual(['Praxis Sanara GmbH', 'Seefeldstrasse', '42', '8008', 'Zürich', 'CH']);
    expect(qr.slice(18, 20)).toEqual(['140.00', 'CHF']);
    expect(qr.slice(20, 27)).toEqual(['S', 'Anna Meier', 'Bahnhofstrasse', '1', '8001', 'Zürich', 'CH']);
    expect(qr[27]).toBe('QRR');
    expect(isQrReference(qr[28]!)).toBe(true);
    expect(qr[28]).toBe(`${invoice.number.replace('-', '').padStart(26, '0')}${qr[28]!.slice(-1)}`);
    expect(qr[29]).toBe(`Rechnung ${invoice.number}`);
    expect(qr[30]).toBe('EPD');
  });

  it('gives 20 invoices made at once 20 consecutive numbers, and a refused one no number', async () => {
    const before = await numbers();
    const bookingIds = [];
    for (let i = 0; i < 20; i++) bookingIds.push(await book());
    // A customer without an address is refused: no payment, no invoice, no number used up.
    const [peter] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, await createBookingCustomer(t.db, 'peter.keller@example.com', 'Peter')));
    const peterBooking = await book(peter!.id);
    // The payment editor learns beforehand what the refusal will name.
    const editor = await t.app.inject({ method: 'GET', url: `/api/staff/payments?targetType=booking&targetId=${peterBooking}`, headers: { cookie: planner } });
    expect(editor.json()).toMatchObject({ payerEmail: 'peter.keller@example.com', invoiceAddress: { missing: ['street', 'postalCode', 'city'], tooLong: [] } });
    const refused = await invoiceFor(peterBooking);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'INVOICE_ADDRESS_INCOMPLETE',
      details: expect.arrayContaining([expect.objectContaining({ path: '/customer/street' })]),
    });
    const results = await Promise.all(bookingIds.map((id) => invoiceFor(id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const made = (await numbers()).filter((n) => !before.includes(n));
    const sequence = made.map((n) => Number(n.slice(5)));
    const first = before.length > 0 ? Math.max(...before.map((n) => Number(n.slice(5)))) + 1 : 1;
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(await t.db.select().from(payments).where(eq(payments.payerId, peter!.id))).toEqual([]);
  });

  it('writes a Cyrillic name in Latin letters into the QR code and the address window', async () => {
    const olgaId = await createBookingCustomer(t.db, 'olga@example.com', 'Ольга');
    await t.db
      .update(users)
      .set({ lastName: 'Иванова', street: 'Seestrasse 5', postalCode: '8002', location: 'Zürich', language: 'ru' })
      .where(eq(users.id, olgaId));
    const id = await book(olgaId);
    expect((await invoiceFor(id)).statusCode).toBe(201);
    const { text, qr } = await readPdf(
      (await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}/invoice/pdf`, headers: { cookie: planner } })).rawPayload,
    );
    expect(qr[21]).toBe('Olga Ivanova');
    expect(text).toMatch(/Olga Ivanova\s+Seestrasse 5\s+8002 Zürich/);
    expect(text).not.toContain('Ольга');
    expect(text).toContain('Счёт');
    // The QR part itself speaks English for a Russian customer.
    expect(text).toContain('Payment part');
  });

  it('refuses an invoice to an address longer than the QR-bill allows before a number is spent, and the profile refuses it too', async () => {
    const before = await numbers();
    const longId = await createBookingCustomer(t.db, 'lang@example.com', 'Lena');
    // Saved by an older version, which accepted towns of 100 characters.
    const town = 'Ober'.repeat(9);
    await t.db.update(users).set({ street: 'Dorfstrasse 3', postalCode: '3000', location: town }).where(eq(users.id, longId));
    const longBooking = await book(longId);
    const editor = await t.app.inject({ method: 'GET', url: `/api/staff/payments?targetType=booking&targetId=${longBooking}`, headers: { cookie: planner } });
    expect(editor.json().invoiceAddress).toEqual({ missing: [], tooLong: ['city'] });
    const refused = await invoiceFor(longBooking);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'INVOICE_ADDRESS_INVALID', details: [{ path: '/customer/city', message: 'tooLongForInvoice' }] });
    expect(await numbers()).toEqual(before);
    expect(await t.db.select().from(payments).where(eq(payments.payerId, longId))).toEqual([]);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${longId}/profile`,
      headers: asUser(planner),
      payload: {
        firstName: 'Lena',
        lastName: 'Berger',
        phone: '+41 79 123 45 67',
        language: 'de',
        street: 'Dorfstrasse 3',
        postalCode: '3000',
        location: town,
      },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.details).toEqual([expect.objectContaining({ path: '/location', message: 'tooLongForInvoice' })]);
  });

  it('cancels the invoice when its payment is removed, and keeps it with its number', async () => {
    const id = await book();
    const payment = (await invoiceFor(id)).json();
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${payment.id}`, headers: asUser(planner) });
    expect(removed.statusCode).toBe(204);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, id));
    expect(invoice).toMatchObject({
      state: 'cancelled',
      paymentId: null,
      creditNoteNumber: expect.stringMatching(/^G-2027-\d{4}$/),
      cancelledOn: '2027-01-04',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}/invoice/pdf`, headers: { cookie: planner } })).statusCode).toBe(404);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/staff/invoices/${invoice!.id}/pdf`, headers: { cookie: planner } });
    const cancelledText = pdfText(pdf.rawPayload);
    expect(cancelledText).toContain('Gutgeschrieben');
    // A cancelled invoice carries no payment part anyone could still pay with.
    expect(cancelledText).not.toContain('Zahlteil');
    const credit = await t.app.inject({ method: 'GET', url: `/api/staff/invoices/${invoice!.id}/credit-note/pdf`, headers: { cookie: accountant } });
    expect(credit.headers['content-disposition']).toContain(`Gutschrift-${invoice!.creditNoteNumber}-Anna-Meier.pdf`);
    const creditText = pdfText(credit.rawPayload);
    expect(creditText).toContain(`Gutschrift ${invoice!.creditNoteNumber}`);
    expect(creditText).toContain(`Zu Rechnung: ${invoice!.number}`);
    expect(creditText).toMatch(/Gutschrift\s+CHF\s*\u2212140\.00/);
    expect(creditText).not.toContain('Zahlteil');
    // The customer no longer sees a cancelled invoice among their documents.
    const next = await book();
    expect((await invoiceFor(next)).statusCode).toBe(201);
    const own = (await t.app.inject({ method: 'GET', url: '/api/documents/own', headers: { cookie: customer } })).json();
    expect(own.invoices.map((i: { id: number }) => i.id)).not.toContain(invoice!.id);
    const mine = own.invoices.find((i: { bookingId: number }) => i.bookingId === next);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${mine.id}/pdf`, headers: { cookie: customer } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice!.id}/pdf`, headers: { cookie: accountant } })).statusCode).toBe(404);
  });

  it('cancels an invoice by hand with a credit note of its own consecutive number, and the booking is due again', async () => {
    const first = await book();
    const second = await book();
    expect((await invoiceFor(first)).statusCode).toBe(201);
    expect((await invoiceFor(second)).statusCode).toBe(201);
    const [a] = await t.db.select().from(invoices).where(eq(invoices.bookingId, first));
    const [b] = await t.db.select().from(invoices).where(eq(invoices.bookingId, second));
    const cancelledA = (await t.app.inject({ method: 'POST', url: `/api/staff/invoices/${a!.id}/cancel`, headers: asUser(accountant) })).json();
    expect(cancelledA).toMatchObject({ state: 'cancelled', cancelledOn: '2027-01-04' });
    await t.app.inject({ method: 'POST', url: `/api/staff/invoices/${b!.id}/mark-sent`, headers: asUser(planner) });
    const cancelledB = (await t.app.inject({ method: 'POST', url: `/api/staff/invoices/${b!.id}/cancel`, headers: asUser(planner) })).json();
    const sequence = (n: string) => Number(n.split('-').at(-1));
    expect(sequence(cancelledB.creditNoteNumber)).toBe(sequence(cancelledA.creditNoteNumber) + 1);
    // The invoice payment went with it: nothing settles the booking any more.
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, first))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${first}/invoice/pdf`, headers: { cookie: planner } })).statusCode).toBe(404);
    expect((await invoiceFor(first)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/invoices/${a!.id}/cancel`, headers: asUser(planner) })).json().error.code).toBe(
      'INVOICE_STATE',
    );
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, annaId));
    expect(audit.filter((row) => row.action === 'invoice.cancel').map((row) => JSON.parse(row.detail!).id)).toEqual(expect.arrayContaining([a!.id, b!.id]));
    expect(audit.filter((row) => row.action === 'payment.remove').length).toBeGreaterThanOrEqual(2);
  });

  it('shows invoices to planners and accountants, never to customers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/invoices', headers: { cookie: customer } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/invoices/1/pdf', headers: { cookie: customer } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/invoices/999999/pdf', headers: { cookie: planner } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/invoices?state=bogus', headers: { cookie: planner } })).statusCode).toBe(400);
  });

  it('e-mails an invoice with its PDF in the customer’s language, then records payment and refuses what its state does not allow', async () => {
    const id = await book();
    expect((await invoiceFor(id)).statusCode).toBe(201);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, id));
    const base = `/api/staff/invoices/${invoice!.id}`;
    const text = (await t.app.inject({ method: 'GET', url: `${base}/mail-text`, headers: { cookie: accountant } })).json();
    expect(text).toMatchObject({ to: 'anna.meier@example.com', subject: `Rechnung ${invoice!.number} – Praxis Sanara` });
    expect(text.text).toMatch(/CHF\s140\.00/);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${base}/send`,
      headers: asUser(accountant),
      payload: { ...text, text: `${text.text}\n\nFreundliche Grüsse` },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().invoice).toMatchObject({ state: 'sent' });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.json().mailId));
    expect(mail).toMatchObject({ toAddress: 'anna.meier@example.com', subject: text.subject });
    const attachments = mail!.attachments as Array<{ filename: string; contentType: string; content: string }>;
    expect(attachments).toEqual([expect.objectContaining({ filename: `Rechnung-${invoice!.number}-Anna-Meier.pdf`, contentType: 'application/pdf' })]);
    expect(Buffer.from(attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const badMail = await t.app.inject({ method: 'POST', url: `${base}/send`, headers: asUser(accountant), payload: { ...text, to: 'not-an-address' } });
    expect(badMail.statusCode).toBe(400);
    const paid = await t.app.inject({ method: 'POST', url: `${base}/paid`, headers: asUser(planner), payload: { paidOn: '2027-01-04' } });
    expect(paid.json()).toMatchObject({ state: 'paid', paidOn: '2027-01-04', paidRappen: 14000 });
    // The booking's invoice-creation payment already counts: no second payment.
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, id))).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: `${base}/mark-sent`, headers: asUser(planner) });
    expect(again.json().error.code).toBe('INVOICE_STATE');
    // Its money arrived: neither a credit note nor removing its payment undoes a paid invoice.
    expect((await t.app.inject({ method: 'POST', url: `${base}/cancel`, headers: asUser(planner) })).json().error.code).toBe('INVOICE_STATE');
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, id));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${payment!.id}`, headers: asUser(planner) })).json().error.code).toBe(
      'INVOICE_STATE',
    );
    expect((await t.app.inject({ method: 'GET', url: `${base}/credit-note/pdf`, headers: { cookie: planner } })).statusCode).toBe(404);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, annaId))).map((a) => a.action).filter((a) => a.startsWith('invoice.'));
    expect(actions).toEqual(expect.arrayContaining(['invoice.send', 'invoice.paid']));
    expect((await t.app.inject({ method: 'POST', url: `${base}/paid`, headers: asUser(customer), payload: { paidOn: '2027-01-20' } })).statusCode).toBe(403);
  });

  it('lists overdue invoices past their due day, with the totals', async () => {
    const id = await book();
    expect((await invoiceFor(id)).statusCode).toBe(201);
    const list = async (state: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/staff/invoices?state=${state}`, headers: { cookie: accountant } })).json();
    expect((await list('overdue')).invoices.map((i: { targetId: number }) => i.targetId)).not.toContain(id);
    t.clock.set(new Date('2027-02-10T08:00:00Z'));
    accountant = await loginCookie(t.app, 'acc@example.com');
    const overdue = await list('overdue');
    expect(overdue.invoices.map((i: { targetId: number }) => i.targetId)).toContain(id);
    expect(overdue.invoices.every((i: { state: string }) => i.state === 'open' || i.state === 'sent')).toBe(true);
    expect(overdue.totals.overdueRappen).toBeGreaterThanOrEqual(14000);
    expect(overdue.totals.openRappen).toBeGreaterThanOrEqual(overdue.totals.overdueRappen);
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    accountant = await loginCookie(t.app, 'acc@example.com');
  });

  it('reminds an overdue invoice three times, the third with the fee, each as a PDF with the same reference and a new due day', async () => {
    const id = await book();
    expect((await invoiceFor(id)).statusCode).toBe(201);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, id));
    const base = `/api/staff/invoices/${invoice!.id}`;
    const remind = () => t.app.inject({ method: 'POST', url: `${base}/reminders`, headers: asUser(accountant) });
    const notYet = await remind();
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toMatchObject({ code: 'INVOICE_STATE', details: [{ path: '/id', message: 'notOverdue' }] });
    const levels = [];
    for (const iso of ['2027-02-04T08:00:00Z', '2027-02-15T08:00:00Z', '2027-02-26T08:00:00Z']) {
      t.clock.set(new Date(iso));
      accountant = await loginCookie(t.app, 'acc@example.com');
      const res = await remind();
      expect(res.statusCode).toBe(201);
      levels.push(res.json());
    }
    expect(levels).toEqual([
      { level: 1, feeRappen: 0, issuedOn: '2027-02-04', dueOn: '2027-02-14' },
      { level: 2, feeRappen: 0, issuedOn: '2027-02-15', dueOn: '2027-02-25' },
      { level: 3, feeRappen: 2000, issuedOn: '2027-02-26', dueOn: '2027-03-08' },
    ]);
    t.clock.set(new Date('2027-03-20T08:00:00Z'));
    accountant = await loginCookie(t.app, 'acc@example.com');
    expect((await remind()).json().error.details).toEqual([{ path: '/id', message: 'maxLevel' }]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/staff/invoices?state=overdue', headers: { cookie: accountant } })).json().invoices;
    expect(listed.find((i: { id: number }) => i.id === invoice!.id)).toMatchObject({ reminderLevel: 3, dueOn: '2027-03-08' });

    const third = await t.app.inject({ method: 'GET', url: `${base}/reminders/3/pdf`, headers: { cookie: accountant } });
    expect(third.headers['content-disposition']).toContain('3-Mahnung-Rechnung');
    const { text, qr } = await readPdf(third.rawPayload);
    expect(text).toMatch(new RegExp(`3\\. Mahnung –\\s+Rechnung ${invoice!.number}`));
    expect(text).toContain('Mahngebühr');
    // The reminder's new due day, in the facts and in the request to pay.
    expect(text).toContain('Zahlbar bis: 08.03.2027');
    expect(text).toContain('Bitte begleichen Sie den Betrag bis 08.03.2027');
    expect(text).toMatch(/Total zu bezahlen\s+CHF\s+160\.00/);
    expect(qr.slice(18, 20)).toEqual(['160.00', 'CHF']);
    expect(qr[28]).toBe(invoice!.reference);
    const mail = (await t.app.inject({ method: 'GET', url: `${base}/mail-text?reminderLevel=3`, headers: { cookie: accountant } })).json();
    expect(mail).toMatchObject({ reminderLevel: 3, subject: `3. Mahnung zu Rechnung ${invoice!.number} – Praxis Sanara` });
    const sent = await t.app.inject({ method: 'POST', url: `${base}/send`, headers: asUser(accountant), payload: mail });
    const [out] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.json().mailId));
    expect((out!.attachments as Array<{ filename: string }>)[0]!.filename).toContain('3-Mahnung');
    expect((await t.app.inject({ method: 'GET', url: `${base}/reminders/4/pdf`, headers: { cookie: accountant } })).statusCode).toBe(400);
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    accountant = await loginCookie(t.app, 'acc@example.com');
  });
});
