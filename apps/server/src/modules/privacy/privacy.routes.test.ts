import { eq, or, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createUser, lastMailTo, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import {
  auditLog,
  bookings,
  cashTransactions,
  customerFileContents,
  customerFiles,
  dataExportLinks,
  drawings,
  healthForms,
  invoices,
  journalVersions,
  payments,
  receipts,
  sessions,
  users,
  waitlistOffers,
  waitlistRequests,
} from '../../db/schema/index.ts';

const no = { answer: 'no', details: '' };
const form = {
  answers: {
    bloodPressure: 'normal',
    medication: { answer: 'yes', details: 'Betablocker' },
    surgery: no,
    illness: no,
    allergies: no,
    implants: no,
    healthProblems: no,
    generalRemarks: 'Rücken links',
  },
  signature: { kind: 'typed', name: 'Anna Muster' },
  confirmed: true,
};

describe.each(DB_KINDS)('privacy: audit viewer, export and erasure on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let annaId: number;
  let adminId: number;
  let bookingId: number;
  let invoiceId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const therapistId = await createBookableTherapist(t.db, 'thera@example.com');
    adminId = await createUser(t.db, 'admin@example.com', ['admin']);
    await createUser(t.db, 'md@example.com', ['managing_director']);
    await createUser(t.db, 'planner@example.com', ['planner']);
    await createUser(t.db, 'accountant@example.com', ['accountant']);
    await createUser(t.db, 'other@example.com', ['customer']);
    annaId = await createUser(t.db, 'anna@example.com', ['customer']);
    await t.db
      .update(users)
      .set({
        firstName: '=Anna',
        lastName: 'Muster',
        phone: '+41791234567',
        street: 'Gasse 1',
        postalCode: '8000',
        location: 'Zürich',
        healthInsurer: 'Helsana',
      })
      .where(eq(users.id, annaId));
    for (const name of ['thera', 'admin', 'md', 'planner', 'accountant', 'other', 'anna']) cookies[name] = await loginCookie(t.app, `${name}@example.com`);

    const [booking] = await t.db
      .insert(bookings)
      .values({
        therapistId,
        customerId: annaId,
        therapyId: 1,
        arrangementId: 2,
        startsAt: new Date('2026-06-02T08:00:00Z'),
        endsAt: new Date('2026-06-02T09:00:00Z'),
        durationMinutes: 55,
        priceRappen: 14000,
        customerComment: 'Bitte Parkplatz',
      })
      .returning();
    bookingId = booking!.id;
    const [request] = await t.db
      .insert(waitlistRequests)
      .values({
        customerId: annaId,
        therapyId: 1,
        arrangementId: 2,
        fromDate: '2026-06-08',
        toDate: '2026-06-12',
        weekdays: [1, 2],
        fromMinute: 17 * 60,
        toMinute: 19 * 60,
        createdAt: new Date('2026-06-01T10:00:00Z'),
      })
      .returning();
    await t.db.insert(waitlistOffers).values({
      requestId: request!.id,
      startsAt: new Date('2026-06-08T15:00:00Z'),
      endsAt: new Date('2026-06-08T16:00:00Z'),
      tokenHash: 'secret-offer-hash',
      createdAt: new Date('2026-06-05T09:00:00Z'),
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/health-form', headers: asUser(cookies.anna!), payload: form })).statusCode).toBe(201);
    await t.db
      .insert(journalVersions)
      .values({ bookingId, version: 1, history: 'Verspannung', treatment: 'Massage', savedByUserId: therapistId, savedAt: new Date() });
    await t.db.insert(drawings).values({
      bookingId,
      view: 'front',
      strokes: [
        {
          pen: 'm',
          colour: 'red',
          points: [
            [100, 100, 0.5],
            [120, 130, 0.5],
          ],
        },
      ],
      strokeCount: 1,
      updatedAt: new Date(),
    });
    const [file] = await t.db
      .insert(customerFiles)
      .values({ userId: annaId, fileName: '../Bericht.pdf', extension: 'pdf', mimeType: 'application/pdf', sizeBytes: 5, uploadedAt: new Date() })
      .returning();
    await t.db.insert(customerFileContents).values({ fileId: file!.id, content: Buffer.from('%PDF-') });
    await t.db.insert(payments).values({ targetType: 'booking', bookingId, amountRappen: 14000, typeId: 1, paidOn: '2026-06-02', payerId: annaId });
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        number: '2026-0001',
        year: 2026,
        targetType: 'booking',
        bookingId,
        customerId: annaId,
        amountRappen: 14000,
        issuedOn: '2026-06-02',
        dueOn: '2026-07-02',
        state: 'sent',
        language: 'de',
      })
      .returning();
    invoiceId = invoice!.id;
    await t.db.insert(receipts).values({
      number: '2026-0001',
      year: 2026,
      customerId: annaId,
      bookingIds: [bookingId],
      language: 'de',
      reason: 'illness',
      totalRappen: 14000,
      issuedOn: '2026-06-03',
    });
    await t.db.insert(cashTransactions).values({
      number: '2026-0001',
      year: 2026,
      date: '2026-06-02',
      type: 'cashReceipt',
      subject: `Barzahlung Buchung ${bookingId}`,
      amountRappen: 14000,
      direction: 'debit',
      bookingId,
    });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  const post = (url: string, cookie: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: asUser(cookie), payload });
  const zipOf = (body: Buffer) => unzipSync(new Uint8Array(body));

  it('lets only managing directors and admins read the audit log, and only admins export and erase', async () => {
    for (const role of ['thera', 'planner', 'accountant', 'anna']) {
      expect((await get('/api/admin/audit', cookies[role]!)).statusCode, role).toBe(403);
      expect((await get(`/api/admin/customers/${annaId}/export`, cookies[role]!)).statusCode, role).toBe(403);
      expect((await post(`/api/admin/customers/${annaId}/erase`, cookies[role]!)).statusCode, role).toBe(403);
    }
    expect((await get('/api/admin/audit', cookies.md!)).statusCode).toBe(200);
    expect((await get(`/api/admin/customers/${annaId}/export`, cookies.md!)).statusCode).toBe(403);
    expect((await post(`/api/admin/customers/${annaId}/erase`, cookies.md!)).statusCode).toBe(403);
  });

  it('finds the health-form rows by customer and audits the read itself', async () => {
    const res = await get(`/api/admin/audit?customerId=${annaId}`, cookies.md!);
    expect(res.statusCode).toBe(200);
    const { entries } = res.json() as { entries: Array<{ action: string; subject: { id: number; name: string } | null }> };
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.subject?.id === annaId)).toBe(true);
    expect(entries.map((e) => e.action)).toContain('health_form.sign');
    const again = (await get(`/api/admin/audit?customerId=${annaId}`, cookies.md!)).json() as { entries: Array<{ action: string }> };
    expect(again.entries[0]!.action).toBe('audit.read');
    expect((await get('/api/admin/audit?from=2099-01-01', cookies.md!)).json()).toEqual({ entries: [] });
    expect((await get('/api/admin/audit?customerId=999999&actorId=999999', cookies.md!)).json()).toEqual({ entries: [] });
    expect((await get('/api/admin/audit?from=2026-02-01&to=2026-01-01', cookies.md!)).statusCode).toBe(400);
  });

  it('answers the same rows as a CSV with formula-leading fields escaped', async () => {
    const res = await get(`/api/admin/audit?customerId=${annaId}`, cookies.admin!, { accept: 'text/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.startsWith('\uFEFFid;at;actorId')).toBe(true);
    expect(res.body).toContain(";'=Anna Muster;");
    expect(res.body).not.toContain(';=Anna');
  });

  it('exports everything about a customer as one ZIP, audited', async () => {
    const res = await get(`/api/admin/customers/${annaId}/export`, cookies.admin!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    const zip = zipOf(res.rawPayload);
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'profile.json',
        'bookings.json',
        'payments.json',
        'invoices.json',
        'receipts.json',
        'vouchers.json',
        'waitlist.json',
        'summary.pdf',
        'health-forms/health-form-v1.json',
        'health-forms/health-form-v1.pdf',
        `journals/booking-${bookingId}-v1.json`,
        `drawings/booking-${bookingId}-front.svg`,
        'files.json',
      ]),
    );
    const profile = JSON.parse(strFromU8(zip['profile.json']!)) as Record<string, unknown>;
    expect(profile).toMatchObject({ email: 'anna@example.com', healthInsurer: 'Helsana' });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(strFromU8(zip[`drawings/booking-${bookingId}-front.svg`]!)).toMatch(/^<svg/);
    expect(strFromU8(zip['summary.pdf']!.slice(0, 5))).toBe('%PDF-');
    // The waiting list: the request with the slot offered, without the offer link's hash.
    const waitlist = strFromU8(zip['waitlist.json']!);
    expect(JSON.parse(waitlist)).toEqual([
      expect.objectContaining({
        fromDate: '2026-06-08',
        toDate: '2026-06-12',
        weekdays: [1, 2],
        status: 'waiting',
        offers: [expect.objectContaining({ startsAt: '2026-06-08T15:00:00.000Z', bookingId: null })],
      }),
    ]);
    expect(waitlist).not.toContain('secret-offer-hash');
    const fileEntry = Object.keys(zip).find((name) => name.startsWith('files/'))!;
    expect(fileEntry).toMatch(/^files\/\d+-[^/]*Bericht\.pdf$/);
    expect(strFromU8(zip[fileEntry]!)).toBe('%PDF-');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.export'));
    expect(row).toMatchObject({ actorUserId: adminId, subjectUserId: annaId });
    expect((await get('/api/admin/customers/999999/export', cookies.admin!)).statusCode).toBe(404);
  });

  it('mails a customer a one-time link to their data, without health data, valid 24 hours', async () => {
    const res = await post('/api/profile/export-request', cookies.anna!);
    expect(res.json()).toEqual({ status: 'success' });
    const mail = await lastMailTo(t.db, 'anna@example.com');
    expect(mail!.text).not.toMatch(/Betablocker|Rücken|Helsana/);
    expect(mail!.html).not.toMatch(/Betablocker|Rücken|Helsana/);
    const link = new URL(mail!.text.match(/https?:\/\/\S+token=[A-Za-z0-9_-]+/)![0]);
    const [stored] = await t.db.select().from(dataExportLinks).where(eq(dataExportLinks.userId, annaId));
    expect(stored!.tokenHash).not.toContain(link.searchParams.get('token'));
    // The link opens a page; what a mail scanner's GET of it gets holds no data and uses nothing up.
    expect(link.pathname).toBe('/data-export');
    const token = link.searchParams.get('token')!;
    expect((await t.app.inject({ method: 'GET', url: `/api/profile/export?token=${token}` })).statusCode).toBe(404);
    const fetchOnce = () => t.app.inject({ method: 'POST', url: '/api/profile/export', headers: csrf(), payload: { token } });
    const download = await fetchOnce();
    expect(download.statusCode).toBe(200);
    expect(Object.keys(zipOf(download.rawPayload))).toContain('health-forms/health-form-v1.pdf');
    const reused = await fetchOnce();
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ error: { code: 'EXPORT_LINK_INVALID' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/profile/export', headers: csrf(), payload: { token: 'unknown-token-unknown-token' } });
    expect(unknown.statusCode).toBe(410);
    // Without the page's CSRF header, a cross-site form cannot fetch it.
    expect((await t.app.inject({ method: 'POST', url: '/api/profile/export', payload: { token } })).statusCode).toBe(403);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, annaId))).map((r) => r.action);
    expect(actions).toContain('privacy.export-request');
  });

  it('refuses an expired link and more than three requests an hour', async () => {
    await post('/api/profile/export-request', cookies.anna!);
    const link = new URL((await lastMailTo(t.db, 'anna@example.com'))!.text.match(/https?:\/\/\S+token=[A-Za-z0-9_-]+/)![0]);
    // 24 hours later (the sessions would end too if the clock moved): the link's expiry moves back.
    await t.db
      .update(dataExportLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExportLinks.userId, annaId));
    const expired = await t.app.inject({ method: 'POST', url: '/api/profile/export', headers: csrf(), payload: { token: link.searchParams.get('token') } });
    expect(expired.statusCode).toBe(410);
    // Two requests in this hour so far: one more is allowed, the fourth is not.
    expect((await post('/api/profile/export-request', cookies.anna!)).statusCode).toBe(200);
    expect((await post('/api/profile/export-request', cookies.anna!)).statusCode).toBe(429);
  });

  it('refuses to erase while an invoice is open, an unknown id, staff and oneself', async () => {
    const open = await post(`/api/admin/customers/${annaId}/erase`, cookies.admin!);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ error: { code: 'OPEN_INVOICE' } });
    expect((await post('/api/admin/customers/999999/erase', cookies.admin!)).statusCode).toBe(404);
    const staff = await post(`/api/admin/customers/${adminId}/erase`, cookies.admin!);
    expect(staff.json()).toMatchObject({ error: { code: 'NOT_ERASABLE' } });
    const [thera] = await t.db.select().from(users).where(eq(users.email, 'thera@example.com'));
    expect((await post(`/api/admin/customers/${thera!.id}/erase`, cookies.admin!)).statusCode).toBe(409);
    const [anna] = await t.db.select().from(users).where(eq(users.id, annaId));
    expect(anna!.erasedAt).toBeNull();
  });

  it('erases personal and health data, keeps the accounting identical, and audits it', async () => {
    await t.db.update(invoices).set({ state: 'paid', paidOn: '2026-06-10' }).where(eq(invoices.id, invoiceId));
    const totals = async () => ({
      payments: (await t.db.select({ n: sql<number>`coalesce(sum(${payments.amountRappen}), 0)::int` }).from(payments))[0]!.n,
      invoices: (await t.db.select({ n: sql<number>`coalesce(sum(${invoices.amountRappen}), 0)::int` }).from(invoices))[0]!.n,
      receipts: (await t.db.select({ n: sql<number>`coalesce(sum(${receipts.totalRappen}), 0)::int` }).from(receipts))[0]!.n,
      cash: (
        await t.db
          .select({
            n: sql<number>`coalesce(sum(case when ${cashTransactions.direction} = 'debit' then ${cashTransactions.amountRappen} else -${cashTransactions.amountRappen} end), 0)::int`,
          })
          .from(cashTransactions)
      )[0]!.n,
    });
    const before = await totals();
    const res = await post(`/api/admin/customers/${annaId}/erase`, cookies.admin!, { reason: 'Auf Wunsch der Kundin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      removed: { healthForms: 1, journalVersions: 1, drawings: 1, files: 1, sessions: 1, loginLinks: 0, exportLinks: expect.any(Number) },
      kept: { bookings: 1, payments: 1, invoices: 1, receipts: 1, vouchers: 0 },
    });
    expect(before).toEqual({ payments: 14000, invoices: 14000, receipts: 14000, cash: 14000 });
    expect(await totals()).toEqual(before);
    const [anna] = await t.db.select().from(users).where(eq(users.id, annaId));
    expect(anna).toMatchObject({
      firstName: 'erased customer',
      lastName: `#${annaId}`,
      email: `erased-${annaId}@erased.invalid`,
      passwordHash: null,
      phone: null,
      street: null,
      healthInsurer: null,
    });
    expect(anna!.erasedAt).not.toBeNull();
    expect(await t.db.select().from(healthForms).where(eq(healthForms.userId, annaId))).toEqual([]);
    expect(await t.db.select().from(customerFileContents)).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, annaId))).toEqual([]);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ customerId: annaId, priceRappen: 14000, customerComment: '' });
    expect((await get('/api/health-form', cookies.anna!)).statusCode).toBe(401);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.erase'));
    expect(audit).toMatchObject({ actorUserId: adminId, subjectUserId: annaId });
    // The audit rows stay, but the names stored in them when they were written go with the rest.
    const named = await t.db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.actorUserId, annaId), eq(auditLog.subjectUserId, annaId)));
    expect(named.length).toBeGreaterThan(1);
    for (const row of named) {
      if (row.actorUserId === annaId) expect(row.actorName).toBe(`erased customer #${annaId}`);
      if (row.subjectUserId === annaId) expect(row.subjectName).toBe(`erased customer #${annaId}`);
    }
    expect((await post(`/api/admin/customers/${annaId}/erase`, cookies.admin!)).json()).toMatchObject({ error: { code: 'ALREADY_ERASED' } });
  });
});
