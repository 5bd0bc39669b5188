// Time-zone offsets from the platform's own zone data (Intl), without a Temporal polyfill: the
// polyfill was 18 KB of the booking page's first load (issue 19), and both browsers and Node
// carry the IANA data already.

/** The practice's time zone: plans are wall-clock times here, instants are stored as UTC. */
export const PRACTICE_TIME_ZONE = 'Europe/Zurich';

const HOUR = 3_600_000;
/**
 * How often a year is sampled for offset changes: no zone changes and changes back within a week
 * (the shortest such span in the zone data, Morocco's Ramadan hour, lasts about a month). Each
 * sample is an Intl call; a year in 12-hour steps was 730 of them, about 5 ms on a phone.
 */
const STRIDE = 7 * 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();
const WALL_CLOCK = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+):(\d+)$/;

/** The offset in milliseconds (whole seconds) of `zone` at `epochMs`, read through Intl: a few microseconds. */
function measuredOffset(epochMs: number, zone: string): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const seconds = Math.floor(epochMs / 1000) * 1000;
  const match = WALL_CLOCK.exec(format.format(seconds));
  if (!match) throw new RangeError(`No wall-clock time of ${zone} at ${epochMs}`);
  const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
  const wall = new Date(0);
  wall.setUTCFullYear(year!, month! - 1, day!);
  wall.setUTCHours(hour!, minute!, second!, 0);
  return wall.getTime() - seconds;
}

interface YearOffsets {
  initial: number;
  /** The instants from which another offset applies, in order. */
  changes: Array<{ atMs: number; offsetMs: number }>;
}

const years = new Map<string, YearOffsets>();

/** The first instant in (`low`, `high`] whose offset is no longer `before`. */
function changeBetween(low: number, high: number, before: number, zone: string): number {
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (measuredOffset(middle, zone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** A UTC year's offset at its start and its changes, measured once per zone and year. */
function yearOffsets(year: number, zone: string): YearOffsets {
  const key = `${zone}|${year}`;
  const known = years.get(key);
  if (known) return known;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const initial = measuredOffset(start, zone);
  const changes: YearOffsets['changes'] = [];
  let offset = initial;
  for (let low = start; low < end;) {
    const high = Math.min(low + STRIDE, end);
    const next = measuredOffset(high, zone);
    if (next === offset) {
      low = high;
      continue;
    }
    const atMs = changeBetween(low, high, offset, zone);
    offset = measuredOffset(atMs, zone);
    changes.push({ atMs, offsetMs: offset });
    low = atMs;
  }
  // NOTE: bounded, as a request may name any year: the practice asks for a handful.
  if (years.size > 500) years.clear();
  const found = { initial, changes };
  years.set(key, found);
  return found;
}

/** The UTC offset of `zone` at the instant, in milliseconds (+01:00 is 3,600,000). */
export function offsetAt(epochMs: number, zone: string = PRACTICE_TIME_ZONE): number {
  const { initial, changes } = yearOffsets(new Date(epochMs).getUTCFullYear(), zone);
  let offset = initial;
  for (const change of changes) {
    if (change.atMs > epochMs) break;
    offset = change.offsetMs;
  }
  return offset;
}

/** The calendar date (YYYY-MM-DD) of `instant` in the practice's zone. */
export function practiceDate(instant: Date): string {
  const ms = instant.getTime();
  return new Date(ms + offsetAt(ms)).toISOString().slice(0, 10);
}
