import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { offsetAt, practiceDate, PRACTICE_TIME_ZONE } from './zone.ts';

const temporalOffset = (ms: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).offsetNanoseconds / 1_000_000;

describe('time-zone offsets through Intl', () => {
  it('matches Temporal every 20 minutes of 2026 and 2027 in Zurich, the changes included', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let ms = start; ms < Date.UTC(2028, 0, 1); ms += 20 * 60_000) {
      if (offsetAt(ms) !== temporalOffset(ms, PRACTICE_TIME_ZONE))
        expect(offsetAt(ms), new Date(ms).toISOString()).toBe(temporalOffset(ms, PRACTICE_TIME_ZONE));
    }
  });

  it('changes at the exact second: 01:00 UTC on the last Sundays of March and October', () => {
    const spring = Date.UTC(2027, 2, 28, 1);
    expect([offsetAt(spring - 1000), offsetAt(spring)]).toEqual([3_600_000, 7_200_000]);
    const autumn = Date.UTC(2027, 9, 31, 1);
    expect([offsetAt(autumn - 1000), offsetAt(autumn)]).toEqual([7_200_000, 3_600_000]);
  });

  it('knows zones with half-hour offsets and changes, across the turn of a year', () => {
    for (const zone of ['Australia/Lord_Howe', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Chatham']) {
      for (let ms = Date.UTC(2026, 11, 1); ms < Date.UTC(2027, 1, 1); ms += 7 * 3_600_000) expect(offsetAt(ms, zone)).toBe(temporalOffset(ms, zone));
      for (let ms = Date.UTC(2026, 2, 20); ms < Date.UTC(2026, 3, 10); ms += 3_600_000) expect(offsetAt(ms, zone)).toBe(temporalOffset(ms, zone));
    }
  });

  it("gives the practice's calendar date: Zurich's midnight, not UTC's", () => {
    expect(practiceDate(new Date('2027-01-04T22:59:59Z'))).toBe('2027-01-04');
    expect(practiceDate(new Date('2027-01-04T23:00:00Z'))).toBe('2027-01-05');
    expect(practiceDate(new Date('2027-07-04T21:59:59Z'))).toBe('2027-07-04');
    expect(practiceDate(new Date('2027-07-04T22:00:00Z'))).toBe('2027-07-05');
  });
});
