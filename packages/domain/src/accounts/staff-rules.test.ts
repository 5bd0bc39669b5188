import { describe, expect, it } from 'vitest';
import type { RoleName } from '../roles/roles.ts';
import { isInactiveOn, mayChangeAdminRole, mayManageStaffMember, secondStepDue } from './staff-rules.ts';

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

describe('mayManageStaffMember', () => {
  it.each<[RoleName[], RoleName[], boolean]>([
    [['managing_director'], ['therapist', 'planner'], true],
    [['managing_director'], ['admin'], false],
    [['managing_director'], ['therapist', 'admin'], false],
    [['team_leader', 'managing_director'], ['admin'], false],
    [['admin'], ['admin'], true],
    [['admin'], ['therapist'], true],
  ])('%j managing someone holding %j: %s', (actor, subject, expected) => {
    expect(mayManageStaffMember(actor, subject)).toBe(expected);
  });
});

describe('secondStepDue', () => {
  it.each<['setup' | 'verify' | null, boolean, RoleName[], boolean, 'setup' | 'verify' | null]>([
    // A customer without a second factor owes nothing, whatever the practice requires of staff.
    [null, false, ['customer'], true, null],
    // The therapist role granted to a live session, or the requirement switched on: the setup is due.
    [null, false, ['customer', 'therapist'], true, 'setup'],
    [null, false, ['admin'], true, 'setup'],
    [null, false, ['therapist'], false, null],
    // What the login asked for stays owed until passed, whatever changed since.
    ['setup', false, ['therapist'], false, 'setup'],
    ['setup', false, ['customer'], true, 'setup'],
    ['verify', false, ['customer'], false, 'verify'],
    // A second factor: its code is due until the session passed it, whatever the setting.
    ['verify', true, ['customer'], false, 'verify'],
    ['setup', true, ['therapist'], true, 'verify'],
    [null, true, ['therapist'], true, null],
  ])('stored %s, second factor %s, roles %j, required %s: %s', (stored, mfaEnabled, roles, required, expected) => {
    expect(secondStepDue(stored, mfaEnabled, roles, required)).toBe(expected);
  });
});
