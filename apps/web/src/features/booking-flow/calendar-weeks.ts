import { addDays, clampWindow, dateOfEpochDay, epochDay, mondayOf } from '@praxis/domain';

/** Weekday of a YYYY-MM-DD date: 0 Sunday ... 6 Saturday. */
export const weekdayOf = (date: string) => (((epochDay(date) + 4) % 7) + 7) % 7;

/**
 * The ISO 8601 week of a date: weeks start on Monday and belong to the year of their Thursday,
 * so 2027-01-01 (a Friday) is in week 53 of 2026.
 */
export function isoWeek(date: string): { year: number; week: number } {
  const isoWeekday = weekdayOf(date) || 7;
  const thursday = epochDay(date) - isoWeekday + 4;
  const year = Number(dateOfEpochDay(thursday).slice(0, 4));
  return { year, week: Math.floor((thursday - epochDay(`${year}-01-01`)) / 7) + 1 };
}

/** The week of a date as a stable key, e.g. "2026-W53". */
export function weekKey(date: string): string {
  const { year, week } = isoWeek(date);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of an ISO week key ("2026-W53" → 2026-12-28): week 1 holds 4 January. */
export function mondayOfWeekKey(key: string): string {
  const year = key.slice(0, 4);
  const week = Number(key.slice(6));
  return addDays(mondayOf(`${year}-01-04`), (week - 1) * 7);
}

/** Every Monday from the week of `from` to the week of `to`, inclusive. */
export function mondaysBetween(from: string, to: string): string[] {
  const mondays: string[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) mondays.push(monday);
  return mondays;
}

/** `count` Mondays from `first` on. */
export const mondaysFrom = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, i * 7));

/**
 * The Mondays a viewer may page between (customers from this week up to the booking horizon,
 * staff also the look-back months), and where to start: the chosen slot's week if it lies ahead.
 */
export function calendarRange(today: string, horizonMonths: number, lookbackMonths: number, staff: boolean, slotDate: string | null) {
  const window = clampWindow({ from: '1900-01-01', to: '9999-12-31' }, today, horizonMonths, lookbackMonths, staff)!;
  const firstMonday = mondayOf(window.from);
  const lastMonday = mondayOf(window.to);
  const slotMonday = slotDate ? mondayOf(slotDate) : null;
  const initialMonday = slotMonday && slotMonday > mondayOf(today) && slotMonday <= lastMonday ? slotMonday : mondayOf(today);
  return { firstMonday, lastMonday, initialMonday };
}
