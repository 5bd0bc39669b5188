// The slot engine works on numbers in reused arrays for speed (issue 19). This keeps the earlier,
// straightforward engine as the reference and checks both answer exactly the same on random
// schedules, with the daylight-saving change days of Europe/Zurich among the days.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random/seeded-random.ts';
import { PRACTICE_TIME_ZONE } from '../time/zone.ts';
import { computeAvailability, type AvailabilityInput } from './availability.ts';
import type { AbsenceSpan, BookedSpan, DayAvailability, FlexBreak, SlotState, TherapistPlan, TimeRange } from './schedule-types.ts';
import { addDays, dateOfEpochDay, epochDay, minutesOfDay, mondayOf, zonedDay, zonedDays, type ZonedDay } from './zoned-day.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day as the engine built it before: two Temporal offset look-ups per day. (The time of day
 * is taken modulo a day, so a negative minute reads on the day before, as `zonedDay` does.)
 */
type ReferenceDay = Omit<ZonedDay, 'minute'>;
function referenceDay(date: string, zone: string = PRACTICE_TIME_ZONE): ReferenceDay {
  const offsetAt = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).offsetNanoseconds / 1_000_000;
  const day = epochDay(date);
  const midnightUtc = day * DAY;
  const weekday = (((day + 4) % 7) + 7) % 7;
  const startOffset = offsetAt(midnightUtc - 14 * 3_600_000);
  const endOffset = offsetAt(midnightUtc + DAY + 14 * 3_600_000);
  const local = (minutes: number) => `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
  if (startOffset === endOffset) {
    const total = Math.abs(startOffset) / MINUTE;
    const offset = `${startOffset < 0 ? '-' : '+'}${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
    return { date, weekday, at: (minutes) => midnightUtc + minutes * MINUTE - startOffset, iso: (minutes) => `${local(minutes)}${offset}` };
  }
  const plainDate = Temporal.PlainDate.from(date);
  const zoned = (minutes: number) =>
    plainDate
      .add({ days: Math.floor(minutes / 1440) })
      .toPlainDateTime({ hour: Math.floor((((minutes % 1440) + 1440) % 1440) / 60), minute: ((minutes % 60) + 60) % 60 })
      .toZonedDateTime(zone, { disambiguation: 'compatible' });
  return {
    date,
    weekday,
    at: (minutes) => zoned(minutes).epochMilliseconds,
    iso: (minutes) => {
      const z = zoned(minutes);
      return `${z.toPlainDateTime().toString({ smallestUnit: 'second' })}${z.offset}`;
    },
  };
}

type Span = [number, number];
const overlaps = (spans: readonly Span[], start: number, end: number) => spans.some(([a, b]) => a < end && start < b);
const covers = (spans: readonly Span[], start: number, end: number) => spans.some(([a, b]) => a <= start && end <= b);
const RANK: Record<SlotState, number> = { free: 5, insufficient: 4, booked: 3, break: 2, none: 1, past: 0 };

function referenceWeekPlanOn(plans: readonly TherapistPlan[], date: string) {
  let current: TherapistPlan | null = null;
  for (const plan of plans) if (plan.begins <= date && (!current || plan.begins >= current.begins)) current = plan;
  if (!current || current.sequence.length === 0) return null;
  const weeks = Math.round((epochDay(mondayOf(date)) - epochDay(mondayOf(current.begins))) / 7);
  const index = ((weeks % current.sequence.length) + current.sequence.length) % current.sequence.length;
  return { plan: current, weekPlanId: current.sequence[index]! };
}

function referenceBreak(flexBreak: FlexBreak, day: ReferenceDay, bookings: readonly Span[]): Span {
  const start = minutesOfDay(flexBreak.time);
  const first: Span = [day.at(start), day.at(start + flexBreak.durationMinutes)];
  if (flexBreak.mayMoveLater && overlaps(bookings, first[0], first[1])) return [day.at(start + 30), day.at(start + 30 + flexBreak.durationMinutes)];
  return first;
}

