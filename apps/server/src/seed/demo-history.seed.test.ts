import { practiceDate, weekPlanOn, zonedDay, type TimeRange } from '@praxis/domain';
import { count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { loadConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  absences,
  bookings,
  cashCounts,
  cashPeriods,
  drawings,
  invoiceReminders,
  invoices,
  journalVersions,
  mailOutbox,
  payments,
  therapistPlans,
  therapistProfiles,
  userRoles,
  users,
  vouchers,
  weekPlans,
} from '../db/schema/index.ts';
import { seedDemoData } from './demo.seed.ts';
import { seedReferenceData } from './reference.seed.ts';

// The demo with its past (DEMO_DATA=1), here a quarter of it: the server seeds a year at its first
// start (about a minute); a quarter walks every path of the year (month ends, reminders, vouchers,
// journals) in a quarter of the time. PGlite: the demo's database when nothing else is configured.
const NOW = new Date('2026-12-03T08:00:00Z');

describe('the demo practice with its past', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    await seedReferenceData(handle.db, 'sample');
    await seedDemoData(handle.db, NOW, { config: loadConfig({ NODE_ENV: 'test', DEMO_DATA: '1' }), years: 0.25 });
  }, 240_000);
  afterAll(() => handle.close());

  const n = async (query: Promise<Array<{ n: number }>>) => (await query)[0]!.n;

  it('has three published therapists, Lea running the practice', async () => {
    const published = await handle.db
      .select({ email: users.email })
      .from(therapistProfiles)
      .innerJoin(users, eq(users.id, therapistProfiles.userId))
      .where(eq(therapistProfiles.published, true));
    expect(published.map((row) => row.email).sort()).toEqual(['lea.brunner@example.com', 'marco.keller@example.com', 'nina.frei@example.com']);
    const [lea] = await handle.db.select().from(users).where(eq(users.email, 'lea.brunner@example.com'));
    expect((await handle.db.select().from(userRoles).where(eq(userRoles.userId, lea!.id))).map((row) => row.roleId).sort()).toEqual([1, 3, 6]);
  });

  it('books every therapist within their plan, on no absence, up to four weeks ahead', async () => {
    const rows = await handle.db.select().from(bookings).where(isNull(bookings.cancelledAt));
    // A quarter of about 2,500 bookings a year, and the four weeks ahead.
    expect(rows.length).toBeGreaterThan(500);
    expect(rows.length).toBeLessThan(1_200);
    // Only which week plan applies matters here, not the break.
    const plans = (await handle.db.select().from(therapistPlans)).map((p) => ({
      therapistId: p.therapistId,
      begins: p.begins,
      sequence: p.sequence,
      flexBreak: null,
    }));
    const weeks = new Map((await handle.db.select().from(weekPlans)).map((plan) => [plan.id, plan.ranges as TimeRange[]]));
    const perTherapist = new Map<number, number>();
    for (const booking of rows) {
      perTherapist.set(booking.therapistId, (perTherapist.get(booking.therapistId) ?? 0) + 1);
      const date = practiceDate(booking.startsAt);
      const day = zonedDay(date);
      const plan = weekPlanOn(
        plans.filter((p) => p.therapistId === booking.therapistId),
        date,
      );
      const ranges = (weeks.get(plan!.weekPlanId) ?? []).filter((range) => range.weekday === day.weekday);
      const minute = (hhmm: string) => day.at(Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)));
      const inside = ranges.some((range) => minute(range.from) <= booking.startsAt.getTime() && booking.endsAt.getTime() <= minute(range.to));
      expect(inside, `booking ${booking.id} on ${date} lies outside its therapist's plan`).toBe(true);
    }
    expect(perTherapist.size).toBe(3);
    const away = await handle.db.select().from(absences).where(isNull(absences.cancelledAt));
    expect(away.length).toBeGreaterThan(3);
    const overlapping = rows.filter((booking) =>
      away.some((a) => (a.therapistId === null || a.therapistId === booking.therapistId) && a.startsAt < booking.endsAt && booking.startsAt < a.endsAt),
    );
    expect(overlapping).toEqual([]);
    const ahead = rows.filter((booking) => practiceDate(booking.startsAt) > '2026-12-03');
    expect(ahead.length).toBeGreaterThan(50);
    expect(ahead.every((booking) => practiceDate(booking.startsAt) <= '2026-12-31')).toBe(true);
    // The demo customers' own bookings ahead are kept (Anna Meier's with Lea among them).
    const [anna] = await handle.db.select().from(users).where(eq(users.email, 'anna.meier@example.com'));
    expect(rows.some((booking) => booking.customerId === anna!.id && booking.startsAt > NOW)).toBe(true);
  });

  it("has what a practice's quarter leaves: cancellations, payments of each kind, reminded invoices, vouchers, closed months", async () => {
    expect(await n(handle.db.select({ n: count() }).from(bookings).where(isNotNull(bookings.cancelledAt)))).toBeGreaterThan(20);
    const types = new Set((await handle.db.selectDistinct({ typeId: payments.typeId }).from(payments)).map((row) => row.typeId));
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await n(handle.db.select({ n: count() }).from(invoices))).toBeGreaterThan(10);
    expect(await n(handle.db.select({ n: count() }).from(invoiceReminders))).toBeGreaterThan(0);
    expect(await n(handle.db.select({ n: count() }).from(vouchers))).toBeGreaterThan(0);
    expect(await n(handle.db.select({ n: count() }).from(cashCounts))).toBeGreaterThan(10);
    // September to November 2026: September and October closed on the 3rd of the month after.
    expect((await handle.db.select().from(cashPeriods)).map((row) => row.month).sort()).toEqual(['2026-09', '2026-10']);
    // Without the small demo's story: Sophie Dubois's reminded invoice is the history's to tell.
    const [sophie] = await handle.db.select().from(users).where(eq(users.email, 'sophie.dubois@example.com'));
    expect(await handle.db.select().from(invoices).where(eq(invoices.customerId, sophie!.id))).toEqual([]);
  });

  it("keeps journals and drawings for a few customers, and sends none of the past's mails now", async () => {
    expect(await n(handle.db.select({ n: count() }).from(journalVersions))).toBeGreaterThan(5);
    expect(await n(handle.db.select({ n: count() }).from(drawings))).toBeGreaterThan(0);
    expect(await n(handle.db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)))).toBe(0);
  });

  it('is seeded once: a later start adds nothing', async () => {
    const figures = async () => ({
      bookings: await n(handle.db.select({ n: count() }).from(bookings)),
      users: await n(handle.db.select({ n: count() }).from(users)),
      invoices: await n(handle.db.select({ n: count() }).from(invoices)),
      vouchers: await n(handle.db.select({ n: count() }).from(vouchers)),
      journals: await n(handle.db.select({ n: count() }).from(journalVersions)),
    });
    const before = await figures();
    await seedDemoData(handle.db, new Date(NOW.getTime() + 86_400_000), { config: loadConfig({ NODE_ENV: 'test', DEMO_DATA: '1' }), years: 0.25 });
    expect(await figures()).toEqual(before);
  });
});
