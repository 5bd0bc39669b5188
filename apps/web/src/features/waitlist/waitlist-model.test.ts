import { describe, expect, it } from 'vitest';
import { defaultWindow, HALF_HOURS, lastAllowedDay, weekdayList, weekdayName } from './waitlist-model.ts';

describe('waitlist model', () => {
  it('offers the half hours from 06:00 to 22:00', () => {
    expect(HALF_HOURS[0]).toBe('06:00');
    expect(HALF_HOURS[1]).toBe('06:30');
    expect(HALF_HOURS.at(-1)).toBe('22:00');
    expect(HALF_HOURS).toContain('08:00');
    expect(HALF_HOURS).toContain('18:00');
  });

  it('starts with two weeks from today, Monday to Friday, 08:00 to 18:00', () => {
    expect(defaultWindow('2026-12-30')).toEqual({
      fromDate: '2026-12-30',
      toDate: '2027-01-12',
      weekdays: ['1', '2', '3', '4', '5'],
      fromTime: '08:00',
      toTime: '18:00',
    });
  });

  it('allows 30 days, both ends included', () => {
    expect(lastAllowedDay('2027-02-01')).toBe('2027-03-02');
  });

  it('names weekdays in the reader’s language, Monday first', () => {
    expect(weekdayName(0, 'de', 'long')).toBe('Sonntag');
    expect(weekdayName(1, 'en', 'long')).toBe('Monday');
    expect(weekdayList([5, 0, 1], 'de')).toBe('Mo, Fr, So');
  });
});
