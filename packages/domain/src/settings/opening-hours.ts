/** Opening time on one weekday (0 Sunday ... 6 Saturday). */
export interface OpeningHours {
  weekday: number;
  from: string;
  to: string;
}

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

// 2023-01-01 was a Sunday: weekday n is that date plus n days.
/** The name of weekday `weekday` (0 Sunday ... 6 Saturday) in `language`. */
export function weekdayName(weekday: number, language: string, width: 'long' | 'short' = 'long'): string {
  // A formatter costs far more to make than to use (a page names each weekday twice per render).
  const key = `${language}|${width}`;
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
    weekdayFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Opening hours in one line, Monday first, consecutive days with the same times grouped:
 * "Mo.–Sa. 09:00–20:00". Closed days are left out.
 */
export function summarizeOpeningHours(hours: readonly OpeningHours[], language: string): string {
  const times = (weekday: number) =>
    hours
      .filter((h) => h.weekday === weekday)
      .map((h) => `${h.from}–${h.to}`)
      .join(', ');
  const groups: Array<{ first: number; last: number; times: string }> = [];
  for (const weekday of MONDAY_FIRST) {
    const value = times(weekday);
    const previous = groups[groups.length - 1];
    if (value && previous && previous.times === value && MONDAY_FIRST.indexOf(previous.last) === MONDAY_FIRST.indexOf(weekday) - 1) {
      previous.last = weekday;
    } else if (value) {
      groups.push({ first: weekday, last: weekday, times: value });
    }
  }
  return groups
    .map((g) => {
      const first = weekdayName(g.first, language, 'short');
      const days = g.first === g.last ? first : `${first}–${weekdayName(g.last, language, 'short')}`;
      return `${days} ${g.times}`;
    })
    .join('; ');
}
