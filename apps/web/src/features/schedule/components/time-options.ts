/** "HH:MM" every 30 minutes from 06:00 to 22:00, for the time pickers. */
export const TIME_OPTIONS = Array.from({ length: 33 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Monday first, as staff read a week. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export { weekdayName } from '@praxis/domain';

/** "7.5 h" style hours from minutes. */
export const hours = (minutes: number, language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(minutes / 60);
