import { describe, expect, it } from 'vitest';
import { bookingGroup, bookingInputSchema, isFreeCancellation } from './booking-rules.ts';

const H = 3_600_000;

describe('isFreeCancellation', () => {
  it.each([
    [48 * H, true],
    [24 * H, true],
    [24 * H - 1, false],
    [1 * H, false],
    [-1 * H, false],
  ])('%i ms before the start: free %s (24 h rule)', (before, expected) => {
    expect(isFreeCancellation(before, 0, 24)).toBe(expected);
  });
});

describe('bookingGroup', () => {
  it.each([
    [{ endMs: 10, cancelType: null, cancelledAt: null }, 'future'],
    [{ endMs: -10, cancelType: null, cancelledAt: null }, 'past'],
    [{ endMs: 10, cancelType: 1, cancelledAt: new Date() }, 'cancelledByCustomer'],
    [{ endMs: 10, cancelType: 5, cancelledAt: new Date() }, 'cancelledByCustomer'],
    [{ endMs: 10, cancelType: 3, cancelledAt: new Date() }, 'cancelledByPractice'],
    [{ endMs: 10, cancelType: 2, cancelledAt: new Date() }, 'cancelledByPractice'],
  ])('%j is %s', (booking, group) => {
    expect(bookingGroup(booking, 0)).toBe(group);
  });
});

describe('bookingInputSchema', () => {
  it('needs the slot start with its offset', () => {
    expect(bookingInputSchema.safeParse({ therapyId: 1, arrangementId: 2, start: '2027-01-04T09:00:00+01:00' }).success).toBe(true);
    expect(bookingInputSchema.safeParse({ therapyId: 1, arrangementId: 2, start: '2027-01-04T09:00:00' }).success).toBe(false);
    expect(bookingInputSchema.safeParse({ therapyId: 1, arrangementId: 2, start: 'tomorrow' }).success).toBe(false);
  });
});
