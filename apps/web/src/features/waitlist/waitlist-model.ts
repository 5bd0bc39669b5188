import { addDays, WAITLIST_MAX_DAYS } from '@praxis/domain';

/** Weekdays in the order a week is shown here: Monday first (0 is Sunday, as in the API). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The half hours one may choose as a window's start or end, 06:00 to 22:00. */
export const HALF_HOURS: readonly string[] = Array.from({ length: 33 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

/** What the form starts with: the next two weeks, Monday to Friday, 08:00 to 18:00. */
export function defaultWindow(today: string) {
  return { fromDate: today, toDate: addDays(today, 13), weekdays: ['1', '2', '3', '4', '5'], fromTime: '08:00', toTime: '18:00' };
}

/** The last day a period starting on `fromDate` may reach (30 days, both ends included). */
export const lastAllowedDay = (fromDate: string) => addDays(fromDate, WAITLIST_MAX_DAYS - 1);

/** A weekday's name (0 Sunday ... 6 Saturday) in `language`, short ("Mo") or long ("Montag"). */
export function weekdayName(weekday: number, language: string, width: 'short' | 'long' = 'short'): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}

/** The chosen weekdays in week order, short names joined: "Mo, Di, Fr". */
export function weekdayList(weekdays: readonly number[], language: string): string {
  return WEEK_ORDER.filter((day) => weekdays.includes(day))
    .map((day) => weekdayName(day, language))
    .join(', ');
}
