import { offsetAt, PRACTICE_TIME_ZONE } from '../time/zone.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Wall-clock minutes of a day in the practice zone, turned into instants. */
export interface ZonedDay {
  date: string;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  /** Epoch milliseconds of `minutes` after local midnight (a time skipped moves forward by the gap, a time repeated is the earlier one). */
  at(minutes: number): number;
  /** The same instant in whole minutes since the epoch (a small integer, so no number is boxed). */
  minute(minutes: number): number;
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

/**
 * 0 Sunday ... 6 Saturday of an epoch day. `| 0`: the day comes from a division, and a day's
 * `weekday` field was otherwise kept as a boxed double.
 */
const weekdayOf = (day: number) => ((((day + 4) % 7) + 7) % 7) | 0;

/** The Monday of the week that contains `date` (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const day = epochDay(date);
  return dateOfEpochDay(day - ((weekdayOf(day) + 6) % 7));
}

/** 'HH:MM:00' of each minute of a day, so a slot's ISO string is two concatenations. */
const CLOCK = Array.from({ length: 1440 }, (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`);
const clock = (minutes: number) => CLOCK[minutes] ?? `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

/** A day whose UTC offset is `offsetMs` from 14 hours before to 14 hours after it: plain arithmetic. */
function fixedOffsetDay(date: string, day: number, offsetMs: number): ZonedDay {
  const midnightUtc = day * DAY;
  const prefix = `${date}T`;
  const suffix = offsetText(offsetMs);
  const baseMinute = Math.floor((midnightUtc - offsetMs) / MINUTE);
  // The day is kept (see `zonedDay`), so each slot's text is built once, not per request.
  const texts: string[] = Array.from({ length: 49 }, () => '');
  return {
    date,
    weekday: weekdayOf(day),
    at: (minutes: number) => midnightUtc + minutes * MINUTE - offsetMs,
    minute: (minutes: number) => baseMinute + minutes,
    iso: (minutes: number) => {
      if (minutes % 30 !== 0 || minutes < 0 || minutes > 1440) return prefix + clock(minutes) + suffix;
      const index = minutes / 30;
      return texts[index] || (texts[index] = prefix + clock(minutes) + suffix);
    },
  };
}

/** How far a day of any zone reaches beyond its UTC date (zones reach UTC±14). */
export const MARGIN = 14 * 3_600_000;

/**
 * The day `date` in `zone`. NOTE: most days have one UTC offset, so times are plain arithmetic;
 * a daylight-saving change day reads each time through the offsets around it.
 */
export function zonedDay(date: string, zone: string = PRACTICE_TIME_ZONE): ZonedDay {
  let known = kept.get(zone);
  if (!known) kept.set(zone, (known = new Map()));
  const found = known.get(date);
  if (found) return found;
  const made = makeZonedDay(date, zone);
  if (known.size >= KEPT_DAYS) known.delete(known.keys().next().value!);
  known.set(date, made);
  return made;
}

/**
 * Days made, by zone and date. NOTE: six months of availability read the same 182 days on every
 * request; making them (and their slots' texts) again each time was most of the engine's garbage.
 * Oldest out first beyond about three years of days.
 */
const kept = new Map<string, Map<string, ZonedDay>>();
const KEPT_DAYS = 1200;

function makeZonedDay(date: string, zone: string): ZonedDay {
  const day = epochDay(date);
  const windowStart = day * DAY - MARGIN;
  const windowEnd = day * DAY + DAY + MARGIN;
  const startOffset = offsetAt(windowStart, zone);
  const endOffset = offsetAt(windowEnd, zone);
  if (startOffset === endOffset) return fixedOffsetDay(date, day, startOffset);
  // Every offset the day may be read with: before, between and after its changes (an hour apart at least).
  const offsets = new Set([startOffset, endOffset]);
  for (let t = windowStart; t < windowEnd; t += 30 * MINUTE) offsets.add(offsetAt(t, zone));
  return changeDay(date, day, zone, [...offsets]);
}

/** Every day from `from` to `to` inclusive, as `zonedDay` gives them. */
export function zonedDays(from: string, to: string, zone: string = PRACTICE_TIME_ZONE): ZonedDay[] {
  const first = epochDay(from);
  const last = epochDay(to);
  const days: ZonedDay[] = [];
  for (let day = first; day <= last; day++) days.push(zonedDay(dateOfEpochDay(day), zone));
  return days;
}

/**
 * A change day from the zone's offsets around it: a time that exists twice is the earlier instant,
 * a time skipped moves forward by the gap (as Temporal's "compatible" disambiguation). Times
 * beyond the day are read on the day they fall on.
 */
function changeDay(date: string, day: number, zone: string, offsets: number[]): ZonedDay {
  const midnightUtc = day * DAY;
  const largest = Math.max(...offsets);
  const beyond = (minutes: number) => {
    const days = Math.floor(minutes / 1440);
    return { other: zonedDay(dateOfEpochDay(day + days), zone), minutes: minutes - days * 1440 };
  };
  const at = (minutes: number): number => {
    if (minutes < 0 || minutes > 1440) {
      const { other, minutes: rest } = beyond(minutes);
      return other.at(rest);
    }
    const local = midnightUtc + minutes * MINUTE;
    let earliest = Number.POSITIVE_INFINITY;
    for (const offset of offsets) if (offsetAt(local - offset, zone) === offset) earliest = Math.min(earliest, local - offset);
    // Skipped: read with the offset before the gap, which lands as far after it.
    return earliest === Number.POSITIVE_INFINITY ? local - offsetAt(local - largest, zone) : earliest;
  };
  return {
    date,
    weekday: weekdayOf(day),
    at,
    minute: (minutes: number) => Math.floor(at(minutes) / MINUTE),
    iso: (minutes: number) => {
      if (minutes < 0 || minutes > 1440) {
        const { other, minutes: rest } = beyond(minutes);
        return other.iso(rest);
      }
      const instant = at(minutes);
      const offset = offsetAt(instant, zone);
      return `${new Date(instant + offset).toISOString().slice(0, 19)}${offsetText(offset)}`;
    },
  };
}
