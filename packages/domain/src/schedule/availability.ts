import type { AbsenceSpan, BookedSpan, DayAvailability, FlexBreak, SlotState, TherapistPlan, TimeRange, WeekPlan } from './schedule-types.ts';
import { dateOfEpochDay, epochDay, minutesOfDay, mondayOf, zonedDay, type ZonedDay } from './zoned-day.ts';

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

type Span = [number, number];

const overlaps = (spans: readonly Span[], start: number, end: number) => spans.some(([a, b]) => a < end && start < b);
const covers = (spans: readonly Span[], start: number, end: number) => spans.some(([a, b]) => a <= start && end <= b);

/** Index of the first span in `sorted` (by start) that may overlap from `start` on. */
function firstFrom(sorted: readonly BookedSpan[], maxLength: number, start: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.startMs + maxLength <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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

/** Where the flexible break lies: at its time, or 30 minutes later when its first position is booked. */
export function flexBreakSpan(flexBreak: FlexBreak, day: ZonedDay, bookings: readonly Span[]): Span {
  const start = minutesOfDay(flexBreak.time);
  const first: Span = [day.at(start), day.at(start + flexBreak.durationMinutes)];
  if (flexBreak.mayMoveLater && overlaps(bookings, first[0], first[1])) {
    return [day.at(start + 30), day.at(start + 30 + flexBreak.durationMinutes)];
  }
  return first;
}

interface TherapistDay {
  work: Span[];
  /** Bookings, absences and the break: everything that keeps the therapist from a new booking. */
  blocked: Span[];
  booked: Span[];
  absent: Span[];
}

const RANK: Record<SlotState, number> = { free: 5, insufficient: 4, booked: 3, break: 2, none: 1, past: 0 };

/**
 * Per day and per 30-minute slot of the opening hours, one state (specification section 3):
 * `past` before now plus the lead time; `free` when at least one therapist who offers the therapy
 * can take the whole slot length; `insufficient` when one is available at the slot but not for the
 * whole length; `booked` when the therapists working then are booked; `break` when they are on
 * their break; `none` when nobody works. Pure: everything it needs is in `input`.
 */
export function computeAvailability(input: AvailabilityInput): DayAvailability[] {
  const weekPlans = new Map(input.weekPlans.map((w) => [w.id, w]));
  const therapists = [...new Set(input.therapistIds)];
  const plansOf = new Map(therapists.map((id) => [id, input.plans.filter((p) => p.therapistId === id)]));
  const bookingsOf = new Map<number, BookedSpan[]>(therapists.map((id) => [id, []]));
  let longestBooking = 0;
  for (const booking of input.bookings) {
    bookingsOf.get(booking.therapistId)?.push(booking);
    longestBooking = Math.max(longestBooking, booking.endMs - booking.startMs);
  }
  for (const list of bookingsOf.values()) list.sort((a, b) => a.startMs - b.startMs);
  const absences = input.absences.filter((a) => input.audience === 'customer' || !a.shortTerm);
  const slotMs = input.slotMinutes * MINUTE;
  // NOTE: staff record bookings after the fact (a walk-in, a phone booking entered late), so past
  // slots keep their real state for them; customers see them as past.
  const pastUntil = input.audience === 'staff' ? Number.NEGATIVE_INFINITY : input.nowMs + (input.leadMinutes ?? 0) * MINUTE;

  const days: DayAvailability[] = [];
  for (let dayNumber = epochDay(input.from); dayNumber <= epochDay(input.to); dayNumber++) {
    const day = zonedDay(dateOfEpochDay(dayNumber));
    const dayStart = day.at(0);
    const dayEnd = day.at(24 * 60);
    const frame = input.openingHours.filter((h) => h.weekday === day.weekday);
    const perTherapist: TherapistDay[] = therapists.map((id) => {
      const chosen = weekPlanOn(plansOf.get(id)!, day.date);
      const ranges = chosen ? (weekPlans.get(chosen.weekPlanId)?.ranges ?? []).filter((r) => r.weekday === day.weekday) : [];
      const work: Span[] = ranges.map((r) => [day.at(minutesOfDay(r.from)), day.at(minutesOfDay(r.to))]);
      const sorted = bookingsOf.get(id)!;
      const booked: Span[] = [];
      for (let i = firstFrom(sorted, longestBooking, dayStart); i < sorted.length && sorted[i]!.startMs < dayEnd; i++) {
        if (sorted[i]!.endMs > dayStart) booked.push([sorted[i]!.startMs, sorted[i]!.endMs]);
      }
      const absent: Span[] = absences
        .filter((a) => (a.therapistId === null || a.therapistId === id) && a.startMs < dayEnd && dayStart < a.endMs)
        .map((a) => [a.startMs, a.endMs]);
      const flexBreak = chosen?.plan.flexBreak;
      const breakSpan = flexBreak && work.length > 0 ? flexBreakSpan(flexBreak, day, booked) : null;
      return { work, booked, absent, blocked: breakSpan ? [...booked, ...absent, breakSpan] : [...booked, ...absent] };
    });

    const slots: DayAvailability['slots'] = [];
    for (const range of frame) {
      for (let minutes = minutesOfDay(range.from); minutes + GRID_MINUTES <= minutesOfDay(range.to); minutes += GRID_MINUTES) {
        const start = day.at(minutes);
        const cellEnd = day.at(minutes + GRID_MINUTES);
        let state: SlotState = 'none';
        if (start < pastUntil) {
          state = 'past';
        } else {
          for (const t of perTherapist) {
            let own: SlotState = 'none';
            if (covers(t.work, start, start + slotMs) && !overlaps(t.blocked, start, start + slotMs)) own = 'free';
            else if (covers(t.work, start, cellEnd) && !overlaps(t.absent, start, cellEnd)) {
              if (!overlaps(t.blocked, start, cellEnd)) own = 'insufficient';
              else if (overlaps(t.booked, start, cellEnd)) own = 'booked';
              else own = 'break';
            }
            if (RANK[own] > RANK[state]) state = own;
            if (state === 'free') break;
          }
        }
        slots.push({ start: day.iso(minutes), state });
      }
    }
    days.push({ date: day.date, slots });
  }
  return days;
}
