import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, lastMailTo, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { rowsOf } from '../../db/client.ts';
import { bookingCounters, bookings } from '../../db/schema/index.ts';
import { moveBookingRow } from './bookings.repo.ts';

const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');

describe.each(DB_KINDS)('booking numbers on %s', (kind) => {
  let t: TestApp;
  let lea: number;
  let annaId: number;
  let anna: string;
  let peter: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(MONDAY_0730);
    lea = await createBookableTherapist(t.db, 'lea@example.com');
    annaId = await createBookingCustomer(t.db, 'anna@example.com');
    await createBookingCustomer(t.db, 'peter@example.com', 'Peter');
    anna = await loginCookie(t.app, 'anna@example.com');
    peter = await loginCookie(t.app, 'peter@example.com');
    staff = await loginCookie(t.app, 'lea@example.com');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(MONDAY_0730);
    staff = await loginCookie(t.app, 'lea@example.com');
  });

  const slot = { therapyId: 1, arrangementId: 2, comment: '' };
  const customerBook = (cookie: string, start: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: asUser(cookie),
      payload: { ...slot, start, termsVersion: CURRENT_TERMS_VERSION, therapistId: lea },
    });
  const staffBook = (start: string, notify = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/bookings',
      headers: asUser(staff),
      payload: { ...slot, start, customerId: annaId, notify, therapistId: lea },
    });
  const booked = async (res: Awaited<ReturnType<typeof staffBook>>) => {
    expect(res.statusCode, res.body).toBe(201);
    return rowOf(res.json().id as number);
  };
  const rowOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  /** Every number of `year` given so far, in order, and the counter's last. */
  const series = async (year: number) => {
    const rows = await t.db.select({ n: bookings.numberInYear }).from(bookings).where(eq(bookings.numberYear, year)).orderBy(asc(bookings.numberInYear));
    const [counter] = await t.db.select().from(bookingCounters).where(eq(bookingCounters.year, year));
    return { numbers: rows.map((r) => r.n), last: counter?.last ?? 0 };
  };
  const gapless = (last: number) => Array.from({ length: last }, (_, i) => i + 1);
  const listed = async (day: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/staff/bookings?from=${day}&to=${day}`, headers: { cookie: staff } })).json().bookings as Array<{
      id: number;
      numberInYear: number | null;
      bookingNumber: string | null;
    }>;

  it('numbers two bookings of one year one after the other, shows the number in the list and names it in the confirmation', async () => {
    const first = await booked(await customerBook(anna, '2027-01-05T10:00:00+01:00'));
    const second = await booked(await customerBook(peter, '2027-01-05T11:00:00+01:00'));
    expect(first.numberYear).toBe(2027);
    expect(second).toMatchObject({ numberYear: 2027, numberInYear: first.numberInYear! + 1 });
    const number = `2027-${String(second.numberInYear).padStart(5, '0')}`;
    expect((await listed('2027-01-05')).find((row) => row.id === second.id)).toMatchObject({ numberInYear: second.numberInYear, bookingNumber: number });
    expect((await lastMailTo(t.db, 'peter@example.com'))!.text).toContain(`Buchungsnummer: ${number}`);
  });

  it('gives staff bookings and customer bookings numbers of one series', async () => {
    const byStaff = await booked(await staffBook('2027-01-06T10:00:00+01:00', true));
    const byCustomer = await booked(await customerBook(anna, '2027-01-06T11:00:00+01:00'));
    expect(byCustomer.numberInYear).toBe(byStaff.numberInYear! + 1);
    expect((await lastMailTo(t.db, 'anna@example.com'))!.text).toContain(`Buchungsnummer: 2027-${String(byCustomer.numberInYear).padStart(5, '0')}`);
    const { numbers, last } = await series(2027);
    expect(numbers).toEqual(gapless(last));
  });

  it('gives 20 reservations at once for 20 slots 20 different numbers without a gap', async () => {
    const before = (await series(2027)).last;
    const starts = [11, 12, 13, 14, 15].flatMap((day) => ['09', '10', '11', '15'].map((hour) => `2027-01-${day}T${hour}:00:00+01:00`));
    const rows = await Promise.all((await Promise.all(starts.map((start) => staffBook(start)))).map(booked));
    expect(rows.map((row) => row.numberInYear).sort((a, b) => a! - b!)).toEqual(gapless(20).map((n) => before + n));
    const { numbers, last } = await series(2027);
    expect(last).toBe(before + 20);
    expect(numbers).toEqual(gapless(last));
  });

  it('spends no number on a reservation refused because the slot is taken', async () => {
    const held = await booked(await customerBook(anna, '2027-01-07T10:00:00+01:00'));
    expect((await customerBook(peter, '2027-01-07T10:00:00+01:00')).json()).toMatchObject({ error: { code: 'SLOT_TAKEN' } });
    // Many at once: the exclusion constraint refuses all but one, none of them takes a number.
    const answers = await Promise.all(Array.from({ length: 8 }, () => staffBook('2027-01-07T15:00:00+01:00')));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode !== 201).every((res) => res.json().error.code === 'SLOT_TAKEN')).toBe(true);
    const next = await booked(await staffBook('2027-01-07T16:00:00+01:00'));
    const { numbers, last } = await series(2027);
    expect(numbers).toEqual(gapless(last));
    expect(next.numberInYear).toBe(last);
    expect(last).toBeGreaterThanOrEqual(held.numberInYear! + 2);
  });

  // NOTE: PostgreSQL only: the held transaction and the request need two connections (PGlite has one).
  it.runIf(kind === 'postgres')('spends no number when the insert itself is refused by a booking moved into the slot meanwhile', async () => {
    const start = new Date('2027-01-08T09:00:00Z');
    const moving = await booked(await staffBook('2027-01-08T15:00:00+01:00'));
    const before = (await series(2027)).last;
    let request: ReturnType<typeof staffBook> | undefined;
    let waited = false;
    await t.db.transaction(async (tx) => {
      await moveBookingRow(tx, moving.id, { startsAt: start, endsAt: new Date(start.getTime() + 3_600_000), therapistId: lea });
      // The request sees the slot free (the move is not committed) and waits at its insert for the move.
      request = staffBook(start.toISOString());
      for (let i = 0; i < 400 && !waited; i++) {
        const [waiting] = await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        waited = waiting!.n > 0;
        if (!waited) await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    expect(waited).toBe(true);
    expect((await request!).json()).toMatchObject({ error: { code: 'SLOT_TAKEN' } });
    const next = await booked(await staffBook('2027-01-08T11:00:00+01:00'));
    expect(next.numberInYear).toBe(before + 1);
    const { numbers, last } = await series(2027);
    expect(numbers).toEqual(gapless(last));
  });

  it('keeps the number when the booking moves', async () => {
    const row = await booked(await customerBook(anna, '2027-01-09T10:00:00+01:00'));
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${row.id}/move`,
      headers: asUser(anna),
      payload: { start: '2027-01-19T14:00:00+01:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({ sequence: 1, numberYear: 2027, numberInYear: row.numberInYear });
    const number = `2027-${String(row.numberInYear).padStart(5, '0')}`;
    expect((await listed('2027-01-19')).find((listedRow) => listedRow.id === row.id)).toMatchObject({ bookingNumber: number });
    expect((await lastMailTo(t.db, 'anna@example.com'))!.text).toContain(`Buchungsnummer: ${number}`);
  });

  it('starts again at 00001 with a booking made in the next year (in Zurich), whenever it takes place', async () => {
    // 23:50 on New Year's Eve in Zurich: still 2027.
    t.clock.set(new Date('2027-12-31T22:50:00Z'));
    staff = await loginCookie(t.app, 'lea@example.com');
    const late = await booked(await staffBook('2028-01-04T10:00:00+01:00'));
    expect(late.numberYear).toBe(2027);
    // 00:30 on New Year's Day in Zurich (23:30 UTC): 2028, also for a booking on a day of 2027.
    t.clock.set(new Date('2027-12-31T23:30:00Z'));
    const first = await booked(await staffBook('2028-01-04T11:00:00+01:00'));
    const second = await booked(await staffBook('2027-12-30T10:00:00+01:00'));
    expect(first).toMatchObject({ numberYear: 2028, numberInYear: 1 });
    expect(second).toMatchObject({ numberYear: 2028, numberInYear: 2 });
    expect((await listed('2028-01-04')).map((row) => row.bookingNumber)).toEqual([`2027-${String(late.numberInYear).padStart(5, '0')}`, '2028-00001']);
    expect(await series(2028)).toEqual({ numbers: [1, 2], last: 2 });
  });
});