/** The engine before issue 19: a state object and spans per therapist, day and slot. */
function referenceAvailability(input: AvailabilityInput): DayAvailability[] {
  const weekPlans = new Map(input.weekPlans.map((w) => [w.id, w]));
  const therapists = [...new Set(input.therapistIds)];
  const absences = input.absences.filter((a) => input.audience === 'customer' || !a.shortTerm);
  const slotMs = input.slotMinutes * MINUTE;
  const pastUntil = input.audience === 'staff' ? Number.NEGATIVE_INFINITY : input.nowMs + (input.leadMinutes ?? 0) * MINUTE;
  const days: DayAvailability[] = [];
  for (let dayNumber = epochDay(input.from); dayNumber <= epochDay(input.to); dayNumber++) {
    const day = referenceDay(dateOfEpochDay(dayNumber));
    const dayStart = day.at(0);
    const dayEnd = day.at(24 * 60);
    const perTherapist = therapists.map((id) => {
      const chosen = referenceWeekPlanOn(
        input.plans.filter((p) => p.therapistId === id),
        day.date,
      );
      const ranges = chosen ? (weekPlans.get(chosen.weekPlanId)?.ranges ?? []).filter((r) => r.weekday === day.weekday) : [];
      const work: Span[] = ranges.map((r) => [day.at(minutesOfDay(r.from)), day.at(minutesOfDay(r.to))]);
      const booked: Span[] = input.bookings.filter((b) => b.therapistId === id && b.startMs < dayEnd && b.endMs > dayStart).map((b) => [b.startMs, b.endMs]);
      const absent: Span[] = absences
        .filter((a) => (a.therapistId === null || a.therapistId === id) && a.startMs < dayEnd && dayStart < a.endMs)
        .map((a) => [a.startMs, a.endMs]);
      const flexBreak = chosen?.plan.flexBreak;
      const breakSpan = flexBreak && work.length > 0 ? referenceBreak(flexBreak, day, booked) : null;
      return { work, booked, absent, blocked: breakSpan ? [...booked, ...absent, breakSpan] : [...booked, ...absent] };
    });
    const slots: DayAvailability['slots'] = [];
    for (const range of input.openingHours.filter((h) => h.weekday === day.weekday)) {
      for (let minutes = minutesOfDay(range.from); minutes + 30 <= minutesOfDay(range.to); minutes += 30) {
        const start = day.at(minutes);
        const cellEnd = day.at(minutes + 30);
        let state: SlotState = 'none';
        if (start < pastUntil) state = 'past';
        else {
          for (const t of perTherapist) {
            let own: SlotState = 'none';
            if (covers(t.work, start, start + slotMs) && !overlaps(t.blocked, start, start + slotMs)) own = 'free';
            else if (covers(t.work, start, cellEnd) && !overlaps(t.absent, start, cellEnd)) {
              if (!overlaps(t.blocked, start, cellEnd)) own = 'insufficient';
              else if (overlaps(t.booked, start, cellEnd)) own = 'booked';
              else own = 'break';
            }
            if (RANK[own] > RANK[state]) state = own;
          }
        }
        slots.push({ start: day.iso(minutes), state });
      }
    }
    days.push({ date: day.date, slots });
  }
  return days;
}

/** Seeded, so a failure names the case that shows it again. */
function generator(seed: number) {
  const next = seededRandom(seed);
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  return { next, int, pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)]! };
}

const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
// Days around the changes of 2026 and 2027 (spring: 02:00 skipped, autumn: 02:00-03:00 twice) and ordinary ones.
const FIRST_DAYS = ['2026-03-26', '2026-10-22', '2027-03-25', '2027-10-28', '2027-01-04', '2026-12-28'];

function randomInput(seed: number): AvailabilityInput {
  const r = generator(seed);
  const from = addDays(r.pick(FIRST_DAYS), r.int(0, 3));
  const to = addDays(from, r.int(0, 9));
  // Ranges on the half hour, some at night so that the skipped and repeated hours carry slots.
  const ranges = (): TimeRange[] =>
    [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
      Array.from({ length: r.pick([0, 1, 1, 1, 2]) }, () => {
        const start = r.int(0, 30) * 30;
        return { weekday, from: hhmm(start), to: hhmm(Math.min(1440, start + r.int(1, 30) * 30)) };
      }),
    );
  const therapistIds = Array.from({ length: r.int(1, 4) }, () => r.int(1, 4));
  const weekPlans = [1, 2, 3].map((id) => ({ id, ranges: ranges() }));
  const plans: TherapistPlan[] = Array.from({ length: r.int(0, 6) }, () => ({
    therapistId: r.int(1, 4),
    begins: addDays(from, r.int(-30, 8)),
    sequence: Array.from({ length: r.int(0, 3) }, () => r.int(1, 4)),
    flexBreak: r.next() < 0.6 ? { time: hhmm(r.int(0, 46) * 30), durationMinutes: r.pick([15, 30, 45, 60]), mayMoveLater: r.next() < 0.5 } : null,
  }));
  const spanOnRange = () => {
    const day = zonedDay(addDays(from, r.int(-1, 10)));
    const start = day.at(r.int(0, 95) * 15 * (r.next() < 0.3 ? 1 : 0.5));
    return { startMs: start, endMs: start + r.int(1, 12) * 15 * MINUTE };
  };
  const bookings: BookedSpan[] = Array.from({ length: r.int(0, 80) }, () => ({ therapistId: r.int(1, 4), ...spanOnRange() }));
  const absences: AbsenceSpan[] = Array.from({ length: r.int(0, 4) }, () => {
    const span = spanOnRange();
    return { therapistId: r.next() < 0.3 ? null : r.int(1, 4), startMs: span.startMs, endMs: span.endMs + r.int(0, 3) * DAY, shortTerm: r.next() < 0.5 };
  });
  return {
    from,
    to,
    slotMinutes: r.pick([30, 60, 90]),
    therapistIds,
    plans,
    weekPlans,
    openingHours: ranges(),
    absences,
    bookings,
    nowMs: zonedDay(addDays(from, r.int(-1, 4))).at(r.int(0, 1440)),
    leadMinutes: r.pick([undefined, 0, 60, 240]),
    audience: r.next() < 0.5 ? 'customer' : 'staff',
  };
}

