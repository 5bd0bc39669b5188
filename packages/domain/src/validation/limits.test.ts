import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles/roles.ts';
import { LIMITS } from './limits.ts';

describe('LIMITS', () => {
  it('allows as many roles in one list as there are roles', () => {
    expect(LIMITS.roleList).toBe(Object.keys(ROLES).length);
  });

  it.each([
    ['passwordMin', 'password'],
    ['tokenMin', 'token'],
    ['nameMin', 'name'],
    ['phoneMin', 'phone'],
    ['postalCodeMin', 'postalCode'],
    ['signatureNameMin', 'shortText'],
    ['durationMinutesMin', 'durationMinutes'],
    ['slotMinutesMin', 'slotMinutes'],
    ['breakMinutesMin', 'breakMinutes'],
    ['staffSearchMin', 'search'],
  ] as const)('keeps %s below %s', (min, max) => {
    expect(LIMITS[min]).toBeLessThan(LIMITS[max]);
  });
});
