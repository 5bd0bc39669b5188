import { describe, expect, it } from 'vitest';
import { bookingNumberOf, formatBookingNumber } from './booking-number.ts';

describe('formatBookingNumber', () => {
  it.each([
    [2027, 1, '2027-00001'],
    [2027, 12, '2027-00012'],
    [2028, 99_999, '2028-99999'],
    [2028, 123_456, '2028-123456'],
  ])('%i, %i: %s', (year, n, expected) => {
    expect(formatBookingNumber(year, n)).toBe(expected);
  });
});

describe('bookingNumberOf', () => {
  it('formats a numbered booking and answers null for one without a number', () => {
    expect(bookingNumberOf({ numberYear: 2027, numberInYear: 12 })).toBe('2027-00012');
    expect(bookingNumberOf({ numberYear: null, numberInYear: null })).toBeNull();
    expect(bookingNumberOf({ numberYear: 2027, numberInYear: null })).toBeNull();
  });
});
