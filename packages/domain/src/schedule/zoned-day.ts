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

/** 'HH:MM:00' of each minute of a day, so a slot's ISO string is two concatenations. */
const CLOCK = Array.from({ length: 1440 }, (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`);
const clock = (minutes: number) => CLOCK[minutes] ?? `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

/** A day whose UTC offset is `offsetMs` from 14 hours before to 14 hours after it: plain arithmetic. */
function fixedOffsetDay(date: string, day: number, offsetMs: number): ZonedDay {
  const midnightUtc = day * DAY;
  const prefix = `${date}T`;
  const suffix = offsetText(offsetMs);
  return {
    date,
    weekday: (((day + 4) % 7) + 7) % 7,
    at: (minutes) => midnightUtc + minutes * MINUTE - offsetMs,
    iso: (minutes) => prefix + clock(minutes) + suffix,
  };
}

/** A daylight-saving change day: each time goes through Temporal. */
function changeDay(date: string, day: number, zone: string): ZonedDay {
  const plainDate = Temporal.PlainDate.from(date);
  const zoned = (minutes: number) =>
    plainDate
      .add({ days: Math.floor(minutes / 1440) })
      .toPlainDateTime({ hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 })
      .toZonedDateTime(zone, { disambiguation: 'compatible' });
  return {
    date,
    weekday: (((day + 4) % 7) + 7) % 7,
    at: (minutes) => zoned(minutes).epochMilliseconds,
    iso: (minutes) => {
      const z = zoned(minutes);
      return `${z.toPlainDateTime().toString({ smallestUnit: 'second' })}${z.offset}`;
    },
  };
}

/** How far a day of any zone reaches beyond its UTC date (zones reach UTC±14). */
export const MARGIN = 14 * 3_600_000;

/**
 * The day `date` in `zone`. NOTE: most days have one UTC offset, so times are plain arithmetic;
 * only on a daylight-saving change day is each time converted through Temporal.
 */
export function zonedDay(date: string, zone: string = PRACTICE_TIME_ZONE): ZonedDay {
  const day = epochDay(date);
  const startOffset = offsetAt(day * DAY - MARGIN, zone);
  const endOffset = offsetAt(day * DAY + DAY + MARGIN, zone);
  return startOffset === endOffset ? fixedOffsetDay(date, day, startOffset) : changeDay(date, day, zone);
}

/**
 * Every day from `from` to `to` inclusive, as `zonedDay` gives them. NOTE: one Temporal offset
 * lookup costs about 45 µs with the polyfill, two per day were most of the slot engine's time
 * for six months; here the zone's changes in the range are found once and each day's offsets
 * read from them.
 */
export function zonedDays(from: string, to: string, zone: string = PRACTICE_TIME_ZONE): ZonedDay[] {
  const first = epochDay(from);
  const last = epochDay(to);
  if (!(first <= last)) return [];
  let zoned = Temporal.Instant.fromEpochMilliseconds(first * DAY - MARGIN).toZonedDateTimeISO(zone);
  const initialOffset = zoned.offsetNanoseconds / 1_000_000;
  const changes: Array<{ atMs: number; offsetMs: number }> = [];
  const rangeEnd = last * DAY + DAY + MARGIN;
  for (;;) {
    const next = zoned.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds > rangeEnd) break;
    changes.push({ atMs: next.epochMilliseconds, offsetMs: next.offsetNanoseconds / 1_000_000 });
    zoned = next;
  }
  const offsetUntil = (epochMs: number) => {
    let offset = initialOffset;
    for (const change of changes) if (change.atMs <= epochMs) offset = change.offsetMs;
    return offset;
  };
  const days: ZonedDay[] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOfEpochDay(day);
    const startOffset = offsetUntil(day * DAY - MARGIN);
    const endOffset = offsetUntil(day * DAY + DAY + MARGIN);
    if (startOffset === endOffset) {
      days.push(fixedOffsetDay(date, day, startOffset));
      continue;
    }
    const offsets = [startOffset, ...changes.filter((c) => c.atMs > day * DAY - MARGIN && c.atMs <= day * DAY + DAY + MARGIN).map((c) => c.offsetMs)];
    days.push(changeDayFromOffsets(date, day, zone, offsets, offsetUntil));
  }
  return days;
}

/**
 * A change day from the zone's offsets around it, as `changeDay` gives it through Temporal:
 * a time that exists twice is the earlier instant, a time skipped moves forward by the gap
 * (Temporal's "compatible"). NOTE: the offsets are known only from 14 hours before the day to
 * 14 hours after it, so times outside the day go through Temporal.
 */
function changeDayFromOffsets(date: string, day: number, zone: string, offsets: number[], offsetAt: (epochMs: number) => number): ZonedDay {
  const midnightUtc = day * DAY;
  const exact = changeDay(date, day, zone);
  const largest = Math.max(...offsets);
  const at = (minutes: number) => {
    if (minutes < 0 || minutes > 1440) return exact.at(minutes);
    const local = midnightUtc + minutes * MINUTE;
    let earliest = Number.POSITIVE_INFINITY;
    for (const offset of offsets) if (offsetAt(local - offset) === offset) earliest = Math.min(earliest, local - offset);
    // Skipped: read with the offset before the gap, which lands as far after it.
    return earliest === Number.POSITIVE_INFINITY ? local - offsetAt(local - largest) : earliest;
  };
  return {
    date,
    weekday: exact.weekday,
    at,
    iso: (minutes) => {
      if (minutes < 0 || minutes > 1440) return exact.iso(minutes);
      const instant = at(minutes);
      const offset = offsetAt(instant);
      return `${new Date(instant + offset).toISOString().slice(0, 19)}${offsetText(offset)}`;
    },
  };
}
