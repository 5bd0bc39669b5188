import type { AbsenceSpan, BookedSpan, DayAvailability, FlexBreak, SlotState, TherapistPlan, TimeRange, WeekPlan } from './schedule-types.ts';
import { epochDay, MARGIN, minutesOfDay, mondayOf, zonedDays, type ZonedDay } from './zoned-day.ts';

/** The slot grid: every slot starts on a 30-minute mark. */
export const GRID_MINUTES = 30;
const MINUTE = 60_000;

export interface AvailabilityInput {
  /** First and last day, inclusive, YYYY-MM-DD in the practice zone (already within the horizon). */
  from: string;
  to: string;
  /** The arrangement's slot length (30, 60 or 90 minutes). */
  slotMinutes: number;
  /** The therapists who offer the therapy. */
  therapistIds: readonly number[];
  plans: readonly TherapistPlan[];
  weekPlans: readonly WeekPlan[];
  /** The practice's opening hours: the frame of each day's slots. */
  openingHours: readonly TimeRange[];
  absences: readonly AbsenceSpan[];
  bookings: readonly BookedSpan[];
  nowMs: number;
  /** Minutes before a slot starts after which it counts as past (online booking lead time). */
  leadMinutes?: number;
  /** Customers are blocked by short-term absences, staff are not. */
  audience: 'customer' | 'staff';
}

/** The week plan a therapist works by on `date`: the newest plan begun, rotating weekly. */
export function weekPlanOn(plans: readonly TherapistPlan[], date: string): { plan: TherapistPlan; weekPlanId: number } | null {
  let current: TherapistPlan | null = null;
  for (const plan of plans) if (plan.begins <= date && (!current || plan.begins >= current.begins)) current = plan;
  if (!current || current.sequence.length === 0) return null;
  const weeks = Math.round((epochDay(mondayOf(date)) - epochDay(mondayOf(current.begins))) / 7);
  const index = ((weeks % current.sequence.length) + current.sequence.length) % current.sequence.length;
  return { plan: current, weekPlanId: current.sequence[index]! };
}

/** Slot states by rank: a slot shows the best of its therapists' states. */
const STATES: readonly SlotState[] = ['past', 'none', 'break', 'booked', 'insufficient', 'free'];
const PAST = 0;
const NONE = 1;
const BREAK = 2;
const BOOKED = 3;
const INSUFFICIENT = 4;
const FREE = 5;
const DAY = 86_400_000;
/**
 * A span of instants in whole minutes: its start rounded down and its end up. For spans that start
 * on whole minutes (slots, work, breaks) overlap and cover answer as with the instants themselves.
 */
const floorMinute = (ms: number) => Math.floor(ms / MINUTE);
const ceilMinute = (ms: number) => Math.ceil(ms / MINUTE);

/**
 * A day's spans as flat [start, end, start, end, ...] whole minutes since the epoch: no object per
 * span, and small integers, which the engine keeps unboxed (epoch milliseconds are not). Emptied,
 * not replaced, from day to day, so the array keeps its room.
 */
class Spans {
  private readonly at: number[] = [];
  private size = 0;
  clear() {
    this.size = 0;
  }
  add(start: number, end: number) {
    this.at[this.size++] = start;
    this.at[this.size++] = end;
  }
  get empty() {
    return this.size === 0;
  }
  overlaps(start: number, end: number) {
    for (let i = 0; i < this.size; i += 2) if (this.at[i]! < end && start < this.at[i + 1]!) return true;
    return false;
  }
  covers(start: number, end: number) {
    for (let i = 0; i < this.size; i += 2) if (this.at[i]! <= start && end <= this.at[i + 1]!) return true;
    return false;
  }
}

interface PlanEntry {
  begins: string;
  mondayDay: number;
  sequence: readonly number[];
  flexBreak: FlexBreak | null;
}

/** One therapist over the range: the plans and absences, and the current day's spans (reused day by day). */
interface TherapistRange {
  /** By `begins`, ties in input order, so the last one begun is the one `weekPlanOn` picks. */
  plans: PlanEntry[];
  nextPlan: number;
  current: PlanEntry | null;
  absences: AbsenceSpan[];
  work: Spans;
  booked: Spans;
  absent: Spans;
  /** The flexible break of the day; an empty span (0, 0) when there is none. */
  breakStart: number;
  breakEnd: number;
}

/** Wall-clock minutes of a week plan per weekday (index 0 Sunday), as [from, to, from, to, ...]. */
type WeekMinutes = number[][];

