import { describe, expect, it } from 'vitest';
import type { TherapistPlan, TimeRange, WeekPlan } from '../schedule/schedule-types.ts';
import { plannedMinutesByMonth, plannedMinutesOn } from './plan-minutes.ts';

const days = (weekdays: number[], from: string, to: string): TimeRange[] => weekdays.map((weekday) => ({ weekday, from, to }));
const FULL: WeekPlan = { id: 1, ranges: days([1, 2, 3, 4, 5, 6], '09:00', '20:00') };
const WEEK_A: WeekPlan = { id: 2, ranges: days([2, 4], '13:00', '20:00') };
const WEEK_B: WeekPlan = { id: 3, ranges: days([6], '09:00', '14:00') };
const WEEK_PLANS = [FULL, WEEK_A, WEEK_B];
const breakAt = (time: string, durationMinutes = 30) => ({ time, durationMinutes, mayMoveLater: true });
const plan = (change: Partial<TherapistPlan> = {}): TherapistPlan => ({ therapistId: 1, begins: '2027-01-04', sequence: [1], flexBreak: null, ...change });
const rangesOf = new Map(WEEK_PLANS.map((w) => [w.id, w.ranges]));

describe('plannedMinutesOn', () => {
  it.each([
    ['a full day less the break', [plan({ flexBreak: breakAt('12:30') })], '2027-01-04', undefined, 630],
    ['a full day without a break', [plan()], '2027-01-04', undefined, 660],
    ['a Sunday', [plan({ flexBreak: breakAt('12:30') })], '2027-01-10', undefined, 0],
    ['a day before the plan begins', [plan()], '2027-01-02', undefined, 0],
    ['a day in progress, cut at 15:00 and less the break', [plan({ flexBreak: breakAt('12:30') })], '2027-01-04', 15 * 60, 330],
    ['a day in progress before work starts', [plan()], '2027-01-04', 8 * 60, 0],
    ['a day whose break lies half outside the ranges', [plan({ sequence: [2], flexBreak: breakAt('12:45') })], '2027-01-05', undefined, 405],
    ['a day of the newer plan', [plan(), plan({ begins: '2027-01-11', sequence: [3] })], '2027-01-12', undefined, 0],
  ])('counts %s', (_case, plans, date, until, expected) => {
    expect(plannedMinutesOn(plans, rangesOf, date, until)).toBe(expected);
  });
});

describe('plannedMinutesByMonth', () => {
  it('sums a full-time plan with its break per month, every month of the span present', () => {
    const months = plannedMinutesByMonth([plan({ flexBreak: breakAt('12:30') })], WEEK_PLANS, '2026-12-01', '2027-02-28');
    // January from Monday the 4th: 24 working days; February: 24; December: before the plan.
    expect([...months]).toEqual([
      ['2026-12', 0],
      ['2027-01', 24 * 630],
      ['2027-02', 24 * 630],
    ]);
  });

  it('rotates a two-week sequence weekly from the week the plan begins in', () => {
    const months = plannedMinutesByMonth([plan({ begins: '2027-01-05', sequence: [2, 3] })], WEEK_PLANS, '2027-01-01', '2027-01-31');
    // Weeks of 4 and 18 January: Tuesday and Thursday afternoons (2 × 420); of 11 and 25 January: Saturday mornings (300).
    expect(months.get('2027-01')).toBe(2 * 840 + 2 * 300);
  });

  it('counts the last day only up to the given time', () => {
    const months = plannedMinutesByMonth([plan({ begins: '2027-01-05', sequence: [2, 3] })], WEEK_PLANS, '2027-01-04', '2027-01-05', 15 * 60);
    expect(months.get('2027-01')).toBe(120);
  });

  it('counts wall-clock time on the day the clocks change', () => {
    // Saturday 27 March 2027 and the Monday after the change (28 March): plain 11 hours each.
    const months = plannedMinutesByMonth([plan()], WEEK_PLANS, '2027-03-27', '2027-03-29');
    expect(months.get('2027-03')).toBe(2 * 660);
  });
});
