import { describe, expect, it } from 'vitest';
import { overlappingRanges, plannedMinutes, rangesOutside, weekPlanInputSchema } from './week-plan-input.ts';

const opening = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' }));

describe('week plans', () => {
  it('accepts ranges on the 30-minute grid and sums the hours', () => {
    const plan = weekPlanInputSchema.parse({
      name: 'A',
      ranges: [
        { weekday: 1, from: '09:00', to: '12:30' },
        { weekday: 1, from: '13:00', to: '20:00' },
      ],
    });
    expect(plannedMinutes(plan.ranges)).toBe(10.5 * 60);
  });

  it.each([
    [{ name: '', ranges: [] }, 'required'],
    [{ name: 'A', ranges: [{ weekday: 1, from: '10:00', to: '09:00' }] }, 'endBeforeStart'],
    [{ name: 'A', ranges: [{ weekday: 1, from: '09:15', to: '10:00' }] }, 'invalidTime'],
    [
      {
        name: 'A',
        ranges: [
          { weekday: 1, from: '09:00', to: '12:00' },
          { weekday: 1, from: '11:30', to: '14:00' },
        ],
      },
      'rangesOverlap',
    ],
    [{ name: 'A', ranges: [{ weekday: 7, from: '09:00', to: '12:00' }] }, undefined],
  ])('refuses %j', (input, message) => {
    const result = weekPlanInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('finds overlaps only on the same weekday, and ranges outside the opening hours', () => {
    expect(
      overlappingRanges([
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 2, from: '10:00', to: '11:00' },
      ]),
    ).toEqual([]);
    expect(
      rangesOutside(
        [
          { weekday: 1, from: '08:00', to: '12:00' },
          { weekday: 0, from: '10:00', to: '12:00' },
          { weekday: 2, from: '09:00', to: '20:00' },
        ],
        opening,
      ),
    ).toHaveLength(2);
  });
});