/**
 * Per day and per 30-minute slot of the opening hours, one state (specification section 3):
 * `past` before now plus the lead time; `free` when at least one therapist who offers the therapy
 * can take the whole slot length; `insufficient` when one is available at the slot but not for the
 * whole length; `booked` when the therapists working then are booked; `break` when they are on
 * their break; `none` when nobody works. Pure: everything it needs is in `input`.
 * NOTE: six months are about 4,000 slots times the therapists, so the loop works on numbers
 * (epoch milliseconds, wall-clock minutes, ranks) in arrays reused from day to day, and builds
 * only the slots it returns; availability.equivalence.test.ts compares it with the earlier,
 * straightforward version.
 */
export function computeAvailability(input: AvailabilityInput): DayAvailability[] {
  const zoned = zonedDays(input.from, input.to);
  if (zoned.length === 0) return [];
  const weekMinutes = new Map<number, WeekMinutes>();
  for (const plan of input.weekPlans) {
    const byWeekday: WeekMinutes = [[], [], [], [], [], [], []];
    for (const r of plan.ranges) byWeekday[r.weekday]?.push(minutesOfDay(r.from), minutesOfDay(r.to));
    weekMinutes.set(plan.id, byWeekday);
  }
  const absences = input.absences.filter((a) => input.audience === 'customer' || !a.shortTerm);
  const therapists = new Map<number, TherapistRange>();
  for (const id of input.therapistIds) {
    if (therapists.has(id)) continue;
    // NOTE: arrays the engine reads on every day are filled with `push`, not made by `map`: the
    // array `map` returns had one of two element kinds depending on whether V8 had optimised its
    // caller yet, and every switch threw the optimised engine away ("wrong map") for some runs.
    const plans: PlanEntry[] = [];
    for (const p of input.plans) {
      if (p.therapistId === id) plans.push({ begins: p.begins, mondayDay: epochDay(mondayOf(p.begins)), sequence: p.sequence, flexBreak: p.flexBreak });
    }
    plans.sort((a, b) => (a.begins < b.begins ? -1 : a.begins > b.begins ? 1 : 0));
    therapists.set(id, {
      plans,
      nextPlan: 0,
      current: null,
      absences: absences.filter((a) => a.therapistId === null || a.therapistId === id),
      work: new Spans(),
      booked: new Spans(),
      absent: new Spans(),
      breakStart: 0,
      breakEnd: 0,
    });
  }
  const firstDay = epochDay(zoned[0]!.date);
  const byDay = bookingsByDay(input.bookings, therapists, firstDay, zoned.length);
  const team = [...therapists.values()];
  const slotMinutes = input.slotMinutes;
  // NOTE: staff record bookings after the fact (a walk-in, a phone booking entered late), so past
  // slots keep their real state for them; customers see them as past. A slot starts on a whole
  // minute, so "before the instant" is "before its minute, rounded up".
  const pastUntil = input.audience === 'staff' ? Number.NEGATIVE_INFINITY : ceilMinute(input.nowMs + (input.leadMinutes ?? 0) * MINUTE);
  // The opening hours of each weekday (index 0 Sunday) as [from, to, from, to, ...] minutes.
  const frameOf: number[][] = [[], [], [], [], [], [], []];
  for (const h of input.openingHours) frameOf[h.weekday]?.push(minutesOfDay(h.from), minutesOfDay(h.to));

  const days: DayAvailability[] = [];
  for (let index = 0; index < zoned.length; index++) {
    const day = zoned[index]!;
    const frame = frameOf[day.weekday]!;
    const slots: DayAvailability['slots'] = [];
    days.push({ date: day.date, slots });
    if (frame.length === 0) continue;
    const dayStart = day.at(0);
    const dayEnd = day.at(24 * 60);
    const monday = firstDay + index - ((day.weekday + 6) % 7);
    for (let i = 0; i < team.length; i++) prepareDay(team[i]!, day, dayStart, dayEnd, monday, weekMinutes);
    for (let k = byDay.first[index]!; k < byDay.first[index + 1]!; k++) {
      const b = input.bookings[byDay.order[k]!]!;
      if (b.startMs < dayEnd && b.endMs > dayStart) therapists.get(b.therapistId)!.booked.add(floorMinute(b.startMs), ceilMinute(b.endMs));
    }
    for (let i = 0; i < team.length; i++) placeBreak(team[i]!, day);

    for (let f = 0; f + 1 < frame.length; f += 2) {
      const from = frame[f]!;
      const to = frame[f + 1]!;
      for (let minutes = from; minutes + GRID_MINUTES <= to; minutes += GRID_MINUTES) {
        const start = day.minute(minutes);
        let rank = NONE;
        if (start < pastUntil) {
          rank = PAST;
        } else {
          const cellEnd = day.minute(minutes + GRID_MINUTES);
          const end = start + slotMinutes;
          for (let i = 0; i < team.length && rank !== FREE; i++) rank = Math.max(rank, therapistRank(team[i]!, start, end, cellEnd));
        }
        slots.push({ start: day.iso(minutes), state: STATES[rank]! });
      }
    }
  }
  return days;
}

