import { formatChf, PRACTICE_TIME_ZONE } from '@praxis/domain';

/**
 * Texts for money, dates and times on staff screens, in the UI `language` with Swiss conventions
 * (`${language}-CH`): instants in the practice's zone (Europe/Zurich), calendar dates as they are.
 */

/** An instant as the API sends it (ISO 8601 with offset) or as a `Date`. */
export type Instant = string | Date;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Formats Rappen as CHF with 2 decimals ("CHF 75.00"): the domain's one formatter. */
export { formatChf };

// Intl formatters are costly to build and a table formats hundreds of cells: one per language and kind.
const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(key: string, create: () => T): T {
  let formatter = cache.get(key);
  if (!formatter) cache.set(key, (formatter = create()));
  return formatter as T;
}

const dateTimeFormat = (language: string, kind: string, options: Intl.DateTimeFormatOptions) =>
  // eslint-disable-next-line no-restricted-syntax -- every caller of this helper sets the zone in `options`
  cached(`${kind}:${language}`, () => new Intl.DateTimeFormat(`${language}-CH`, options));

const NUMERIC_DATE = { day: 'numeric', month: 'numeric', year: 'numeric' } as const;
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

function toDate(instant: Instant): Date {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  return date;
}

/** A calendar date ("2026-11-30") as "30.11.2026"; no zone can move it to another day. */
export function formatDate(date: string, language: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a calendar date: ${date}`);
  // NOTE: formatted at noon UTC in UTC, so the browser's zone never shifts the day.
  return dateTimeFormat(language, 'date', { ...NUMERIC_DATE, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** The practice-zone calendar date of an instant ("30.11.2026"). */
export function formatInstantDate(instant: Instant, language: string): string {
  return dateTimeFormat(language, 'instantDate', { ...NUMERIC_DATE, timeZone: PRACTICE_TIME_ZONE }).format(toDate(instant));
}

/** The practice-zone clock time of an instant, 24 h ("10:05"). */
export function formatTime(instant: Instant, language: string): string {
  return dateTimeFormat(language, 'time', { ...CLOCK, timeZone: PRACTICE_TIME_ZONE }).format(toDate(instant));
}

/** Date and clock time of an instant in the practice's zone ("30.11.2026, 10:05"). */
export function formatDateTime(instant: Instant, language: string): string {
  return dateTimeFormat(language, 'dateTime', { ...NUMERIC_DATE, ...CLOCK, timeZone: PRACTICE_TIME_ZONE }).format(toDate(instant));
}

/**
 * An instant in the practice's zone in one of Intl's styles ("Montag, 30. November 2026 um 10:05"
 * for `full` and `short`): a browser set to another zone still shows the practice's clock.
 */
export function formatInstantStyled(instant: Instant, language: string, dateStyle: 'full' | 'long' | 'medium', timeStyle?: 'short'): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle, ...(timeStyle ? { timeStyle } : {}), timeZone: PRACTICE_TIME_ZONE };
  return dateTimeFormat(language, `styled:${dateStyle}:${timeStyle ?? ''}`, options).format(toDate(instant));
}

/**
 * The unit and whole count in which `instant` is shown relative to `now` (negative: past). The
 * unit switches at the specification's bounds: under 2 hours minutes, under a day hours, under a
 * week days, under 30 days weeks, under 2 years months (of 30 days), else years (of 365 days).
 * NOTE: the bounds measure elapsed time, not calendar distance: across the spring DST change,
 * the same wall-clock time yesterday is 23 hours ago. Counts are truncated toward zero, so a unit
 * never shows the count of the next bound.
 */
export function relativeTimeParts(instant: Instant, now: Instant): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const elapsed = toDate(instant).getTime() - toDate(now).getTime();
  const size = Math.abs(elapsed);
  const sign = elapsed < 0 ? -1 : 1;
  const count = (unit: number) => sign * Math.floor(size / unit) || 0;
  if (size < 2 * HOUR) return { value: count(MINUTE), unit: 'minute' };
  if (size < DAY) return { value: count(HOUR), unit: 'hour' };
  if (size < 7 * DAY) return { value: count(DAY), unit: 'day' };
  if (size < 30 * DAY) return { value: count(7 * DAY), unit: 'week' };
  if (size < 730 * DAY) return { value: count(30 * DAY), unit: 'month' };
  return { value: count(365 * DAY), unit: 'year' };
}

/** `instant` relative to `now` ("vor 3 Stunden", "in 2 weeks"); under a minute either way is "now". */
export function formatRelativeTime(instant: Instant, language: string, now: Instant = new Date()): string {
  const { value, unit } = relativeTimeParts(instant, now);
  if (unit === 'minute' && value === 0) {
    return cached(`now:${language}`, () => new Intl.RelativeTimeFormat(`${language}-CH`, { numeric: 'auto' })).format(0, 'second');
  }
  return cached(`relative:${language}`, () => new Intl.RelativeTimeFormat(`${language}-CH`, { numeric: 'always' })).format(value, unit);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes with SI units ("512 byte", "2 kB", "7.3 MB"): one decimal from megabytes on. */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1000 && index < BYTE_UNITS.length - 1) {
    value /= 1000;
    index++;
  }
  const unit = BYTE_UNITS[index]!;
  const digits = index >= 2 ? 1 : 0;
  return cached(`bytes:${unit}:${language}`, () => new Intl.NumberFormat(`${language}-CH`, { style: 'unit', unit, maximumFractionDigits: digits })).format(
    value,
  );
}

/** Every helper above bound to `language`; `useFormat()` gives them in the current UI language. */
export function formatters(language: string) {
  return {
    language,
    /** Rappen as "CHF 75.00". */
    chf: (rappen: number) => formatChf(rappen, language),
    /** "2026-11-30" as "30.11.2026". */
    date: (date: string) => formatDate(date, language),
    /** The Zurich date of an instant. */
    instantDate: (instant: Instant) => formatInstantDate(instant, language),
    /** The Zurich clock time of an instant ("10:05"). */
    time: (instant: Instant) => formatTime(instant, language),
    /** "30.11.2026, 10:05" in Zurich. */
    dateTime: (instant: Instant) => formatDateTime(instant, language),
    /** A size on disk ("7.3 MB"). */
    bytes: (bytes: number) => formatBytes(bytes, language),
    /** "vor 3 Stunden": relative to `now` (default: the current time). */
    relative: (instant: Instant, now?: Instant) => formatRelativeTime(instant, language, now),
  };
}

export type Formatters = ReturnType<typeof formatters>;
