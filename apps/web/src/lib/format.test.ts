import { formatChf as domainFormatChf } from '@praxis/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatChf,
  formatDate,
  formatDateTime,
  formatInstantDate,
  formatInstantStyled,
  formatRelativeTime,
  formatters,
  formatTime,
  relativeTimeParts,
} from './format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = new Date('2026-06-15T12:00:00+02:00');
const at = (offset: number) => new Date(NOW.getTime() + offset);

describe('formatChf', () => {
  it('is the domain formatter: Rappen as CHF with 2 decimals', () => {
    expect(formatChf).toBe(domainFormatChf);
    expect(formatters('de').chf(7500)).toBe('CHF\u00a075.00');
    expect(formatters('en').chf(123450)).toBe("CHF\u00a01'234.50");
    expect(formatters('de').chf(-1000)).toBe('CHF\u00a0\u221210.00');
  });
});

describe('formatDate', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each([
    ['2026-11-30', 'de', '30.11.2026'],
    ['2026-11-30', 'en', '30.11.2026'],
    ['2026-03-29', 'de', '29.3.2026'],
    ['2026-10-25', 'fr', '25.10.2026'],
    ['2026-01-01', 'it', '01/01/2026'],
  ])('shows %s in %s as %s', (date, language, expected) => {
    expect(formatDate(date, language)).toBe(expected);
  });

  it('keeps the day in any browser zone', () => {
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Zurich']) {
      process.env.TZ = tz;
      expect(formatDate('2026-11-30', 'de')).toBe('30.11.2026');
    }
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatDate('2026-11-30T10:00:00Z', 'de')).toThrow(RangeError);
  });
});

describe('instants in the practice zone', () => {
  it.each([
    // Spring forward on 2026-03-29: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    ['2026-03-29T00:30:00Z', '01:30', '29.3.2026'],
    ['2026-03-29T01:30:00Z', '03:30', '29.3.2026'],
    ['2026-03-29T03:30:00+02:00', '03:30', '29.3.2026'],
    ['2026-03-28T23:30:00Z', '00:30', '29.3.2026'],
    // Fall back on 2026-10-25: 02:30 happens twice, first in CEST, then in CET.
    ['2026-10-25T00:30:00Z', '02:30', '25.10.2026'],
    ['2026-10-25T01:30:00Z', '02:30', '25.10.2026'],
    ['2026-10-25T22:59:00Z', '23:59', '25.10.2026'],
    ['2026-10-25T23:00:00Z', '00:00', '26.10.2026'],
  ])('%s is %s on %s in Zurich', (instant, time, date) => {
    expect(formatTime(instant, 'de')).toBe(time);
    expect(formatInstantDate(instant, 'de')).toBe(date);
    expect(formatDateTime(new Date(instant), 'de')).toBe(`${date}, ${time}`);
  });

  it('writes 24-hour times in every language', () => {
    for (const language of ['de', 'en', 'fr', 'it', 'ru', 'es']) expect(formatTime('2026-11-30T21:05:00+01:00', language)).toBe('21:05');
    expect(formatDateTime('2026-11-30T21:05:00+01:00', 'en')).toBe('30.11.2026, 21:05');
  });

  it('refuses an unreadable instant', () => {
    expect(() => formatTime('yesterday', 'de')).toThrow(RangeError);
  });

  it('writes an instant in an Intl style with the practice clock, whatever the browser zone (a journal at 11:00 in summer)', () => {
    // The test runs in the machine's zone (UTC in CI): the browser's zone would give 09:00.
    expect(formatInstantStyled('2026-06-15T09:00:00Z', 'de', 'full', 'short')).toBe('Montag, 15. Juni 2026 um 11:00');
    expect(formatInstantStyled('2026-06-15T09:00:00Z', 'fr', 'medium', 'short')).toMatch(/15 juin 2026.*11:00/);
    expect(formatInstantStyled('2026-12-31T23:30:00Z', 'de', 'medium')).toBe('01.01.2027');
  });
});