/**
 * The bookings by the days they may touch (a day lies within 14 hours of its UTC date), instead of
 * sorting thousands of them; each day then keeps those that really overlap it. NOTE: two typed
 * arrays (day `d`'s bookings are `order[first[d]]` up to `order[first[d + 1]]`), not an array per
 * day, because those arrays were most of what the engine left to the garbage collector.
 */
function bookingsByDay(bookings: readonly BookedSpan[], therapists: Map<number, TherapistRange>, firstDay: number, dayCount: number) {
  const first = new Int32Array(dayCount + 1);
  let order = new Int32Array(0);
  // Twice over the bookings: first counting each day's, then placing them.
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < bookings.length; i++) {
      const b = bookings[i]!;
      if (!therapists.has(b.therapistId)) continue;
      const from = Math.max(0, Math.floor((b.startMs - MARGIN) / DAY) - firstDay);
      const to = Math.min(dayCount - 1, Math.floor((b.endMs + MARGIN) / DAY) - firstDay);
      for (let d = from; d <= to; d++) {
        if (pass === 0) first[d + 1]!++;
        else order[first[d]!++] = i;
      }
    }
    // After counting, each day's count becomes where its bookings begin; after placing, each
    // day's cursor stands where the next day's begin, so shifting by one restores the starts.
    if (pass === 0) {
      for (let d = 0; d < dayCount; d++) first[d + 1]! += first[d]!;
      order = new Int32Array(first[dayCount]!);
    } else {
      first.copyWithin(1, 0, dayCount);
      first[0] = 0;
    }
  }
  return { first, order };
}

/** A therapist's working time and absences on `day`; the bookings follow, then the break. */
function prepareDay(t: TherapistRange, day: ZonedDay, dayStart: number, dayEnd: number, monday: number, weekMinutes: Map<number, WeekMinutes>) {
  // Days come in order, so the plan begun last only moves forward.
  while (t.nextPlan < t.plans.length && t.plans[t.nextPlan]!.begins <= day.date) t.current = t.plans[t.nextPlan++]!;
  t.work.clear();
  t.booked.clear();
  t.absent.clear();
  const plan = t.current;
  if (plan && plan.sequence.length > 0) {
    const weeks = Math.round((monday - plan.mondayDay) / 7);
    const n = plan.sequence.length;
    const ranges = weekMinutes.get(plan.sequence[((weeks % n) + n) % n]!)?.[day.weekday] ?? [];
    for (let i = 0; i + 1 < ranges.length; i += 2) t.work.add(day.minute(ranges[i]!), day.minute(ranges[i + 1]!));
  }
  for (let i = 0; i < t.absences.length; i++) {
    const a = t.absences[i]!;
    if (a.startMs < dayEnd && dayStart < a.endMs) t.absent.add(floorMinute(a.startMs), ceilMinute(a.endMs));
  }
}

/** Where the flexible break lies on `day`: at its time, or 30 minutes later when its first position is booked. */
function placeBreak(t: TherapistRange, day: ZonedDay) {
  t.breakStart = 0;
  t.breakEnd = 0;
  const flexBreak = t.current && t.current.sequence.length > 0 ? t.current.flexBreak : null;
  if (!flexBreak || t.work.empty) return;
  const minutes = minutesOfDay(flexBreak.time);
  t.breakStart = day.minute(minutes);
  t.breakEnd = day.minute(minutes + flexBreak.durationMinutes);
  if (flexBreak.mayMoveLater && t.booked.overlaps(t.breakStart, t.breakEnd)) {
    t.breakStart = day.minute(minutes + 30);
    t.breakEnd = day.minute(minutes + 30 + flexBreak.durationMinutes);
  }
}

/** One therapist's rank for the slot from `start` to `end` whose grid cell ends at `cellEnd`. */
function therapistRank(t: TherapistRange, start: number, end: number, cellEnd: number): number {
  if (t.work.covers(start, end) && !blocked(t, start, end)) return FREE;
  if (!t.work.covers(start, cellEnd) || t.absent.overlaps(start, cellEnd)) return NONE;
  if (!blocked(t, start, cellEnd)) return INSUFFICIENT;
  return t.booked.overlaps(start, cellEnd) ? BOOKED : BREAK;
}

/** Whether a booking, an absence or the break keeps the therapist busy between the two minutes. */
const blocked = (t: TherapistRange, from: number, to: number) =>
  t.booked.overlaps(from, to) || t.absent.overlaps(from, to) || (t.breakStart < to && from < t.breakEnd);
