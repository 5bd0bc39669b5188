import { Temporal } from 'temporal-polyfill';
import { PRACTICE_TIME_ZONE } from '../time/zone.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Wall-clock minutes of a day in the practice zone, turned into instants. */
export interface ZonedDay {
  date: string;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  /** Epoch milliseconds of `minutes` after local midnight (a gap time moves forward, as Temporal's "compatible"). */
  at(minutes: number): number;
  /** ISO 8601 with offset of `minutes` after local midnight, e.g. 2027-01-04T09:00:00+01:00. */
  iso(minutes: number): string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const offsetText = (offsetMs: number) => {
  const sign = offsetMs < 0 ? '-' : '+';
  const total = Math.abs(offsetMs) / MINUTE;
  return `${sign}${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
};

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const epochDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY;

/** The YYYY-MM-DD date of an epoch day. */
export const dateOfEpochDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** True for a YYYY-MM-DD string that names a real calendar day (not 2027-02-30). */
export const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dateOfEpochDay(epochDay(value)) === value;

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number) => dateOfEpochDay(epochDay(date) + days);

/** A calendar date moved by whole months; the day is kept where the month has it, else its last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** Minutes after midnight of a wall-clock "HH:MM". */
export const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The Monday of the week that contains `date` (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const day = epochDay(date);
  return dateOfEpochDay(day - ((((((day + 4) % 7) + 7) % 7) + 6) % 7));
}

function offsetAt(epochMs: number, zone: string): number {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone).offsetNanoseconds / 1_000_000;
}

/**
 * The day `date` in `zone`. NOTE: most days have one UTC offset, so times are plain arithmetic;
 * only on a daylight-saving change day is each time converted through Temporal.
 */
export function zonedDay(date: string, zone: string = PRACTICE_TIME_ZONE): ZonedDay {
  const day = epochDay(date);
  const midnightUtc = day * DAY;
  const weekday = (((day + 4) % 7) + 7) % 7;
  const startOffset = offsetAt(midnightUtc - 14 * 3_600_000, zone);
  const endOffset = offsetAt(midnightUtc + DAY + 14 * 3_600_000, zone);
  const local = (minutes: number) => `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
  if (startOffset === endOffset) {
    return {
      date,
      weekday,
      at: (minutes) => midnightUtc + minutes * MINUTE - startOffset,
      iso: (minutes) => `${local(minutes)}${offsetText(startOffset)}`,
    };
  }
  const plainDate = Temporal.PlainDate.from(date);
  const zoned = (minutes: number) =>
    plainDate
      .add({ days: Math.floor(minutes / 1440) })
      .toPlainDateTime({ hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 })
      .toZonedDateTime(zone, { disambiguation: 'compatible' });
  return {
    date,
    weekday,
    at: (minutes) => zoned(minutes).epochMilliseconds,
    iso: (minutes) => {
      const z = zoned(minutes);
      return `${z.toPlainDateTime().toString({ smallestUnit: 'second' })}${z.offset}`;
    },
  };
}
