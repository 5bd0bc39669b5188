import { describe, expect, it } from 'vitest';
import { bookingGroup, guestCanReserve, isFreeCancellation, temporaryBookingExpiry } from './booking-policy.ts';
import { bookingInputSchema, guestBookingInputSchema, staffBookingInputSchema } from './booking-rules.ts';

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

describe('temporary bookings', () => {
  const made = Date.parse('2027-01-04T08:00:00Z');
  it.each([
    ['a week ahead: 24 hours after booking', made + 7 * 24 * H, made + 24 * H],
    ['10 hours ahead: 2 hours before the start', made + 10 * H, made + 8 * H],
    ['exactly 26 hours ahead: both rules agree', made + 26 * H, made + 24 * H],
  ])('%s', (_label, start, expiry) => {
    expect(temporaryBookingExpiry(made, start)).toBe(expiry);
  });

  it.each([
    [3 * H, true],
    [2 * H + 60_000, true],
    [2 * H, false],
    [H, false],
  ])('a guest may reserve a slot %i ms ahead: %s', (ahead, expected) => {
    expect(guestCanReserve(made, made + ahead)).toBe(expected);
  });
});

describe('guest and staff booking input', () => {
  const slot = { therapyId: 1, arrangementId: 2, start: '2027-01-05T10:00:00+01:00' };
  it('lower-cases the guest e-mail and needs a supported language', () => {
    expect(guestBookingInputSchema.parse({ ...slot, email: ' Anna@Example.com ', language: 'fr' })).toMatchObject({ email: 'anna@example.com', comment: '' });
    expect(guestBookingInputSchema.safeParse({ ...slot, email: 'anna@example.com', language: 'xx' }).success).toBe(false);
    expect(guestBookingInputSchema.safeParse({ ...slot, email: 'not an email', language: 'de' }).success).toBe(false);
  });
  it('notifies the customer unless staff say otherwise', () => {
    expect(staffBookingInputSchema.parse({ ...slot, customerId: 7 }).notify).toBe(true);
    expect(staffBookingInputSchema.parse({ ...slot, customerId: 7, notify: false }).notify).toBe(false);
  });
});