describe('relativeTimeParts', () => {
  it.each([
    [0, 0, 'minute'],
    [-59_999, 0, 'minute'],
    [-MINUTE, -1, 'minute'],
    [-(2 * HOUR - MINUTE), -119, 'minute'],
    [-(2 * HOUR - 1), -119, 'minute'],
    [-2 * HOUR, -2, 'hour'],
    [-(DAY - MINUTE), -23, 'hour'],
    [-DAY, -1, 'day'],
    [-(7 * DAY - MINUTE), -6, 'day'],
    [-7 * DAY, -1, 'week'],
    [-(30 * DAY - MINUTE), -4, 'week'],
    [-30 * DAY, -1, 'month'],
    [-(730 * DAY - MINUTE), -24, 'month'],
    [-730 * DAY, -2, 'year'],
    [-3650 * DAY, -10, 'year'],
    [2 * HOUR - MINUTE, 119, 'minute'],
    [2 * HOUR, 2, 'hour'],
    [DAY - MINUTE, 23, 'hour'],
    [DAY, 1, 'day'],
    [7 * DAY, 1, 'week'],
    [30 * DAY, 1, 'month'],
    [730 * DAY, 2, 'year'],
  ])('%i ms from now is %i %s', (offset, value, unit) => {
    expect(relativeTimeParts(at(offset), NOW)).toEqual({ value, unit });
  });
});

describe('formatRelativeTime', () => {
  it.each([
    [0, 'jetzt', 'now'],
    [-59_000, 'jetzt', 'now'],
    [-MINUTE, 'vor 1 Minute', '1 minute ago'],
    [-(2 * HOUR - MINUTE), 'vor 119 Minuten', '119 minutes ago'],
    [2 * HOUR - MINUTE, 'in 119 Minuten', 'in 119 minutes'],
    [-2 * HOUR, 'vor 2 Stunden', '2 hours ago'],
    [-(DAY - MINUTE), 'vor 23 Stunden', '23 hours ago'],
    [-DAY, 'vor 1 Tag', '1 day ago'],
    [DAY, 'in 1 Tag', 'in 1 day'],
    [-(7 * DAY - MINUTE), 'vor 6 Tagen', '6 days ago'],
    [-7 * DAY, 'vor 1 Woche', '1 week ago'],
    [-(30 * DAY - MINUTE), 'vor 4 Wochen', '4 weeks ago'],
    [30 * DAY, 'in 1 Monat', 'in 1 month'],
    [-(730 * DAY - MINUTE), 'vor 24 Monaten', '24 months ago'],
    [-730 * DAY, 'vor 2 Jahren', '2 years ago'],
    [730 * DAY, 'in 2 Jahren', 'in 2 years'],
  ])('%i ms from now reads "%s" and "%s"', (offset, german, english) => {
    expect(formatRelativeTime(at(offset), 'de', NOW)).toBe(german);
    expect(formatRelativeTime(at(offset).toISOString(), 'en', NOW.toISOString())).toBe(english);
  });

  it.each([
    ['fr', 'il y a 2 heures'],
    ['it', '2 ore fa'],
    ['ru', '2 часа назад'],
    ['es', 'hace 2 horas'],
  ])('speaks %s', (language, expected) => {
    expect(formatRelativeTime(at(-2 * HOUR), language, NOW)).toBe(expected);
  });

  it('counts elapsed time across the DST changes, not calendar days', () => {
    // Spring: the same wall-clock time yesterday is 23 hours ago; autumn: 25 hours, so a day.
    expect(formatRelativeTime('2026-03-28T12:00:00+01:00', 'de', '2026-03-29T12:00:00+02:00')).toBe('vor 23 Stunden');
    expect(formatRelativeTime('2026-10-24T12:00:00+02:00', 'de', '2026-10-25T12:00:00+01:00')).toBe('vor 1 Tag');
    expect(formatRelativeTime('2026-03-29T03:00:00+02:00', 'en', '2026-03-29T01:59:00+01:00')).toBe('in 1 minute');
  });

  it('defaults to the current time', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * HOUR), 'de')).toBe('vor 3 Stunden');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, 'de', '0 Byte'],
    [999, 'en', '999 byte'],
    [7_258_639, 'de', '7.3 MB'],
    [7_258_639, 'fr', '7,3 Mo'],
    [1_500, 'en', '2 kB'],
    [2_000_000_000, 'it', '2 GB'],
  ])('writes %d bytes in %s as %s', (bytes, language, expected) => {
    expect(formatBytes(bytes, language).replace(/\s/g, ' ')).toBe(expected);
  });
});
