import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableTherapist, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings, invoices, receipts, users, vouchers } from '../../db/schema/index.ts';

describe.each(DB_KINDS)('staff search API on %s', (kind) => {
  let t: TestApp;
  let planner: string;
  let accountant: string;
  let customer: string;
  let annaId: number;
  const bookingIds = new Map<number, number>();

  const customerWith = async (email: string, names: { firstName: string; lastName: string; phone?: string }) => {
    const id = await createUser(t.db, email, ['customer']);
    await t.db.update(users).set(names).where(eq(users.id, id));
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const therapistId = await createBookableTherapist(t.db);
    annaId = await customerWith('anna.meier@example.com', { firstName: 'Anna', lastName: 'Meier', phone: '+41 79 123 45 67' });
    await customerWith('peter.keller@example.com', { firstName: 'Peter', lastName: 'Keller', phone: '044 555 12 12' });
    // Names a LIKE wildcard would match too: "r_F" and "t%P" must find only the first of each pair.
    await customerWith('underscore@example.com', { firstName: 'Ute', lastName: 'Muster_Frau' });
    await customerWith('letter@example.com', { firstName: 'Ute', lastName: 'MusterXFrau' });
    await customerWith('percent@example.com', { firstName: 'Hans', lastName: 'Hundert%Prozent' });
    await customerWith('nopercent@example.com', { firstName: 'Hans', lastName: 'HundertXProzent' });
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
    customer = await loginCookie(t.app, 'anna.meier@example.com');

    for (const [i, numberInYear] of [12, 120, 12_345].entries()) {
      const startsAt = new Date(Date.UTC(2027, 0, 5 + i, 9));
      const [row] = await t.db
        .insert(bookings)
        .values({
          therapistId,
          customerId: annaId,
          therapyId: 1,
          arrangementId: 2,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          durationMinutes: 55,
          priceRappen: 14_000,
          numberYear: 2027,
          numberInYear,
          cancelledAt: numberInYear === 120 ? new Date('2027-01-02T10:00:00Z') : null,
        })
        .returning({ id: bookings.id });
      bookingIds.set(numberInYear, row!.id);
    }
    const invoice = (number: string, state: string) => ({
      number,
      year: 2027,
      targetType: 'booking',
      bookingId: bookingIds.get(12)!,
      customerId: annaId,
      amountRappen: 14_000,
      issuedOn: '2027-01-20',
      dueOn: '2027-02-19',
      state,
      language: 'de',
    });
    await t.db.insert(invoices).values([invoice('2027-0042', 'sent'), invoice('2027-0420', 'paid')]);
    const [original] = await t.db
      .insert(receipts)
      .values({
        number: '2027-0007',
        year: 2027,
        customerId: annaId,
        bookingIds: [bookingIds.get(12)!],
        language: 'de',
        reason: 'illness',
        totalRappen: 14_000,
        issuedOn: '2027-01-21',
      })
      .returning({ id: receipts.id });
    await t.db.insert(receipts).values({
      number: '2027-0007',
      year: 2027,
      customerId: annaId,
      bookingIds: [bookingIds.get(12)!],
      language: 'de',
      reason: 'illness',
      totalRappen: 14_000,
      issuedOn: '2027-01-22',
      copyOfId: original!.id,
    });
    await t.db.insert(vouchers).values({
      number: '2027-0003',
      year: 2027,
      code: 'K7QMXR3D9HTP',
      buyerId: annaId,
      motif: 'neutral',
      initialRappen: 10_000,
      balanceRappen: 10_000,
      shipTo: 'buyer',
      shipBy: 'email',
      paymentMethod: 'inPerson',
      language: 'de',
      requestedOn: '2027-01-03',
    });
  });
  afterAll(() => t.close());

  const search = (q: string, cookie = planner) => t.app.inject({ method: 'GET', url: `/api/staff/search?q=${encodeURIComponent(q)}`, headers: { cookie } });
  const found = async (q: string, cookie = planner) => {
    const res = await search(q, cookie);
    expect(res.statusCode, q).toBe(200);
    return res.json();
  };
  const emails = async (q: string) => (await found(q)).customers.map((c: { email: string }) => c.email);

  it('finds a customer by part of the name in any case, both names in either order, the e-mail and the phone number', async () => {
    expect(await emails('meier')).toEqual(['anna.meier@example.com']);
    expect(await emails('ANNA MEI')).toEqual(['anna.meier@example.com']);
    expect(await emails('Meier Anna')).toEqual(['anna.meier@example.com']);
    expect(await emails('anna.meier@exa')).toEqual(['anna.meier@example.com']);
    expect(await emails('079 123 45 67')).toEqual(['anna.meier@example.com']);
    expect(await emails('+41791234567')).toEqual(['anna.meier@example.com']);
    expect(await emails('5551212')).toEqual(['peter.keller@example.com']);
    const [anna] = (await found('Meier')).customers;
    expect(anna).toEqual({ id: annaId, firstName: 'Anna', lastName: 'Meier', email: 'anna.meier@example.com', phone: '+41 79 123 45 67' });
    // Staff without the customer role are no customers.
    expect(await emails('plan@example')).toEqual([]);
  });

  it('takes %, _ and \\ in the text literally', async () => {
    expect(await emails('r_F')).toEqual(['underscore@example.com']);
    expect(await emails('t%P')).toEqual(['percent@example.com']);
    expect(await emails('%%')).toEqual([]);
    expect(await emails('__')).toEqual([]);
    expect(await emails('\\%')).toEqual([]);
  });

  it('finds a booking by its number in full, or by its start in its year, the number typed first', async () => {
    const numbers = async (q: string) => (await found(q)).bookings.map((b: { number: string }) => b.number);
    expect(await numbers('2027-00012')).toEqual(['2027-00012']);
    expect(await numbers('2027-12')).toEqual(['2027-00012', '2027-12345']);
    expect(await numbers('2027-0012')).toEqual(['2027-00012', '2027-00120']);
    expect(await numbers('2026-00012')).toEqual([]);
    const [booking] = (await found('2027-00120')).bookings;
    expect(booking).toEqual({
      id: bookingIds.get(120),
      number: '2027-00120',
      start: '2027-01-06T09:00:00.000Z',
      therapyLabelKey: 'classic_massage',
      cancelled: true,
      customer: { id: annaId, firstName: 'Anna', lastName: 'Meier', email: 'anna.meier@example.com' },
    });
  });

  it('finds an invoice, a receipt (not its copy) and a voucher by number, and a voucher by the start of its code', async () => {
    const result = await found('2027-0042');
    expect(result.invoices).toEqual([
      {
        id: expect.any(Number),
        number: '2027-0042',
        issuedOn: '2027-01-20',
        amountRappen: 14_000,
        state: 'sent',
        customer: expect.objectContaining({ id: annaId }),
      },
    ]);
    expect((await found('2027-42')).invoices.map((i: { number: string }) => i.number)).toEqual(['2027-0042']);
    expect((await found('2027-04')).invoices.map((i: { number: string }) => i.number)).toEqual(['2027-0420']);
    expect((await found('2027-0')).invoices.map((i: { number: string }) => i.number)).toEqual(['2027-0042', '2027-0420']);
    expect((await found('2027-0007')).receipts).toEqual([
      {
        id: expect.any(Number),
        number: '2027-0007',
        issuedOn: '2027-01-21',
        totalRappen: 14_000,
        cancelled: false,
        customer: expect.objectContaining({ id: annaId }),
      },
    ]);
    const voucher = { id: expect.any(Number), number: '2027-0003', code: 'K7QMXR3D9HTP', initialRappen: 10_000, balanceRappen: 10_000, state: 'unconfirmed' };
    expect((await found('2027-0003')).vouchers).toEqual([{ ...voucher, buyer: expect.objectContaining({ id: annaId }) }]);
    expect((await found('k7qm-xr3d')).vouchers).toEqual([{ ...voucher, buyer: expect.objectContaining({ id: annaId }) }]);
    expect((await found('K7QM-XR3D-9HTX')).vouchers).toEqual([]);
  });

  it('refuses a text under 2 or over 100 characters, or none, naming q', async () => {
    for (const [q, message] of [
      ['a', 'searchTooShort'],
      ['  a  ', 'searchTooShort'],
      ['x'.repeat(101), 'tooLong'],
      ['ab\u0000', 'invalidCharacters'],
    ]) {
      const res = await search(q!);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error, q).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: '/q', message }] });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/staff/search', headers: { cookie: planner } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_ERROR');
    expect((await search('x'.repeat(100))).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 to a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/search?q=Meier' })).statusCode).toBe(401);
    const res = await search('Meier', customer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('searches each kind only for roles that may list it: an accountant gets no customers or bookings', async () => {
    expect((await found('Meier')).kinds).toEqual(['customers', 'bookings', 'invoices', 'receipts', 'vouchers']);
    const byName = await found('Meier', accountant);
    expect(byName).toEqual({ kinds: ['invoices', 'receipts', 'vouchers'], customers: [], bookings: [], invoices: [], receipts: [], vouchers: [] });
    const byYear = await found('2027', accountant);
    expect(byYear.customers).toEqual([]);
    expect(byYear.bookings).toEqual([]);
    expect(byYear.invoices).toHaveLength(2);
    expect(byYear.receipts).toHaveLength(1);
    expect(byYear.vouchers).toHaveLength(1);
    expect((await found('2027')).bookings).toHaveLength(3);
  });
});
