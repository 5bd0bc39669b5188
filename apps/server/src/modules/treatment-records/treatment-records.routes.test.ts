import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, journalVersions, users } from '../../db/schema/index.ts';

// Monday 4 January 2027, 07:30 in Zurich.
const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');
const texts = {
  history: 'Seit drei Wochen Nackenschmerzen links.',
  treatment: 'Klassische Massage Nacken',
  notes: 'mag es kräftig',
  diagnosis: 'Verspannung Trapezius',
};
const stroke = (
  pen: 's' | 'm' | 'l' = 'm',
  colour = 'red',
  points: unknown[][] = [
    [100, 200, 0.5],
    [120, 230, 0.7],
    [140, 260, 0.6],
  ],
) => ({ pen, colour, points });

describe.each(DB_KINDS)('treatment records on %s', (kind) => {
  let t: TestApp;
  let lea: string;
  let mia: string;
  let planner: string;
  let accountant: string;
  let customer: string;
  let admin: string;
  let customers = 0;
  let slot = 0;
  // Every working day (Monday to Saturday) from 5 January to 27 February 2027.
  const days = Array.from({ length: 54 }, (_, i) => new Date(Date.UTC(2027, 0, 5 + i)))
    .filter((day) => day.getUTCDay() !== 0)
    .map((day) => day.toISOString().slice(0, 10));
  const slots = days.flatMap((day) => ['09', '10', '11', '14', '15', '16', '17', '18'].map((hour) => `${day}T${hour}:00:00+01:00`));
  const book = async (customerId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(lea),
      payload: { customerId, therapyId: 1, arrangementId: 2, start: slots[slot++], notify: false },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  /** A customer of their own for each test (tests run in any order), with an earlier and a later booking. */
  const customerWithTwoBookings = async () => {
    const id = await createBookingCustomer(t.db, `customer${++customers}@example.com`, 'Anna');
    const earlier = await book(id);
    const later = await book(id);
    return { id, email: `customer${customers}@example.com`, earlier, later };
  };
  const save = async (bookingId: number, change: Partial<typeof texts> = {}, cookie = lea) => {
    const version = (await get(`/api/staff/bookings/${bookingId}/journal`, cookie)).json().version as number;
    const res = await put(`/api/staff/bookings/${bookingId}/journal`, { ...texts, ...change, version }, cookie);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(MONDAY_0730);
    const leaId = await createBookableTherapist(t.db);
    await t.db.update(users).set({ firstName: 'Lea', lastName: 'Brunner' }).where(eq(users.id, leaId));
    const miaId = await createUser(t.db, 'mia@example.com', ['therapist']);
    await t.db.update(users).set({ firstName: 'Mia', lastName: 'Keller' }).where(eq(users.id, miaId));
    await createBookingCustomer(t.db, 'anna.meier@example.com', 'Anna');
    await createUser(t.db, 'plan@example.com', ['planner']);
    await createUser(t.db, 'acc@example.com', ['accountant']);
    await createUser(t.db, 'root@example.com', ['admin']);
    lea = await loginCookie(t.app, 'lea@example.com');
    mia = await loginCookie(t.app, 'mia@example.com');
    planner = await loginCookie(t.app, 'plan@example.com');
    accountant = await loginCookie(t.app, 'acc@example.com');
    customer = await loginCookie(t.app, 'anna.meier@example.com');
    admin = await loginCookie(t.app, 'root@example.com');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = lea) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const put = (url: string, payload: unknown, cookie = lea) => t.app.inject({ method: 'PUT', url, headers: asUser(cookie), payload: payload as object });
  const audits = async (action: string, customerId: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.subjectUserId, customerId)))
    ).length;

  it('starts empty at version 0 and keeps every saved version with its author', async () => {
    const { earlier } = await customerWithTwoBookings();
    const empty = await get(`/api/staff/bookings/${earlier}/journal`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ bookingId: earlier, version: 0, history: '', updatedBy: null });

    const first = await put(`/api/staff/bookings/${earlier}/journal`, { ...texts, version: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ...texts, version: 1, updatedBy: 'Lea Brunner' });
    t.clock.advance(60_000);
    const second = await put(`/api/staff/bookings/${earlier}/journal`, { ...texts, treatment: 'Nacken und Schultern', version: 1 }, mia);
    expect(second.json()).toMatchObject({ version: 2, treatment: 'Nacken und Schultern', updatedBy: 'Mia Keller' });
    // The same texts again make no new version.
    expect((await put(`/api/staff/bookings/${earlier}/journal`, { ...texts, treatment: 'Nacken und Schultern', version: 2 })).json().version).toBe(2);

    const versions = (await get(`/api/staff/bookings/${earlier}/journal/versions`)).json().versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[1]).toMatchObject({ treatment: texts.treatment, savedBy: 'Lea Brunner' });
    expect(versions[0]).toMatchObject({ treatment: 'Nacken und Schultern', savedBy: 'Mia Keller' });
  });

  it("refuses a save on an outdated version with both texts, and keeps the other therapist's", async () => {
    const { earlier } = await customerWithTwoBookings();
    await save(earlier);
    const theirs = await put(`/api/staff/bookings/${earlier}/journal`, { ...texts, notes: 'Mia: Termin in 2 Wochen', version: 1 }, mia);
    expect(theirs.json()).toMatchObject({ version: 2, updatedBy: 'Mia Keller' });
    const mine = await put(`/api/staff/bookings/${earlier}/journal`, { ...texts, notes: 'Lea: anders', version: 1 });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error).toMatchObject({
      code: 'VERSION_CONFLICT',
      details: { yours: { notes: 'Lea: anders', version: 1 }, theirs: { notes: 'Mia: Termin in 2 Wochen', version: 2 } },
    });
    expect((await get(`/api/staff/bookings/${earlier}/journal`)).json().notes).toBe('Mia: Termin in 2 Wochen');
  });

  it('gives 20 saves on the same version one winner', async () => {
    const { later } = await customerWithTwoBookings();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(`/api/staff/bookings/${later}/journal`, { ...texts, notes: `Fassung ${i}`, version: 0 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const rows = await t.db.select().from(journalVersions).where(eq(journalVersions.bookingId, later));
    expect(rows).toHaveLength(1);
  });

  it('refuses a text over its limit, an unknown booking and bad versions without saving', async () => {
    const { earlier } = await customerWithTwoBookings();
    await save(earlier);
    expect((await put(`/api/staff/bookings/${earlier}/journal`, { ...texts, diagnosis: 'x'.repeat(20_001), version: 1 })).statusCode).toBe(400);
    expect((await put(`/api/staff/bookings/${earlier}/journal`, { ...texts, version: -1 })).statusCode).toBe(400);
    const nul = await put(`/api/staff/bookings/${earlier}/journal`, { ...texts, notes: 'Nacken\u0000Schultern', version: 1 });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.details).toEqual([expect.objectContaining({ path: '/notes', message: 'invalidCharacters' })]);
    expect((await put(`/api/staff/bookings/${earlier}/journal`, { history: 'only one text', version: 1 })).statusCode).toBe(400);
    expect((await put('/api/staff/bookings/999999/journal', { ...texts, version: 0 })).statusCode).toBe(404);
    expect((await get('/api/staff/bookings/999999/journal')).statusCode).toBe(404);
    expect((await get(`/api/staff/bookings/${earlier}/journal/versions`)).json().versions).toHaveLength(1);
  });

  it('stores strokes per view, replaces a view on save and removes it when emptied', async () => {
    const { later } = await customerWithTwoBookings();
    const saved = await put(`/api/staff/bookings/${later}/drawings/back`, { strokes: [{ ...stroke(), extra: 'dropped' }, stroke('l', 'blue')] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ bookingId: later, view: 'back', strokeCount: 2, updatedAt: expect.any(String) });
    expect((await get(`/api/staff/bookings/${later}/drawings`)).json().views).toEqual([
      expect.objectContaining({ view: 'back', strokes: [stroke(), stroke('l', 'blue')], updatedBy: 'Lea Brunner' }),
    ]);
    await put(`/api/staff/bookings/${later}/drawings/spine-centre`, { strokes: [stroke('s', 'black')] });
    await put(`/api/staff/bookings/${later}/drawings/back`, { strokes: [stroke('l', 'blue')] });
    const read = (await get(`/api/staff/bookings/${later}/drawings`, mia)).json();
    expect(read.views.map((v: { view: string }) => v.view)).toEqual(['back', 'spine-centre']);
    expect(read.views[0].strokes).toHaveLength(1);
    await put(`/api/staff/bookings/${later}/drawings/spine-centre`, { strokes: [] });
    expect((await get(`/api/staff/bookings/${later}/drawings`)).json().views.map((v: { view: string }) => v.view)).toEqual(['back']);
  });

  it.each([
    ['an unknown view', 'belly', { strokes: [stroke()] }],
    ['a point outside the board', 'front', { strokes: [stroke('m', 'red', [[600, 10, 0.5]])] }],
    ['a pressure above 1', 'front', { strokes: [stroke('m', 'red', [[10, 10, 2]])] }],
    ['a colour of its own', 'front', { strokes: [stroke('m', 'pink')] }],
    ['a stroke without points', 'front', { strokes: [stroke('m', 'red', [])] }],
    ['a point of two numbers', 'front', { strokes: [stroke('m', 'red', [[1, 2]])] }],
    ['a point as text', 'front', { strokes: [stroke('m', 'red', [['1', 2, 0.5]])] }],
    ['a stroke that is not an object', 'front', { strokes: ['stroke'] }],
    ['no strokes list', 'front', { strokes: 'none' }],
    ['too many strokes', 'front', { strokes: Array.from({ length: 2001 }, () => stroke()) }],
    [
      'too many points together',
      'front',
      {
        strokes: Array.from({ length: 2 }, () =>
          stroke(
            'm',
            'red',
            Array.from({ length: 250_001 }, () => [1, 1, 0.5]),
          ),
        ),
      },
    ],
  ])('refuses %s with 400 and keeps the drawing', async (_case, view, body) => {
    const { later } = await customerWithTwoBookings();
    await put(`/api/staff/bookings/${later}/drawings/front`, { strokes: [stroke()] });
    const before = (await get(`/api/staff/bookings/${later}/drawings`)).json();
    const res = await put(`/api/staff/bookings/${later}/drawings/${view}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ path: expect.stringMatching(/^\/strokes|^\/view|^\/?$/) })],
    });
    expect((await get(`/api/staff/bookings/${later}/drawings`)).json().views).toEqual(before.views);
  });

  it('refuses NaN and a body of ten million points with 400', async () => {
    const { later } = await customerWithTwoBookings();
    const send = (payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/bookings/${later}/drawings/front`,
        headers: { ...asUser(lea), 'content-type': 'application/json' },
        payload,
      });
    expect((await send('{"strokes":[{"pen":"m","colour":"red","points":[[NaN,1,0.5]]}]}')).statusCode).toBe(400);
    const thousand = '[1,1,0.5]'.concat(',[1,1,0.5]'.repeat(999));
    const huge = await send(`{"strokes":[{"pen":"m","colour":"red","points":[${Array.from({ length: 10_000 }, () => thousand).join(',')}]}]}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.code).toBe('VALIDATION_ERROR');
    expect((await get(`/api/staff/bookings/${later}/drawings`)).json().views).toEqual([]);
  });

  it("lists the customer's other records newest first, and finds the latest booking by e-mail", async () => {
    const { id, earlier, later, email } = await customerWithTwoBookings();
    const third = await book(id);
    await save(earlier);
    await put(`/api/staff/bookings/${later}/drawings/back`, { strokes: [stroke()] });
    const fromThird = (await get(`/api/staff/bookings/${third}/record-history`)).json().entries;
    expect(fromThird.map((e: { bookingId: number }) => e.bookingId)).toEqual([later, earlier]);
    expect(fromThird[0]).toMatchObject({ journal: null, drawingViews: ['back'], therapistName: 'Lea Brunner', therapyLabelKey: expect.any(String) });
    expect(fromThird[1]).toMatchObject({ journal: expect.objectContaining({ version: 1, diagnosis: texts.diagnosis }), drawingViews: [] });
    // Bookings in the future do not count as the customer's latest treatment.
    t.clock.set(new Date('2027-01-09T20:00:00Z'));
    try {
      const later = await loginCookie(t.app, 'mia@example.com');
      expect((await get(`/api/staff/drawing-board/latest-booking?email=${encodeURIComponent(email.toUpperCase())}`, later)).json()).toEqual({
        bookingId: third,
      });
    } finally {
      t.clock.set(MONDAY_0730);
    }
    expect((await get('/api/staff/drawing-board/latest-booking?email=nobody@example.com')).statusCode).toBe(404);
    expect((await get('/api/staff/drawing-board/latest-booking?email=anna%00@example.com')).statusCode).toBe(400);
  });

  it('prints the treatment record with the journal and the drawn views', async () => {
    const { earlier, later } = await customerWithTwoBookings();
    await save(earlier, { notes: 'Mia: Termin in 2 Wochen' }, mia);
    await put(`/api/staff/bookings/${later}/drawings/back`, { strokes: [stroke()] });
    const res = await get(`/api/staff/bookings/${earlier}/record.pdf`, mia);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: res.rawPayload, encoding: 'utf8' });
    expect(text).toContain('Behandlungsdokumentation');
    expect(text).toContain('Verspannung Trapezius');
    expect(text).toContain('Mia: Termin in 2 Wochen');
    expect(text).toContain('Zu diesem Termin gibt es keine Zeichnung.');
    const drawn = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: (await get(`/api/staff/bookings/${later}/record.pdf`)).rawPayload,
      encoding: 'utf8',
    });
    expect(drawn).toContain('Rückseite');
    expect(drawn).not.toContain('Vorderseite');
    expect(drawn).toContain('Zu diesem Termin wurde kein Journal geschrieben.');
  });

  it('counts journals and drawings per customer in the booking list', async () => {
    const { earlier, later } = await customerWithTwoBookings();
    await save(earlier);
    await save(later);
    expect((await put(`/api/staff/bookings/${later}/drawings/left`, { strokes: [stroke()] })).statusCode).toBe(200);
    const rows = (await get('/api/staff/bookings?from=2027-01-04&to=2027-02-28', planner)).json().bookings;
    expect(rows.find((r: { id: number }) => r.id === later)).toMatchObject({ journalCount: 2, drawingCount: 1, filesCount: 0 });
    expect(rows.find((r: { id: number }) => r.id === earlier)).toMatchObject({ journalCount: 2, drawingCount: 1 });
  });

  it('audits every read and change, without the texts', async () => {
    const { id, earlier } = await customerWithTwoBookings();
    await save(earlier);
    await get(`/api/staff/bookings/${earlier}/journal/versions`);
    await get(`/api/staff/bookings/${earlier}/record-history`);
    await put(`/api/staff/bookings/${earlier}/drawings/front`, { strokes: [stroke()] });
    await get(`/api/staff/bookings/${earlier}/drawings`);
    await get(`/api/staff/bookings/${earlier}/record.pdf`);
    for (const action of ['journal.read', 'journal.write', 'journal.versions', 'journal.history', 'drawing.read', 'drawing.write', 'record.pdf'])
      expect(await audits(action, id), action).toBeGreaterThan(0);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, id));
    for (const row of rows) expect(row.detail ?? '').not.toContain('Nacken');
  });

  it.each([
    ['GET', 'journal'],
    ['PUT', 'journal'],
    ['GET', 'journal/versions'],
    ['GET', 'record-history'],
    ['GET', 'drawings'],
    ['PUT', 'drawings/front'],
    ['GET', 'record.pdf'],
  ])('refuses planners, accountants and customers on %s %s, and lets admins in', async (method, path) => {
    const { later } = await customerWithTwoBookings();
    const url = `/api/staff/bookings/${later}/${path}`;
    const payload = path === 'journal' ? { ...texts, version: 0 } : path.startsWith('drawings/') ? { strokes: [] } : undefined;
    for (const cookie of [planner, accountant, customer]) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: asUser(cookie), payload });
      expect(res.statusCode, url).toBe(403);
    }
    if (method === 'GET') expect((await get(url, admin)).statusCode).toBe(200);
  });
});
