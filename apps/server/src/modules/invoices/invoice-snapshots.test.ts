import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfWithQr } from '../../../test/pdf-read.ts';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, enterQrIban, loginCookie, TEST_QR_IBAN } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { invoices, users } from '../../db/schema/index.ts';
import { fillInvoiceSnapshots } from './invoice-documents.ts';

/** A valid Swiss IBAN that is not a QR-IBAN (the standard's example). */
const PLAIN_IBAN = 'CH9300762011623852957';

describe.each(DB_KINDS)('issued invoices keep what they print on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let planner: string;
  let lea: string;
  let annaId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    await createBookableTherapist(t.db);
    annaId = await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await t.db.update(users).set({ street: 'Bahnhofstrasse 1', postalCode: '8001', location: 'Zürich', countryCode: 'CH' }).where(eq(users.id, annaId));
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'boss@example.com', ['admin']);
    await enterQrIban(t.app, t.db);
    planner = await loginCookie(t.app, 'plan@example.com');
    admin = await loginCookie(t.app, 'boss@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
  });
  afterAll(() => t.close());

  /** Moves the clock; the sessions of before have run out by then, so staff log in again. */
  const at = async (iso: string) => {
    t.clock.set(new Date(iso));
    planner = await loginCookie(t.app, 'plan@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
    admin = await loginCookie(t.app, 'boss@example.com');
  };

  let hour = 9;
  const invoicedBooking = async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId: annaId, therapyId: 1, arrangementId: 2, start: `2027-01-11T${String(hour++).padStart(2, '0')}:00:00+01:00`, notify: false },
    });
    expect(booked.statusCode).toBe(201);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/staff/payments',
      headers: asUser(planner),
      payload: { targetType: 'booking', targetId: booked.json().id, amountRappen: 14000, typeId: 5 },
    });
    expect(paid.statusCode).toBe(201);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, paid.json().id));
    return invoice!;
  };
  const pdfOf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: planner } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return readPdfWithQr(res.rawPayload);
  };
  const changeSettings = async (change: (settings: Record<string, unknown>) => Record<string, unknown>) => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload: change(settings) });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('prints the same QR-bill after the account, the practice and the customer changed, and its reminder too', async () => {
    const invoice = await invoicedBooking();
    const before = await pdfOf(`/api/staff/invoices/${invoice.id}/pdf`);
    expect(before.qr[3]).toBe(TEST_QR_IBAN);
    expect(before.qr[27]).toBe('QRR');

    await changeSettings((settings) => ({
      ...settings,
      qrIban: null,
      iban: PLAIN_IBAN,
      name: 'Praxis Neu',
      creditor: { name: 'Neu AG', street: 'Neugasse 9', postalCode: '3000', city: 'Bern', country: 'CH' },
    }));
    await t.db.update(users).set({ street: 'Neuweg 7', postalCode: '8400', location: 'Winterthur' }).where(eq(users.id, annaId));

    const after = await pdfOf(`/api/staff/invoices/${invoice.id}/pdf`);
    expect(after.qr).toEqual(before.qr);
    expect(after.text).toContain('Bahnhofstrasse 1');
    expect(after.text).not.toContain('Neuweg 7');
    expect(after.text).toContain('Praxis Sanara');

    // Thirty days on, its first reminder asks on the same account, from the same address, to the same one.
    await at('2027-02-05T08:00:00Z');
    const reminded = await t.app.inject({ method: 'POST', url: `/api/staff/invoices/${invoice.id}/reminders`, headers: asUser(planner) });
    expect(reminded.statusCode, reminded.body).toBe(201);
    const reminder = await pdfOf(`/api/staff/invoices/${invoice.id}/reminders/1/pdf`);
    expect(reminder.qr.slice(0, 18)).toEqual(before.qr.slice(0, 18));
    expect(reminder.qr.slice(20, 29)).toEqual(before.qr.slice(20, 29));

    // A new invoice follows today's settings: the IBAN with a creditor reference, and the new address.
    await at('2027-01-04T06:30:00Z');
    const next = await invoicedBooking();
    const fresh = await pdfOf(`/api/staff/invoices/${next.id}/pdf`);
    expect(fresh.qr[3]).toBe(PLAIN_IBAN);
    expect(fresh.qr[27]).toBe('SCOR');
    expect(fresh.qr.slice(5, 11)).toEqual(['Neu AG', 'Neugasse 9', '', '3000', 'Bern', 'CH']);
    expect(fresh.qr.slice(20, 27)).toEqual(['S', 'Anna Meier', 'Neuweg 7', '', '8400', 'Winterthur', 'CH']);
  });

  it('gives invoices issued before snapshots one from today, with the account their reference needs', async () => {
    const invoice = await invoicedBooking();
    const issued = await pdfOf(`/api/staff/invoices/${invoice.id}/pdf`);
    // As an invoice of an older version: no snapshot, and the settings name both accounts.
    await t.db.update(invoices).set({ snapshot: null }).where(eq(invoices.id, invoice.id));
    await changeSettings((settings) => ({ ...settings, qrIban: TEST_QR_IBAN, iban: PLAIN_IBAN }));

    expect(await fillInvoiceSnapshots(t.ctx)).toBe(1);
    expect(await fillInvoiceSnapshots(t.ctx)).toBe(0);
    const [filled] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(filled!.snapshot).toMatchObject({ account: issued.qr[3], debtor: { lastName: 'Meier' }, lines: [{ priceRappen: expect.any(Number) }] });
    const rendered = await pdfOf(`/api/staff/invoices/${invoice.id}/pdf`);
    expect(rendered.qr.slice(0, 4)).toEqual(issued.qr.slice(0, 4));
    expect(rendered.qr.slice(27, 29)).toEqual(issued.qr.slice(27, 29));
  });
});
