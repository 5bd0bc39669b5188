import { isVoucherCode, normalizeVoucherCode } from '@praxis/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { pdfText, readPdfWithQr } from '../../../test/pdf-read.ts';
import { auditLog, invoices, mailOutbox, users, vouchers } from '../../db/schema/index.ts';
import { mailDueCertificates } from './voucher-jobs.ts';
import { fillCertificateIssuers } from './vouchers.service.ts';

/** The text of a PDF and the QR code on its first page. */
async function readCertificate(pdf: Buffer): Promise<{ text: string; qr: string }> {
  const { text, qr } = await readPdfWithQr(pdf);
  return { text, qr: qr.join('\n') };
}

const christmas = {
  motif: 'christmas',
  valueRappen: 14_000,
  fromName: 'Anna',
  forName: 'Eva Muster',
  shipping: { to: 'recipient', by: 'email', email: 'eva@example.com' },
  paymentMethod: 'invoice',
  comment: 'Frohe Festtage',
};

describe.each(DB_KINDS)('gift vouchers on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let peter: string;
  let planner: string;
  let accountant: string;
  let lea: string;
  let admin: string;
  let annaId: number;
  let peterId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    await createBookableTherapist(t.db);
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await t.db.update(users).set({ street: 'Bahnhofstrasse 1', postalCode: '8001', location: 'Zürich', countryCode: 'CH' }).where(eq(users.id, annaId));
    peterId = await createBookingCustomer(t.db, 'peter.keller@example.com', 'Peter');
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    await createUser(t.db, 'root@example.com', ['admin']);
    await enterQrIban(t.app, t.db);
    anna = await loginCookie(t.app, 'anna.meier@example.com');
    peter = await loginCookie(t.app, 'peter.keller@example.com');
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
    admin = await loginCookie(t.app, 'root@example.com');
  });
  afterAll(() => t.close());

  const request = (cookie: string, body: object) => t.app.inject({ method: 'POST', url: '/api/vouchers', headers: asUser(cookie), payload: body });
  const pay = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/staff/payments', headers: asUser(cookie), payload });
  const stored = async (id: number) => (await t.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!;
  const removePayment = (cookie: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${id}`, headers: asUser(cookie) });
  const detailOf = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/${id}`, headers: { cookie: planner } })).json();
  const staffPdf = async (id: number) =>
    pdfText((await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/${id}/pdf`, headers: { cookie: planner } })).rawPayload);
  const setValidityYears = async (years: number) => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
    return t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload: { ...current, voucherValidityYears: years } });
  };
  /** A voucher of Anna's, paid in person by card, so it can be redeemed. */
  const paidVoucher = async (valueRappen: number) => {
    const made = await request(anna, { ...christmas, valueRappen, paymentMethod: 'inPerson' });
    expect(made.statusCode).toBe(201);
    expect((await pay(planner, { targetType: 'voucher', targetId: made.json().id, amountRappen: valueRappen, typeId: 1 })).statusCode).toBe(201);
    return made.json().id as number;
  };
  let slot = 0;
  const book = async () => {
    const day = 11 + Math.floor(slot / 8);
    const hour = [9, 10, 11, 14, 15, 16, 17, 18][slot % 8]!;
    slot += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId: peterId, therapyId: 1, arrangementId: 2, start: `2027-01-${day}T${String(hour).padStart(2, '0')}:00:00+01:00`, notify: false },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };

  it('takes a Christmas voucher by invoice in advance: numbered and coded, its invoice with QR-bill mailed at once, the buyer told how to pay', async () => {
    const res = await request(anna, christmas);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ number: '2027-0001', state: 'unconfirmed' });
    const voucher = await stored(res.json().id);
    expect(isVoucherCode(voucher.code)).toBe(true);
    // Valid from its payment: no last day yet.
    expect(voucher).toMatchObject({ buyerId: annaId, balanceRappen: 14_000, validUntil: null, shipEmail: 'eva@example.com', confirmedAt: null });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.targetVoucherId, voucher.id));
    expect(invoice).toMatchObject({ targetType: 'voucher', amountRappen: 14_000, state: 'sent' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'anna.meier@example.com'));
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain('Ihre Gutscheinbestellung 2027-0001 – Praxis Sanara');
    expect(subjects).toContain(`Rechnung ${invoice!.number} für Ihren Geschenkgutschein – Praxis Sanara`);
    const invoiceMail = mails.find((m) => m.subject.startsWith('Rechnung'))!;
    const pdf = Buffer.from((invoiceMail.attachments as Array<{ content: string }>)[0]!.content, 'base64');
    const text = pdfText(pdf);
    expect(text).toContain('Geschenkgutschein Nr. 2027-0001');
    expect(text).toContain('Zahlteil');
    const requestMail = mails.find((m) => m.subject.startsWith('Ihre Gutscheinbestellung'))!;
    expect(requestMail.text).toContain('QR-Zahlteil');
    // The code is what pays: never in a mail before the voucher is paid.
    expect(mails.some((m) => m.text.includes(voucher.code))).toBe(false);
  });

  it('refuses bad requests with the field and numbers nothing', async () => {
    const before = (await t.db.select().from(vouchers)).length;
    const field = async (body: object) => (await request(anna, body)).json().error?.details?.map((d: { path: string }) => d.path);
    expect(await field({ ...christmas, valueRappen: 1_000 })).toEqual(['/valueRappen']);
    expect(await field({ ...christmas, valueRappen: 7_550 })).toEqual(['/valueRappen']);
    expect(await field({ ...christmas, shipping: { to: 'recipient', by: 'email' } })).toEqual(['/shipping/email']);
    expect(await field({ ...christmas, shipping: { to: 'recipient', by: 'post' } })).toEqual(['/shipping/address']);
    expect(await field({ ...christmas, motif: 'easter' })).toEqual(['/motif']);
    expect(await field({ ...christmas, paymentMethod: 'online' })).toEqual(['/paymentMethod']);
    // A customer cannot name another buyer; without a login nothing is requested.
    expect((await request(peter, { ...christmas, buyerId: annaId })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/vouchers', headers: csrf(), payload: christmas })).statusCode).toBe(401);
    // Invoice in advance needs the buyer's address: Peter has none.
    const noAddress = await request(peter, christmas);
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().error.code).toBe('INVOICE_ADDRESS_INCOMPLETE');
    expect((await t.db.select().from(vouchers)).length).toBe(before);
    const next = await request(peter, { ...christmas, paymentMethod: 'phone' });
    expect(next.json().number).toBe(`2027-${String(before + 1).padStart(4, '0')}`);
  });

  it('confirms the voucher when its invoice payment arrives: the recipient gets the certificate, the invoice is paid', async () => {
    const made = (await request(anna, christmas)).json();
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/vouchers?state=unconfirmed&search=eva', headers: { cookie: accountant } });
    expect(list.json().vouchers.map((v: { id: number }) => v.id)).toContain(made.id);
    // Not before its invoice was issued (issue 36, item 6): refused at the field, nothing recorded.
    const early = await pay(accountant, { targetType: 'voucher', targetId: made.id, amountRappen: 14_000, typeId: 7, date: '2027-01-03' });
    expect(early.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: '/date', message: 'paidBeforeIssue' }] });
    expect((await stored(made.id)).confirmedAt).toBeNull();
    const paid = await pay(accountant, { targetType: 'voucher', targetId: made.id, amountRappen: 14_000, typeId: 7, date: '2027-01-04' });
    expect(paid.statusCode).toBe(201);
    const voucher = await stored(made.id);
    expect(voucher.confirmedAt).not.toBeNull();
    expect(voucher.sentAt).not.toBeNull();
    // Five years from the day it was paid.
    expect(voucher.validUntil).toBe('2032-01-04');
    const certificateMail = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'eva@example.com')));
    expect(certificateMail).toHaveLength(1);
    expect(certificateMail[0]!.text.replace(/\s+/g, ' ')).toContain('Anna schenkt Ihnen einen Gutschein über CHF 140.00');
    const attachment = (certificateMail[0]!.attachments as Array<{ filename: string; content: string }>)[0]!;
    expect(attachment.filename).toBe(`Gutschein-${made.number}.pdf`);
    const { text, qr } = await readCertificate(Buffer.from(attachment.content, 'base64'));
    // The QR code holds the code only.
    expect(qr).toBe(voucher.code);
    expect(text).toContain('Geschenkgutschein');
    expect(text).toContain('Eva Muster');
    expect(text).toContain(`Nr. ${made.number}`);
    expect(text).toMatch(/Gültig bis 4\. Januar 2032/);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.targetVoucherId, made.id));
    expect(invoice).toMatchObject({ state: 'paid', paidOn: '2027-01-04' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/${made.id}`, headers: { cookie: planner } })).json();
    expect(detail).toMatchObject({ state: 'sent', shippingEmail: 'eva@example.com', invoice: { state: 'paid' } });
    expect(detail.payments).toEqual([expect.objectContaining({ typeId: 7, amountRappen: 14_000, date: '2027-01-04' })]);
    // Anna sees it with its code now, and its certificate; Peter does not.
    const own = (await t.app.inject({ method: 'GET', url: '/api/vouchers/own', headers: { cookie: anna } })).json();
    expect(own.vouchers.find((v: { id: number }) => v.id === made.id)).toMatchObject({ state: 'sent', code: expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/) });
    expect((await t.app.inject({ method: 'GET', url: `/api/vouchers/${made.id}/pdf`, headers: { cookie: anna } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/vouchers/${made.id}/pdf`, headers: { cookie: peter } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/${made.id}`, headers: { cookie: anna } })).statusCode).toBe(403);
  });

  it('keeps an unpaid voucher’s code from its buyer, sends nothing before payment, archives and restores', async () => {
    const made = (await request(anna, { ...christmas, paymentMethod: 'inPerson', shipping: { to: 'buyer', by: 'post' } })).json();
    const own = (await t.app.inject({ method: 'GET', url: '/api/vouchers/own', headers: { cookie: anna } })).json();
    expect(own.vouchers.find((v: { id: number }) => v.id === made.id)).toMatchObject({ state: 'unconfirmed', code: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/vouchers/${made.id}/pdf`, headers: { cookie: anna } })).statusCode).toBe(404);
    const send = await t.app.inject({ method: 'POST', url: `/api/staff/vouchers/${made.id}/send`, headers: asUser(planner) });
    expect(send.json().error.code).toBe('VOUCHER_NOT_PAID');
    expect((await pay(planner, { targetType: 'voucher', targetId: made.id, amountRappen: 14_000, typeId: 2 })).statusCode).toBe(201);
    // By post: staff print it and mark it sent; until then the list says it is to post.
    expect((await stored(made.id)).sentAt).toBeNull();
    const toPost = (await t.app.inject({ method: 'GET', url: `/api/staff/vouchers?search=${made.number}`, headers: { cookie: planner } })).json();
    expect(toPost.vouchers[0]).toMatchObject({ state: 'paid', paid: true, certificateDue: 'postPending' });
    const marked = await t.app.inject({ method: 'POST', url: `/api/staff/vouchers/${made.id}/mark-sent`, headers: asUser(planner) });
    expect(marked.json()).toMatchObject({ state: 'sent' });
    const resent = await t.app.inject({ method: 'POST', url: `/api/staff/vouchers/${made.id}/send`, headers: asUser(accountant) });
    expect(resent.json().mailId).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/vouchers/${made.id}/archive`, headers: asUser(planner) })).json()).toMatchObject({
      state: 'archived',
      archived: true,
    });
    const archived = (await t.app.inject({ method: 'GET', url: '/api/staff/vouchers?state=archived', headers: { cookie: planner } })).json();
    expect(archived.vouchers.map((v: { id: number }) => v.id)).toContain(made.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/vouchers/${made.id}/restore`, headers: asUser(planner) })).json()).toMatchObject({
      state: 'sent',
    });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, annaId))).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['voucher.request', 'voucher.confirm', 'voucher.mark-sent', 'voucher.send', 'voucher.archive', 'voucher.restore']),
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/vouchers/999999/archive', headers: asUser(planner) })).statusCode).toBe(404);
  });

  it('lets a therapist request for a customer, whose mail waits for the payment', async () => {
    const res = await request(lea, { ...christmas, paymentMethod: 'phone', buyerId: peterId });
    expect(res.statusCode).toBe(201);
    const voucher = await stored(res.json().id);
    expect(voucher).toMatchObject({ buyerId: peterId, mailHeld: true });
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Ihre Gutscheinbestellung ${voucher.number} – Praxis Sanara`)),
    ).toEqual([]);
  });

  it('redeems a voucher on a booking: the balance falls, never below 0 even with 20 at once, and comes back when a redemption is removed', async () => {
    const voucherId = await paidVoucher(10_000);
    const bookings = await Promise.all(Array.from({ length: 20 }, () => book()));
    const results = await Promise.all(bookings.map((id) => pay(planner, { targetType: 'booking', targetId: id, amountRappen: 3_000, typeId: 4, voucherId })));
    const codes = results.map((r) => (r.statusCode === 201 ? 'ok' : r.json().error.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'VOUCHER_BALANCE_INSUFFICIENT')).toHaveLength(17);
    expect((await stored(voucherId)).balanceRappen).toBe(1_000);
    const taken = results.find((r) => r.statusCode === 201)!.json();
    expect(taken.voucherNumber).toMatch(/^2027-\d{4}$/);
    const redeemable = (
      await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/redeemable?search=${taken.voucherNumber}`, headers: { cookie: planner } })
    ).json();
    expect(redeemable.vouchers).toEqual([expect.objectContaining({ id: voucherId, balanceRappen: 1_000, expired: false })]);
    // The rest, then nothing more: used up.
    const last = bookings.find((id) => !results.some((r, i) => r.statusCode === 201 && bookings[i] === id))!;
    expect((await pay(planner, { targetType: 'booking', targetId: last, amountRappen: 1_000, typeId: 4, voucherId })).statusCode).toBe(201);
    expect((await stored(voucherId)).balanceRappen).toBe(0);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/${voucherId}`, headers: { cookie: planner } })).json();
    expect(detail.state).toBe('usedUp');
    expect(detail.redemptions).toHaveLength(4);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/staff/payments/${taken.id}`, headers: asUser(planner) });
    expect(removed.statusCode).toBe(204);
    expect((await stored(voucherId)).balanceRappen).toBe(3_000);
  });

  it('redeems an expired voucher only with a planner’s reason, and never an unpaid one', async () => {
    const voucherId = await paidVoucher(5_000);
    const booking = await book();
    const unpaid = (await request(anna, { ...christmas, paymentMethod: 'inPerson' })).json();
    expect((await pay(planner, { targetType: 'booking', targetId: booking, amountRappen: 2_000, typeId: 4, voucherId: unpaid.id })).json().error.code).toBe(
      'VOUCHER_NOT_REDEEMABLE',
    );
    await t.db.update(vouchers).set({ validUntil: '2027-01-03' }).where(eq(vouchers.id, voucherId));
    const refused = await pay(planner, { targetType: 'booking', targetId: booking, amountRappen: 2_000, typeId: 4, voucherId });
    expect(refused.json().error.code).toBe('VOUCHER_EXPIRED');
    const byAccountant = await pay(accountant, {
      targetType: 'booking',
      targetId: booking,
      amountRappen: 2_000,
      typeId: 4,
      voucherId,
      voucherOverrideReason: 'Kulanz',
    });
    expect(byAccountant.statusCode).toBe(403);
    const overridden = await pay(planner, {
      targetType: 'booking',
      targetId: booking,
      amountRappen: 2_000,
      typeId: 4,
      voucherId,
      voucherOverrideReason: 'Kulanz',
    });
    expect(overridden.statusCode).toBe(201);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'voucher.expiry-override'));
    expect(JSON.parse(audit!.detail!)).toMatchObject({ reason: 'Kulanz' });
    expect((await stored(voucherId)).balanceRappen).toBe(3_000);
    expect(
      (await pay(planner, { targetType: 'booking', targetId: booking, amountRappen: 2_000, typeId: 4, voucherId: 999_999 })).json().error.details[0],
    ).toMatchObject({ path: '/voucherId', message: 'unknownVoucher' });
  });

  it('mails a paid certificate the payment did not send, from the job', async () => {
    const made = (await request(anna, { ...christmas, paymentMethod: 'inPerson' })).json();
    // Confirmed without the payment's mail (as if it had been lost): the job sends it.
    await t.db
      .update(vouchers)
      .set({ confirmedAt: new Date('2027-01-03T10:00:00Z'), validUntil: '2032-01-03' })
      .where(eq(vouchers.id, made.id));
    expect(await mailDueCertificates(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await stored(made.id)).sentAt).not.toBeNull();
    expect(await mailDueCertificates(t.ctx)).toBe(0);
  });

  it('counts the validity from the payment day, 5 years by default; the certificate keeps its printed day when the setting changes later', async () => {
    const made = (await request(anna, { ...christmas, paymentMethod: 'inPerson', shipping: { to: 'buyer', by: 'post' } })).json();
    expect((await stored(made.id)).validUntil).toBeNull();
    expect(await detailOf(made.id)).toMatchObject({ validUntil: null, paid: false });
    // Paid two months after the request (sessions last 12 hours: logged in again then).
    t.clock.set(new Date('2027-03-01T09:00:00Z'));
    const [annaThen, plannerThen, adminThen] = [anna, planner, admin];
    anna = await loginCookie(t.app, 'anna.meier@example.com');
    planner = await loginCookie(t.app, 'plan@example.com');
    admin = await loginCookie(t.app, 'root@example.com');
    try {
      expect((await pay(planner, { targetType: 'voucher', targetId: made.id, amountRappen: 14_000, typeId: 1 })).statusCode).toBe(201);
      expect((await stored(made.id)).validUntil).toBe('2032-03-01');
      expect(await detailOf(made.id)).toMatchObject({ validUntil: '2032-03-01', paid: true });
      const own = (await t.app.inject({ method: 'GET', url: '/api/vouchers/own', headers: { cookie: anna } })).json();
      expect(own.vouchers.find((v: { id: number }) => v.id === made.id)).toMatchObject({ validUntil: '2032-03-01' });
      expect(await staffPdf(made.id)).toMatch(/Gültig bis 1\. März 2032/);
      const [confirm] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'voucher.confirm'));
      expect(confirm).toBeDefined();

      // The admin makes vouchers valid for 7 years: the issued certificate prints its day still; the next voucher gets 7.
      expect((await setValidityYears(7)).statusCode).toBe(200);
      expect(await staffPdf(made.id)).toMatch(/Gültig bis 1\. März 2032/);
      const anna2 = (await t.app.inject({ method: 'GET', url: `/api/vouchers/${made.id}/pdf`, headers: { cookie: anna } })).rawPayload;
      expect(pdfText(anna2)).toMatch(/Gültig bis 1\. März 2032/);
      const next = await paidVoucher(2_000);
      expect((await stored(next)).validUntil).toBe('2034-03-01');
      // Shorter than the law allows: refused, nothing changes.
      const refused = await setValidityYears(4);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details[0]).toMatchObject({ path: '/voucherValidityYears', message: 'voucherValidityBelowLegalMinimum' });
    } finally {
      expect((await setValidityYears(5)).statusCode).toBe(200);
      t.clock.set(new Date('2027-01-04T06:30:00Z'));
      [anna, planner, admin] = [annaThen, plannerThen, adminThen];
    }
  });

  it('prints on an issued certificate the practice of the day it was paid, also after the settings change; older ones get the current one at the first start', async () => {
    const voucherId = await paidVoucher(5_000);
    expect((await stored(voucherId)).certificateIssuer).toMatchObject({ name: 'Praxis Sanara', phone: expect.any(String) });
    const before = await staffPdf(voucherId);
    expect(before).toContain('PRAXIS SANARA');
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
    const renamed = { ...current, name: 'Praxis Neuland', street: 'Neugasse 9', phone: '+41 31 999 88 77' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload: renamed })).statusCode).toBe(200);
    try {
      expect(await staffPdf(voucherId)).toEqual(before);
      // An unpaid voucher's preview shows the practice as it is now.
      const unpaid = (await request(anna, { ...christmas, paymentMethod: 'inPerson', shipping: { to: 'buyer', by: 'post' } })).json();
      expect(await staffPdf(unpaid.id)).toContain('PRAXIS NEULAND');
      // A voucher paid before certificates kept their practice gets today's at the next start.
      await t.db.update(vouchers).set({ certificateIssuer: null }).where(eq(vouchers.id, voucherId));
      const waiting = (await t.db.select().from(vouchers)).filter((v) => v.confirmedAt !== null && v.certificateIssuer === null);
      expect(waiting.map((v) => v.id)).toContain(voucherId);
      expect(await fillCertificateIssuers(t.ctx)).toBe(waiting.length);
      expect(await fillCertificateIssuers(t.ctx)).toBe(0);
      expect((await stored(voucherId)).certificateIssuer).toMatchObject({ name: 'Praxis Neuland' });
      expect((await stored(unpaid.id)).certificateIssuer).toBeNull();
    } finally {
      expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload: current })).statusCode).toBe(200);
    }
  });

  it('refuses to remove the payment of a voucher something was redeemed from (VOUCHER_IN_USE), changing nothing', async () => {
    const voucherId = await paidVoucher(10_000);
    const booking = await book();
    expect((await pay(planner, { targetType: 'booking', targetId: booking, amountRappen: 3_000, typeId: 4, voucherId })).statusCode).toBe(201);
    const before = await stored(voucherId);
    const [purchase] = (await detailOf(voucherId)).payments;
    const removed = await removePayment(planner, purchase.id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.code).toBe('VOUCHER_IN_USE');
    expect(await stored(voucherId)).toEqual(before);
    expect((await detailOf(voucherId)).payments.map((p: { id: number }) => p.id)).toEqual([purchase.id]);
    const removals = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.remove'));
    expect(removals.some((a) => JSON.parse(a.detail!).id === purchase.id)).toBe(false);
  });

  it('makes a voucher unpaid when its payment is removed before anything was redeemed: no valid-until, not redeemable, paid again from a new day', async () => {
    // Paid by card, its certificate e-mailed to the recipient at once.
    const made = (await request(anna, { ...christmas, paymentMethod: 'inPerson' })).json();
    const paid = await pay(accountant, { targetType: 'voucher', targetId: made.id, amountRappen: 14_000, typeId: 1 });
    expect(paid.statusCode).toBe(201);
    expect(await stored(made.id)).toMatchObject({ validUntil: '2032-01-04', sentAt: expect.any(Date) });
    expect((await removePayment(planner, paid.json().id)).statusCode).toBe(204);
    // As before its payment.
    expect(await stored(made.id)).toMatchObject({ confirmedAt: null, validUntil: null, sentAt: null, balanceRappen: 14_000 });
    expect(await detailOf(made.id)).toMatchObject({ state: 'unconfirmed', paid: false, validUntil: null, payments: [] });
    const [unconfirm] = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'voucher.unconfirm'))).filter(
      (a) => JSON.parse(a.detail!).id === made.id,
    );
    expect(JSON.parse(unconfirm!.detail!)).toMatchObject({ paymentId: paid.json().id, old: { validUntil: '2032-01-04' } });
    // The code no longer pays, nor shows.
    const booking = await book();
    const redeemed = await pay(planner, { targetType: 'booking', targetId: booking, amountRappen: 2_000, typeId: 4, voucherId: made.id });
    expect(redeemed.json().error.code).toBe('VOUCHER_NOT_REDEEMABLE');
    const own = (await t.app.inject({ method: 'GET', url: '/api/vouchers/own', headers: { cookie: anna } })).json();
    expect(own.vouchers.find((v: { id: number }) => v.id === made.id)).toMatchObject({ state: 'unconfirmed', code: null, validUntil: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/vouchers/${made.id}/pdf`, headers: { cookie: anna } })).statusCode).toBe(404);
    const redeemable = (
      await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/redeemable?search=${made.number}`, headers: { cookie: planner } })
    ).json();
    expect(redeemable.vouchers).toEqual([]);
    // Paid again later (logged in again: sessions last 12 hours): valid from that day, and its certificate goes out again.
    t.clock.set(new Date('2027-02-10T09:00:00Z'));
    try {
      const accountantThen = await loginCookie(t.app, 'acc@example.com');
      expect((await pay(accountantThen, { targetType: 'voucher', targetId: made.id, amountRappen: 14_000, typeId: 1 })).statusCode).toBe(201);
      expect(await stored(made.id)).toMatchObject({ validUntil: '2032-02-10', sentAt: expect.any(Date) });
    } finally {
      t.clock.set(new Date('2027-01-04T06:30:00Z'));
    }
  });

  it('lets only one of a redemption and the removal of the voucher’s payment at once pass', async () => {
    for (let round = 0; round < 6; round++) {
      const voucherId = await paidVoucher(5_000);
      const [purchase] = (await detailOf(voucherId)).payments;
      const booking = await book();
      const redeem = () => pay(planner, { targetType: 'booking', targetId: booking, amountRappen: 2_000, typeId: 4, voucherId });
      const remove = () => removePayment(accountant, purchase.id);
      // Either goes first.
      const [redeemed, removed] = round % 2 === 0 ? await Promise.all([redeem(), remove()]) : (await Promise.all([remove(), redeem()])).reverse();
      const voucher = await stored(voucherId);
      if (redeemed!.statusCode === 201) {
        expect(removed!.statusCode).toBe(409);
        expect(removed!.json().error.code).toBe('VOUCHER_IN_USE');
        expect(voucher).toMatchObject({ balanceRappen: 3_000, confirmedAt: expect.any(Date) });
      } else {
        expect(redeemed!.json().error.code).toBe('VOUCHER_NOT_REDEEMABLE');
        expect(removed!.statusCode).toBe(204);
        expect(voucher).toMatchObject({ balanceRappen: 5_000, confirmedAt: null, validUntil: null });
      }
    }
  });

  it('finds vouchers by code as typed, case and dashes aside', async () => {
    const id = await paidVoucher(2_000);
    const { code } = await stored(id);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)}`;
    expect(normalizeVoucherCode(typed)).toBe(code);
    const found = (
      await t.app.inject({ method: 'GET', url: `/api/staff/vouchers?search=${encodeURIComponent(typed)}`, headers: { cookie: accountant } })
    ).json();
    expect(found.vouchers.map((v: { id: number }) => v.id)).toEqual([id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/vouchers?state=bogus', headers: { cookie: accountant } })).statusCode).toBe(400);
  });
});