describe('the slot engine against the reference', () => {
  it.each(Array.from({ length: 400 }, (_, i) => i + 1))('answers case %i exactly as before', (seed) => {
    const input = randomInput(seed);
    expect(computeAvailability(input)).toEqual(referenceAvailability(input));
  });

  it('answers a busy week with every therapist working exactly as before, change days included', () => {
    const allWeek = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
    for (const from of ['2026-03-25', '2026-10-21']) {
      const input: AvailabilityInput = {
        ...randomInput(7),
        from,
        to: addDays(from, 7),
        therapistIds: [1, 2],
        plans: [1, 2].map((therapistId) => ({
          therapistId,
          begins: '2026-01-01',
          sequence: [1],
          flexBreak: { time: '02:00', durationMinutes: 30, mayMoveLater: true },
        })),
        weekPlans: [{ id: 1, ranges: allWeek }],
        openingHours: allWeek,
      };
      const days = computeAvailability(input);
      expect(days.reduce((n, d) => n + d.slots.length, 0)).toBe(8 * 48);
      expect(days).toEqual(referenceAvailability(input));
    }
  });
});

/** What a day answers at each of `minutes`; whole minutes since the epoch are the instant's, rounded down. */
const seen = (day: ReferenceDay & Partial<Pick<ZonedDay, 'minute'>>, minutes: number[]) => ({
  weekday: day.weekday,
  at: minutes.map((m) => day.at(m)),
  minute: minutes.map((m) => (day.minute ? day.minute(m) : Math.floor(day.at(m) / MINUTE))),
  iso: minutes.map((m) => day.iso(m)),
});

describe('zonedDays', () => {
  it('gives the days zonedDay gives, change days and the end of the range included', () => {
    for (const [from, to] of [
      ['2026-01-01', '2027-12-31'],
      ['2026-03-29', '2026-03-29'],
      ['2026-10-25', '2026-10-26'],
    ] as const) {
      const days = zonedDays(from, to);
      expect(days.map((d) => d.date)).toEqual(Array.from({ length: epochDay(to) - epochDay(from) + 1 }, (_, i) => addDays(from, i)));
      // Every quarter hour, and beyond both ends of the day, where the skipped or repeated hour lies.
      const minutes = Array.from({ length: 105 }, (_, i) => i * 15 - 60);
      for (const day of days) expect(seen(day, minutes)).toEqual(seen(referenceDay(day.date), minutes));
    }
  });

  it('reads other zones as Temporal does: a half-hour change, the southern hemisphere, a zone west of UTC', () => {
    const minutes = Array.from({ length: 105 }, (_, i) => i * 15 - 60);
    for (const [zone, from, to] of [
      ['Australia/Lord_Howe', '2026-04-01', '2026-04-08'],
      ['Australia/Lord_Howe', '2026-09-30', '2026-10-07'],
      ['America/New_York', '2026-03-06', '2026-03-10'],
      ['America/New_York', '2026-10-30', '2026-11-03'],
      ['Asia/Kolkata', '2026-06-01', '2026-06-02'],
    ] as const) {
      for (const day of zonedDays(from, to, zone)) expect(seen(day, minutes), `${zone} ${day.date}`).toEqual(seen(referenceDay(day.date, zone), minutes));
    }
  });

  it('keeps a day once made, and answers the same twice, on and off the half-hour grid', () => {
    const minutes = [-90, 0, 7, 540, 545, 1440, 1500];
    for (const date of ['2027-01-04', '2027-03-28', '2027-10-31']) {
      const first = seen(zonedDay(date), minutes);
      expect(zonedDay(date)).toBe(zonedDay(date));
      expect(seen(zonedDay(date), minutes)).toEqual(first);
      expect(first).toEqual(seen(referenceDay(date), minutes));
    }
  });

  it('is empty when the range ends before it begins', () => {
    expect(zonedDays('2027-01-05', '2027-01-04')).toEqual([]);
  });
});
