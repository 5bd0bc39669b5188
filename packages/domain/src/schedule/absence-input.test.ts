import { describe, expect, it } from 'vitest';
import { absenceInputSchema, absenceWallSpan } from './absence-input.ts';

const base = { therapistId: 1, typeId: 2, fullDay: true, fromDate: '2027-07-05', toDate: '2027-07-09', shortTerm: false };

describe('absences', () => {
  it('spans full days inclusively, or one day from a time to a time', () => {
    expect(absenceWallSpan(absenceInputSchema.parse(base))).toEqual({ from: ['2027-07-05', 0], to: ['2027-07-09', 1440] });
    const hours = absenceInputSchema.parse({ ...base, fullDay: false, fromTime: '14:00', toTime: '16:30' });
    expect(absenceWallSpan(hours)).toEqual({ from: ['2027-07-05', 840], to: ['2027-07-05', 990] });
  });

  it.each([
    [{ ...base, toDate: '2027-07-04' }, 'endBeforeStart'],
    [{ ...base, fullDay: false }, 'invalidTime'],
    [{ ...base, fullDay: false, fromTime: '16:00', toTime: '14:00' }, 'endBeforeStart'],
    [{ ...base, fromDate: '2027-02-30' }, 'invalidDate'],
    [{ ...base, typeId: 1 }, undefined],
  ])('refuses %j', (input, message) => {
    const result = absenceInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
