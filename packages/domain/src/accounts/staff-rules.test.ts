import { describe, expect, it } from 'vitest';
import type { RoleName } from '../roles/roles.ts';
import { isInactiveOn, mayChangeAdminRole } from './staff-rules.ts';

describe('isInactiveOn', () => {
  it.each([
    [null, '2027-01-10', false],
    ['2027-01-10', '2027-01-09', false],
    ['2027-01-10', '2027-01-10', true],
    ['2027-01-10', '2027-02-01', true],
  ] as const)('deactivated from %s, on %s: %s', (from, date, expected) => {
    expect(isInactiveOn(from, date)).toBe(expected);
  });
});

describe('mayChangeAdminRole', () => {
  it.each<[RoleName[], RoleName[], RoleName[], boolean]>([
    [['managing_director'], ['therapist'], ['therapist', 'planner'], true],
    [['managing_director'], ['therapist'], ['therapist', 'admin'], false],
    [['managing_director'], ['admin'], ['therapist'], false],
    [['managing_director'], ['admin', 'therapist'], ['admin'], true],
    [['admin'], ['therapist'], ['admin'], true],
  ])('%j changing %j to %j: %s', (actor, before, after, expected) => {
    expect(mayChangeAdminRole(actor, before, after)).toBe(expected);
  });
});
