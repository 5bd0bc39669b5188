import { describe, expect, it } from 'vitest';
import { calendarRange, isoWeek, mondayOfWeekKey, mondaysBetween, weekdayOf, weekKey } from './calendar-weeks.ts';

describe('calendar weeks', () => {
  it.each([
    ['2026-11-23', 2026, 48],
    ['2026-11-29', 2026, 48],
    ['2026-12-28', 2026, 53],
    ['2027-01-01', 2026, 53],
    ['2027-01-03', 2026, 53],
    ['2027-01-04', 2027, 1],
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53],
    ['2020-12-31', 2020, 53],
    ['2025-12-29', 2026, 1],
    ['2028-01-01', 2027, 52],
  ])('puts %s into ISO week %i-W%i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
  });

  it.each([
    ['2026-W48', '2026-11-23'],
    ['2026-W53', '2026-12-28'],
    ['2027-W01', '2027-01-04'],
    ['2025-W01', '2024-12-30'],
    ['2020-W53', '2020-12-28'],
  ])('finds the Monday of %s (%s) and back', (key, monday) => {
    expect(mondayOfWeekKey(key)).toBe(monday);
    expect(weekKey(monday)).toBe(key);
  });

  it.each([
    ['2026-11-29', 0],
    ['2026-11-30', 1],
    ['2026-12-05', 6],
    ['2027-01-01', 5],
  ])('knows %s is weekday %i (0 Sunday)', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('lists the Mondays across a year change', () => {
    expect(mondaysBetween('2026-12-24', '2027-01-11')).toEqual(['2026-12-21', '2026-12-28', '2027-01-04', '2027-01-11']);
  });

  it('pages customers from this week to the horizon, staff also back, and starts at a later remembered slot', () => {
    expect(calendarRange('2026-11-26', 6, 2, false, null)).toEqual({ firstMonday: '2026-11-23', lastMonday: '2027-05-24', initialMonday: '2026-11-23' });
    expect(calendarRange('2026-11-26', 6, 2, true, null).firstMonday).toBe('2026-09-21');
    expect(calendarRange('2026-11-26', 6, 2, false, '2026-12-30').initialMonday).toBe('2026-12-28');
    expect(calendarRange('2026-11-26', 6, 2, false, '2026-11-01').initialMonday).toBe('2026-11-23');
  });
});
