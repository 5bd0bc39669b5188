import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, readPdfWithQr } from '../../../test/pdf-read.ts';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, cashPeriods, invoices, mailOutbox, payments, therapistProfiles, users, vouchers } from '../../db/schema/index.ts';

/** A voucher of CHF 140 by invoice, its certificate e-mailed to the one it is for. */
const byInvoice = {
  motif: 'birthday',
  valueRappen: 14_000,
  fromName: 'Anna',
  forName: 'Eva Muster',
  shipping: { to: 'recipient', by: 'email', email: 'eva.muster@example.com' },
  paymentMethod: 'invoice',
  comment: '',
};

describe.each(DB_KINDS)('paying invoices on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let accountant: string;
  let lea: string;
  let anna: string;
  let annaId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    const therapistId = await createBookableTherapist(t.db);
    await t.db
      .insert(therapistProfiles)
      .values({ userId: therapistId, zsr: 'K123456' })
      .onConflictDoUpdate({ target: therapistProfiles.userId, set: { zsr: 'K123456' } });
    annaId = await customerWithAddress('anna.meier@example.com', 'Anna');
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    await enterQrIban(t.app, t.db);
    await login();
  });
  afterAll(() => t.close());

  async function customerWithAddress(email: string, firstName: string) {
    const id = await createBookingCustomer(t.db, email, firstName);
    await t.db.update(users).set({ street: 'Bahnhofstrasse 1', postalCode: '8001', location: 'Zürich', countryCode: 'CH' }).where(eq(users.id, id));
    return id;
  }
  /** Sessions last 12 hours: after moving the clock, everyone logs in again. */
  async function login() {
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
    anna = await loginCookie(t.app, 'anna.meier@example.com');
  }
  const at = async (iso: string) => {
    t.clock.set(new Date(iso));
    await login();
  };

  let slot = 0;
  const HOURS = [9, 10, 11, 14, 15, 16, 17, 18];
  /** An invoice of CHF 140 for a booking of Anna's, issued today. */
  const invoicedBooking = async () => {
    const day = 11 + Math.floor(slot / HOURS.length);
    const hour = HOURS[slot % HOURS.length]!;
    slot += 1;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId: annaId, therapyId: 1, arrangementId: 2, start: `2027-01-${day}T${String(hour).padStart(2, '0')}:00:00+01:00`, notify: false },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/staff/payments',
      headers: asUser(planner),
      payload: { targetType: 'booking', targetId: booked.json().id, amountRappen: 14_000, typeId: 5 },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    return (await t.db.select().from(invoices).where(eq(invoices.paymentId, paid.json().id)))[0]!;
  };
  const markPaid = (id: number, paidOn: string, cookie = accountant) =>
    t.app.inject({ method: 'POST', url: `/api/staff/invoices/${id}/paid`, headers: asUser(cookie), payload: { paidOn } });
  const stored = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/staff/invoices', headers: { cookie: accountant } })).json();
  const pdf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: accountant } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.rawPayload;
  };
  const paidAudits = async (id: number) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.paid'))).filter((row) => JSON.parse(row.detail!).id === id);

  it('refuses a day the money arrived before the invoice, after today or in or before a closed cash month, and changes nothing', async () => {
    const invoice = await invoicedBooking();
    const refused = async (paidOn: string, message: string, code = 'VALIDATION_ERROR') => {
      const res = await markPaid(invoice.id, paidOn);
      expect(res.statusCode).toBe(code === 'VALIDATION_ERROR' ? 400 : 409);
      expect(res.json().error).toMatchObject({ code, details: [{ path: '/paidOn', message }] });
      expect(await stored(invoice.id)).toEqual(invoice);
    };
    await refused('2027-01-03', 'paidBeforeIssue');
    await refused('2027-01-05', 'paidInFuture');
    await refused('2030-01-01', 'paidInFuture');

    // January's cash book is closed: nothing is paid in it any more, February is open.
    await at('2027-02-10T09:00:00Z');
    await t.db.insert(cashPeriods).values({ month: '2027-01', closingRappen: 0, closedAt: t.clock.now() });
    try {
      await refused('2027-01-20', '2027-01', 'PERIOD_CLOSED');
      expect(await paidAudits(invoice.id)).toEqual([]);
      const paid = await markPaid(invoice.id, '2027-02-01');
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ state: 'paid', paidOn: '2027-02-01', paidRappen: 14_000 });
    } finally {
      await t.db.delete(cashPeriods).where(eq(cashPeriods.month, '2027-01'));
      await at('2027-01-04T06:30:00Z');
    }
    // Paid is paid: a second day is refused by its state.
    expect((await markPaid(invoice.id, '2027-01-04')).json().error.code).toBe('INVOICE_STATE');
  });

  it('takes the issue day, which is today, as the day the money arrived', async () => {
    const invoice = await invoicedBooking();
    expect((await markPaid(invoice.id, '2027-01-04')).json()).toMatchObject({ state: 'paid', paidOn: '2027-01-04' });
  });

  it('prints a paid invoice as paid on its day, without a payment part, and numbers its table days so they fit', async () => {
    const invoice = await invoicedBooking();
    const open = await readPdfWithQr(await pdf(`/api/staff/invoices/${invoice.id}/pdf`));
    expect(open.text).toContain('Zahlteil');
    expect(open.text).not.toContain('Bezahlt am');
    // The treatment's day in the table: 11.01.2027, whatever the language.
    expect(open.text).toMatch(/1\d\.01\.2027\s+Klassische Massage/);
    expect((await markPaid(invoice.id, '2027-01-04')).statusCode).toBe(200);
    const text = pdfText(await pdf(`/api/staff/invoices/${invoice.id}/pdf`));
    expect(text).toContain('Bezahlt am 04.01.2027');
    expect(text).toContain('Den Betrag haben wir am 04.01.2027 erhalten');
    expect(text).not.toContain('Zahlteil');
    expect(text).not.toContain('Bitte begleichen');
    // The customer's own copy too.
    const own = (await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf`, headers: { cookie: anna } })).rawPayload;
    expect(pdfText(own)).toContain('Bezahlt am 04.01.2027');

    // In Russian the day fits its column: numeric, not "11 янв. 2027 г.".
    await t.db.update(invoices).set({ language: 'ru' }).where(eq(invoices.id, invoice.id));
    const russian = pdfText(await pdf(`/api/staff/invoices/${invoice.id}/pdf`));
    expect(russian).toMatch(/1\d\.01\.2027/);
    expect(russian).not.toMatch(/1\d янв\./);
    expect(russian).toContain('Оплачен');
  });

  it('counts the reminder fee in what is open and in what is paid, and prints its reminder as paid', async () => {
    const invoice = await invoicedBooking();
    const before = (await list()).totals;
    for (const iso of ['2027-02-04T08:00:00Z', '2027-02-15T08:00:00Z', '2027-02-26T08:00:00Z']) {
      await at(iso);
      const reminded = await t.app.inject({ method: 'POST', url: `/api/staff/invoices/${invoice.id}/reminders`, headers: asUser(accountant) });
      expect(reminded.statusCode, reminded.body).toBe(201);
    }
    const reminded = await list();
    expect(reminded.invoices.find((i: { id: number }) => i.id === invoice.id)).toMatchObject({ amountRappen: 14_000, feeRappen: 2_000, paidRappen: null });
    expect(reminded.totals.openRappen).toBe(before.openRappen + 2_000);

    await at('2027-03-10T08:00:00Z');
    const overdue = (await list()).totals;
    expect(overdue.overdueRappen).toBeGreaterThanOrEqual(16_000);
    const paid = await markPaid(invoice.id, '2027-03-09');
    expect(paid.json()).toMatchObject({ state: 'paid', paidOn: '2027-03-09', paidRappen: 16_000, feeRappen: 2_000 });
    expect(await stored(invoice.id)).toMatchObject({ paidRappen: 16_000 });
    const after = (await list()).totals;
    expect(after.openRappen).toBe(overdue.openRappen - 16_000);
    expect(after.paidRappen).toBe(overdue.paidRappen + 16_000);
    const [audit] = await paidAudits(invoice.id);
    expect(JSON.parse(audit!.detail!).new).toMatchObject({ paidRappen: 16_000 });
    // A paid reminder asks for nothing any more either.
    const reminder = pdfText(await pdf(`/api/staff/invoices/${invoice.id}/reminders/3/pdf`));
    expect(reminder).toContain('Bezahlt am 09.03.2027');
    expect(reminder).not.toContain('Zahlteil');
    await at('2027-01-04T06:30:00Z');
  });

  it('numbers credit notes G-YYYY-NNNN in their own gapless series, with the total as CHF −140.00, and keeps older numbers', async () => {
    const first = await invoicedBooking();
    const second = await invoicedBooking();
    const cancel = (id: number) => t.app.inject({ method: 'POST', url: `/api/staff/invoices/${id}/cancel`, headers: asUser(accountant) });
    const a = (await cancel(first.id)).json();
    const b = (await cancel(second.id)).json();
    expect(a.creditNoteNumber).toMatch(/^G-2027-\d{4}$/);
    expect(Number(b.creditNoteNumber.slice(7))).toBe(Number(a.creditNoteNumber.slice(7)) + 1);
    const credit = await t.app.inject({ method: 'GET', url: `/api/staff/invoices/${first.id}/credit-note/pdf`, headers: { cookie: accountant } });
    expect(credit.headers['content-disposition']).toContain(`Gutschrift-${a.creditNoteNumber}-Anna-Meier.pdf`);
    const text = pdfText(credit.rawPayload);
    expect(text).toContain(`Gutschrift ${a.creditNoteNumber}`);
    expect(text).toContain(`Zu Rechnung: ${first.number}`);
    expect(text).toMatch(/Gutschrift\s+CHF\s\u2212140\.00/);
    expect(text).not.toContain('CHF-');
    // A credit note issued before the series had a letter keeps its number, on paper too.
    await t.db.update(invoices).set({ creditNoteNumber: '2026-0007' }).where(eq(invoices.id, second.id));
    expect(pdfText(await pdf(`/api/staff/invoices/${second.id}/credit-note/pdf`))).toContain('Gutschrift 2026-0007');
  });

  const requestVoucher = (cookie: string, body: object = byInvoice) =>
    t.app.inject({ method: 'POST', url: '/api/vouchers', headers: asUser(cookie), payload: body });

  it('pays a voucher’s invoice with the voucher: its payment recorded in the same step, the voucher confirmed, the certificate mailed', async () => {
    const made = await requestVoucher(anna);
    expect(made.statusCode, made.body).toBe(201);
    const voucherId = made.json().id as number;
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.targetVoucherId, voucherId));
    expect(invoice).toMatchObject({ targetType: 'voucher', state: 'sent', amountRappen: 14_000 });

    // Its own headings: a sale, not a treatment; no medical VAT note.
    const issued = await readPdfWithQr(await pdf(`/api/staff/invoices/${invoice!.id}/pdf`));
    expect(issued.text).toContain('Bezeichnung');
    expect(issued.text).toContain(`Geschenkgutschein Nr. ${made.json().number}`);
    expect(issued.text).not.toContain('Behandlung');
    expect(issued.text).not.toContain('Therapeut');
    expect(issued.text).not.toContain('Mehrwertsteuer');
    expect(issued.text).toContain('kann für alle Leistungen der Praxis eingelöst werden');
    expect(issued.qr[18]).toBe('140.00');

    // Before its issue day: refused, nothing recorded, nothing mailed.
    expect((await markPaid(invoice!.id, '2027-01-03')).statusCode).toBe(400);
    expect(await t.db.select().from(payments).where(eq(payments.targetVoucherId, voucherId))).toEqual([]);

    const paid = await markPaid(invoice!.id, '2027-01-04');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'paid', paidOn: '2027-01-04', paidRappen: 14_000 });
    const recorded = await t.db.select().from(payments).where(eq(payments.targetVoucherId, voucherId));
    expect(recorded).toEqual([expect.objectContaining({ typeId: 7, amountRappen: 14_000, paidOn: '2027-01-04', text: invoice!.number, payerId: annaId })]);
    const voucher = (await t.db.select().from(vouchers).where(eq(vouchers.id, voucherId)))[0]!;
    expect(voucher.confirmedAt).not.toBeNull();
    expect(voucher.sentAt).not.toBeNull();
    const certificate = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'eva.muster@example.com'));
    expect(certificate).toHaveLength(1);
    expect((certificate[0]!.attachments as Array<{ filename: string }>)[0]!.filename).toBe(`Gutschein-${made.json().number}.pdf`);
    // One payment and one "paid" each: the payment does not pay the invoice a second time.
    expect(await paidAudits(invoice!.id)).toHaveLength(1);
    const created = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.create'))).filter(
      (row) => JSON.parse(row.detail!).targetVoucherId === voucherId,
    );
    expect(created).toHaveLength(1);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/${voucherId}`, headers: { cookie: planner } })).json();
    expect(detail).toMatchObject({ paid: true, state: 'sent', invoice: { state: 'paid' } });

    const paidPdf = pdfText(await pdf(`/api/staff/invoices/${invoice!.id}/pdf`));
    expect(paidPdf).toContain('Bezahlt am 04.01.2027');
    expect(paidPdf).not.toContain('Zahlteil');
  });

  it('pays no voucher’s invoice in a closed cash month, and holds a payment on the voucher to the same days', async () => {
    const made = await requestVoucher(anna);
    const voucherId = made.json().id as number;
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.targetVoucherId, voucherId));
    await t.db.insert(cashPeriods).values({ month: '2027-01', closingRappen: 0, closedAt: t.clock.now() });
    try {
      expect((await markPaid(invoice!.id, '2027-01-04')).json().error).toMatchObject({
        code: 'PERIOD_CLOSED',
        details: [{ path: '/paidOn', message: '2027-01' }],
      });
    } finally {
      await t.db.delete(cashPeriods).where(eq(cashPeriods.month, '2027-01'));
    }
    expect(await stored(invoice!.id)).toMatchObject({ state: 'sent', paidOn: null, paidRappen: null });
    expect(await t.db.select().from(payments).where(eq(payments.targetVoucherId, voucherId))).toEqual([]);
    expect((await t.db.select().from(vouchers).where(eq(vouchers.id, voucherId)))[0]!.confirmedAt).toBeNull();
    // Recorded as a payment on the voucher instead, its day is held to the same window, at the payment's field.
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/staff/payments',
      headers: asUser(accountant),
      payload: { targetType: 'voucher', targetId: voucherId, amountRappen: 14_000, typeId: 7, date: '2027-01-05' },
    });
    expect(future.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: '/date', message: 'paidInFuture' }] });
    expect(await t.db.select().from(payments).where(eq(payments.targetVoucherId, voucherId))).toEqual([]);
  });

  /** Everything a voucher request by invoice spends: vouchers, invoices (numbers) and mails of `customerId`. */
  const spent = async (customerId: number, email: string) => ({
    vouchers: (await t.db.select({ number: vouchers.number }).from(vouchers).where(eq(vouchers.buyerId, customerId))).length,
    invoices: (await t.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.customerId, customerId))).map((i) => i.number),
    mails: (await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length,
  });

  it('lets a customer hold two open voucher invoices: the third request answers 409 and spends nothing, staff are not held', async () => {
    const veraId = await customerWithAddress('vera@example.com', 'Vera');
    const vera = await loginCookie(t.app, 'vera@example.com');
    const own = { ...byInvoice, fromName: 'Vera', shipping: { to: 'buyer', by: 'email' } };
    expect((await requestVoucher(vera, own)).statusCode).toBe(201);
    expect((await requestVoucher(vera, own)).statusCode).toBe(201);
    const before = await spent(veraId, 'vera@example.com');
    expect(before).toMatchObject({ vouchers: 2, mails: 4 });
    expect(before.invoices).toHaveLength(2);
    const numbersBefore = (await t.db.select({ number: invoices.number }).from(invoices)).length;

    const third = await requestVoucher(vera, own);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('VOUCHER_INVOICES_OPEN');
    expect(await spent(veraId, 'vera@example.com')).toEqual(before);
    expect((await t.db.select({ number: invoices.number }).from(invoices)).length).toBe(numbersBefore);
    // Paid in person or by card, a voucher needs no invoice: still possible.
    expect((await requestVoucher(vera, { ...own, paymentMethod: 'inPerson' })).statusCode).toBe(201);

    // A therapist selling her one by invoice decides so: not held to the limit.
    const staff = await requestVoucher(lea, { ...own, buyerId: veraId });
    expect(staff.statusCode, staff.body).toBe(201);
    expect((await spent(veraId, 'vera@example.com')).invoices).toHaveLength(3);

    // Once one is paid (or cancelled), she may ask again.
    const [oldest] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.customerId, veraId), eq(invoices.targetType, 'voucher')))
      .orderBy(invoices.id);
    expect((await markPaid(oldest!.id, '2027-01-04')).statusCode).toBe(200);
    const [next] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.customerId, veraId), inArray(invoices.state, ['open', 'sent'])))
      .orderBy(invoices.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/invoices/${next!.id}/cancel`, headers: asUser(accountant) })).statusCode).toBe(200);
    expect((await requestVoucher(vera, own)).statusCode).toBe(201);
    expect((await requestVoucher(vera, own)).statusCode).toBe(409);
  });

  it('lets 20 requests of one customer at once make two voucher invoices with consecutive numbers, and refuses the others', async () => {
    const ninaId = await customerWithAddress('nina@example.com', 'Nina');
    const nina = await loginCookie(t.app, 'nina@example.com');
    const own = { ...byInvoice, fromName: 'Nina', shipping: { to: 'buyer', by: 'email' } };
    const allBefore = (await t.db.select({ number: invoices.number }).from(invoices)).map((i) => Number(i.number.slice(5)));
    const voucherNumbersBefore = (await t.db.select({ number: vouchers.number }).from(vouchers)).map((v) => Number(v.number.slice(5)));
    const results = await Promise.all(Array.from({ length: 20 }, () => requestVoucher(nina, own)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(2).fill(201), ...Array(18).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'VOUCHER_INVOICES_OPEN')).toBe(true);
    const after = await spent(ninaId, 'nina@example.com');
    expect(after).toMatchObject({ vouchers: 2, mails: 4 });
    // No number was taken and given back: the invoices and vouchers go on without a gap.
    const made = after.invoices.map((n) => Number(n.slice(5))).sort((x, y) => x - y);
    expect(made).toEqual([Math.max(...allBefore) + 1, Math.max(...allBefore) + 2]);
    const voucherNumbers = (await t.db.select({ number: vouchers.number }).from(vouchers).where(eq(vouchers.buyerId, ninaId)))
      .map((v) => Number(v.number.slice(5)))
      .sort((x, y) => x - y);
    expect(voucherNumbers).toEqual([Math.max(...voucherNumbersBefore) + 1, Math.max(...voucherNumbersBefore) + 2]);
  });
});
