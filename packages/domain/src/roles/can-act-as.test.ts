import { describe, expect, it } from 'vitest';
import { actsAs, canActAs, expandRoles, sanitizeActiveRoles } from './can-act-as.ts';
import type { RoleName } from './roles.ts';

describe('canActAs', () => {
  it.each<[RoleName, RoleName[]]>([
    ['customer', ['customer']],
    ['planner', ['customer', 'planner']],
    ['therapist', ['customer', 'planner', 'therapist']],
    ['accountant', ['customer', 'accountant']],
    ['team_leader', ['customer', 'planner', 'therapist', 'accountant', 'team_leader']],
    ['managing_director', ['customer', 'planner', 'therapist', 'accountant', 'team_leader', 'managing_director']],
    ['admin', ['customer', 'planner', 'therapist', 'accountant', 'team_leader', 'managing_director', 'admin']],
  ])('%s acts as %j', (role, expected) => {
    expect(canActAs(role)).toEqual(expected);
  });
});

describe('expandRoles', () => {
  it('unites the inheritance of several roles', () => {
    expect(expandRoles(['planner', 'accountant'])).toEqual(['customer', 'planner', 'accountant']);
  });

  it('gives nothing for no roles', () => {
    expect(expandRoles([])).toEqual([]);
  });
});

describe('actsAs', () => {
  it.each<[RoleName[], RoleName, boolean]>([
    [['therapist'], 'planner', true],
    [['planner'], 'therapist', false],
    [['accountant'], 'planner', false],
    [['admin'], 'accountant', true],
    [['customer'], 'customer', true],
  ])('%j acts as %s: %s', (held, role, expected) => {
    expect(actsAs(held, role)).toBe(expected);
  });
});

describe('sanitizeActiveRoles', () => {
  it('keeps only roles held or inherited', () => {
    expect(sanitizeActiveRoles(['therapist'], ['planner', 'admin'])).toEqual(['planner']);
  });

  it('falls back to the held roles when nothing valid is chosen', () => {
    expect(sanitizeActiveRoles(['planner', 'accountant'], ['admin'])).toEqual(['planner', 'accountant']);
  });
});
