import { cachedIn } from '../../lib/cached.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { slotClock } from './slot-filters.ts';

const ZONE = 'Europe/Zurich';
// A calendar date is formatted at noon UTC, so no zone can move it to another day.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * Date and time texts of the booking flow in `language` (Swiss conventions): instants in the
 * practice's zone, calendar dates as they are.
 */
export function slotFormat(language: string): SlotFormat {
  // Intl formatters are costly to make: one set per language for the page's lifetime.
  return cachedIn(formats, language, () => makeSlotFormat(language));
}

function makeSlotFormat(language: string) {
  const locale = `${language}-CH`;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE });
  const shortDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  // Each slot's name repeats its day, and the week choice names up to 26 weeks on every render:
  // formatted once each (formatRange is the slowest of all).
  const ranges = new Map<string, string>();
  const days = new Map<string, string>();
  const dayLabel = (date: string) => cachedIn(days, date, () => `${weekday.format(atNoon(date))} ${dayMonth.format(atNoon(date))}`);
  return {
    /** "Mo 30.11." */
    dayLabel,
    /** "Mo 30.11. 10:00": the accessible name of a slot button. */
    slotLabel: (date: string, start: string) => `${dayLabel(date)} ${slotClock(start)}`,
    /** "10:00" */
    time: slotClock,
    /** "10:00–10:55": from the start for `minutes`. */
    timeRange: (start: string, minutes: number) => `${slotClock(start)}–${slotClock(new Date(Date.parse(start) + minutes * 60_000).toISOString())}`,
    /** "Montag, 30. November 2026" */
    longDate: (date: string) => longDate.format(atNoon(date)),
    /** "30. November 2026" */
    shortDate: (date: string) => shortDate.format(atNoon(date)),
    /** "30. November, 10:00": a deadline such as the end of a reservation. */
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** "23.–29.11.": the days of the week starting `monday`. */
    // ICU versions differ in the spaces around the dash (thin, narrow or plain): one kind for all, so
    // the page rendered by the server reads the same as in the browser.
    weekRange: (monday: string) =>
      cachedIn(ranges, monday, () =>
        dayMonth.formatRange(atNoon(monday), new Date(atNoon(monday).getTime() + 6 * 86_400_000)).replace(/[\u2009\u202f\u00a0]/g, ' '),
      ),
  };
}

export type SlotFormat = ReturnType<typeof makeSlotFormat>;
const formats = new Map<string, SlotFormat>();

/** `slotFormat` in the current UI language. */
export function useSlotFormat(): SlotFormat {
  const { i18n } = useTranslation();
  return useMemo(() => slotFormat(i18n.language), [i18n.language]);
}
