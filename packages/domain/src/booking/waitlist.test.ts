import { describe, expect, it } from 'vitest';
import { fitsWaitWindow, waitlistInputSchema, type WaitWindow } from './waitlist.ts';

const window: WaitWindow = { fromDate: '2027-03-22', toDate: '2027-04-02', weekdays: [1, 3], fromMinute: 9 * 60, toMinute: 12 * 60 };
const at = (iso: string, minutes = 55) => [Date.parse(iso), Date.parse(iso) + minutes * 60_000] as const;

describe('fitsWaitWindow', () => {
  it('takes appointments wholly inside the days and wall-clock times, across the change to summer time', () => {
    expect(fitsWaitWindow(window, ...at('2027-03-22T09:00:00+01:00'))).toBe(true); // Monday, winter time
    expect(fitsWaitWindow(window, ...at('2027-03-29T11:00:00+02:00'))).toBe(true); // Monday, summer time: 11:00-11:55
    expect(fitsWaitWindow(window, ...at('2027-03-29T11:30:00+02:00'))).toBe(false); // ends 12:25
    expect(fitsWaitWindow(window, ...at('2027-03-24T08:30:00+01:00'))).toBe(false); // starts before 09:00
    expect(fitsWaitWindow(window, ...at('2027-03-23T10:00:00+01:00'))).toBe(false); // Tuesday
    expect(fitsWaitWindow(window, ...at('2027-04-05T10:00:00+02:00'))).toBe(false); // after the last day
  });
});

describe('waitlistInputSchema', () => {
  const valid = { therapyId: 1, arrangementId: 2, fromDate: '2027-01-04', toDate: '2027-02-02', weekdays: [1], fromTime: '08:00', toTime: '24:00' };
  const messages = (input: object) => (waitlistInputSchema.safeParse(input).error?.issues ?? []).map((i) => i.message);
  it('takes 30 days, first and last included, and a window up to midnight', () => {
    expect(messages(valid)).toEqual([]);
  });
  it('refuses an empty or reversed time window, a 31st day, no or repeated weekdays', () => {
    expect(messages({ ...valid, toTime: '08:00' })).toEqual(['emptyTimeWindow']);
    expect(messages({ ...valid, fromTime: '24:00' })).toEqual(['emptyTimeWindow']);
    expect(messages({ ...valid, toDate: '2027-02-03' })).toEqual(['waitlistTooLong']);
    expect(messages({ ...valid, toDate: '2027-01-03' })).toEqual(['endBeforeStart']);
    expect(messages({ ...valid, weekdays: [] })).toEqual(['noWeekday']);
    expect(messages({ ...valid, weekdays: [2, 2] })).toEqual(['noWeekday']);
    expect(messages({ ...valid, fromTime: '7:00' })).toContain('invalidTime');
  });
});
