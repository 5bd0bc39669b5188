import { minutesOfDay, type DayAvailability, type Slot, type SlotState } from '@praxis/domain';
import { cachedIn } from '../../lib/cached.ts';
import { weekdayOf, weekKey } from './calendar-weeks.ts';
import type { BookingFlow, TimeOfDay } from './flow-store.ts';

/** The time-of-day windows in practice-zone minutes: morning before 12:00, afternoon 12:00–17:00, evening from 17:00. */
export const TIME_OF_DAY_WINDOWS: Record<Exclude<TimeOfDay, 'all'>, readonly [number, number]> = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
};

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The wall-clock time "HH:MM" of an instant in the practice's zone, whatever offset the text carries. */
// The filters and every slot's name ask for the same few hundred starts on each render.
export const slotClock = (iso: string): string => cachedIn(clocks, iso, () => clock.format(new Date(iso)), 20_000);
const clocks = new Map<string, string>();

/** True when a slot starting at `iso` lies in the chosen time of day. */
export function inTimeOfDay(iso: string, timeOfDay: TimeOfDay): boolean {
  if (timeOfDay === 'all') return true;
  const minutes = minutesOfDay(slotClock(iso));
  const [from, to] = TIME_OF_DAY_WINDOWS[timeOfDay];
  return minutes >= from && minutes < to;
}

export type DayFilter = Pick<BookingFlow, 'days' | 'weekdays' | 'weeks'>;

/** True when a date passes the weekday and calendar-week filters (empty filters pass everything). */
export function dayInFilter(date: string, filter: Pick<DayFilter, 'weekdays' | 'weeks'>): boolean {
  if (filter.weekdays.length > 0 && !filter.weekdays.includes(weekdayOf(date))) return false;
  return filter.weeks.length === 0 || filter.weeks.includes(weekKey(date));
}

/** True when a date passes every day filter, the chosen days included. */
export const dayMatches = (date: string, filter: DayFilter) => dayInFilter(date, filter) && (filter.days.length === 0 || filter.days.includes(date));

/** The slots of a day that the filters let through (none when the day itself is filtered out). */
export function matchingSlots(day: DayAvailability, filter: DayFilter & Pick<BookingFlow, 'timeOfDay'>): Slot[] {
  if (!dayMatches(day.date, filter)) return [];
  return day.slots.filter((slot) => inTimeOfDay(slot.start, filter.timeOfDay));
}

/** How many free slots the filters leave in `days`. */
export const countMatchingFree = (days: readonly DayAvailability[], filter: DayFilter & Pick<BookingFlow, 'timeOfDay'>) =>
  days.reduce((sum, day) => sum + matchingSlots(day, filter).filter((slot) => slot.state === 'free').length, 0);

/** States that show the practice has planned the time (anything but "none" and "past"). */
const PUBLISHED: readonly SlotState[] = ['free', 'booked', 'insufficient', 'break'];

/** True when a day shows planned time: without it, a day is not (yet) open for booking. */
export const isPublished = (day: DayAvailability) => day.slots.some((slot) => PUBLISHED.includes(slot.state));

export type CalendarNotice = 'notPublished' | 'noAppointments';

/** True when nothing of a day lies ahead: closed, or all its time is over. */
export const isOver = (day: DayAvailability) => day.slots.every((slot) => slot.state === 'past');

/**
 * The message when the filters leave no free slot in the loaded days (specification section 8):
 * nothing planned at all (days beyond the horizon are missing, or all "none") means the calendar
 * is not published yet; otherwise the search is too narrow. Days with nothing ahead (a Sunday, the
 * rest of a closed week) are not a calendar waiting to be published.
 */
export function calendarNotice(days: readonly DayAvailability[], matchingFree: number): CalendarNotice | null {
  if (matchingFree > 0) return null;
  return days.some(isPublished) || (days.length > 0 && days.every(isOver)) ? 'noAppointments' : 'notPublished';
}
