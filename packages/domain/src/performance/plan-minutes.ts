import { weekPlanOn } from '../schedule/availability.ts';
import type { TherapistPlan, TimeRange, WeekPlan } from '../schedule/schedule-types.ts';
import { addDays, epochDay, minutesOfDay } from '../schedule/zoned-day.ts';

const DAY_MINUTES = 24 * 60;

/** Minutes of [from, to) that lie in [start, end). */
const overlap = (from: number, to: number, start: number, end: number) => Math.max(0, Math.min(to, end) - Math.max(from, start));

/**
 * A therapist's planned working minutes on `date` (YYYY-MM-DD, wall clock in the practice zone):
 * the ranges of the week plan their plan rotates to that week (`weekPlanOn`, as the calendar and
 * the operation plan use it), less the flexible break where it falls into them (at its first
 * position: it moves only when booked), counted up to `untilMinutes` after midnight (a day in
 * progress). NOTE: absences are not deducted: the report compares the booked time with the plan.
 */
export function plannedMinutesOn(
  plans: readonly TherapistPlan[],
  rangesOf: ReadonlyMap<number, readonly TimeRange[]>,
  date: string,
  untilMinutes = DAY_MINUTES,
): number {
  const chosen = weekPlanOn(plans, date);
  if (!chosen) return 0;
  const weekday = (((epochDay(date) + 4) % 7) + 7) % 7;
  const ranges = (rangesOf.get(chosen.weekPlanId) ?? []).filter((r) => r.weekday === weekday);
  const flexBreak = chosen.plan.flexBreak;
  let minutes = 0;
  for (const range of ranges) {
    const from = minutesOfDay(range.from);
    const to = Math.min(minutesOfDay(range.to), untilMinutes);
    if (to <= from) continue;
    minutes += to - from;
    if (flexBreak) {
      const start = minutesOfDay(flexBreak.time);
      minutes -= overlap(from, to, start, start + flexBreak.durationMinutes);
    }
  }
  return minutes;
}

/**
 * Planned working minutes per month ("YYYY-MM") of one therapist's `plans` (all theirs), from
 * `from` to `to` (YYYY-MM-DD, both included); the last day counts up to `lastDayUntilMinutes`.
 * Every month of the span has an entry, 0 when nothing is planned.
 */
export function plannedMinutesByMonth(
  plans: readonly TherapistPlan[],
  weekPlans: readonly WeekPlan[],
  from: string,
  to: string,
  lastDayUntilMinutes = DAY_MINUTES,
): Map<string, number> {
  const rangesOf = new Map(weekPlans.map((w) => [w.id, w.ranges]));
  const months = new Map<string, number>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const month = date.slice(0, 7);
    const minutes = plannedMinutesOn(plans, rangesOf, date, date === to ? lastDayUntilMinutes : DAY_MINUTES);
    months.set(month, (months.get(month) ?? 0) + minutes);
  }
  return months;
}
