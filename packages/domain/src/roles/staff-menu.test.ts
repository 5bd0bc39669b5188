import { describe, expect, it } from 'vitest';
import type { RoleName } from './roles.ts';
import { passesGuard, staffMenu, type Guard } from './staff-menu.ts';

const keys = (actual: RoleName[], active: RoleName[] = actual) => staffMenu(actual, active).map((e) => e.key);
const PLANNING = ['todo', 'performance', 'operationPlan', 'absences', 'clientList', 'bookingList'];

describe('staffMenu', () => {
  it.each<[RoleName[], string[]]>([
    [['customer'], []],
    [['planner'], ['activeRoles', 'cashRegister', 'voucherManagement', ...PLANNING]],
    [['accountant'], ['activeRoles', 'cashRegister', 'voucherManagement']],
    [['therapist'], ['activeRoles', 'therapistProfile', 'cashRegister', 'voucherManagement', ...PLANNING]],
    [['managing_director'], ['activeRoles', 'team', 'therapistProfile', 'cashRegister', 'voucherManagement', ...PLANNING]],
    [['admin'], ['activeRoles', 'dbUpdates', 'settings', 'team', 'cashRegister', 'voucherManagement', ...PLANNING]],
  ])('%j sees %j', (roles, expected) => {
    expect(keys(roles)).toEqual(expected);
  });

  it('follows the active roles, but offers the role choice by the actual roles', () => {
    expect(keys(['admin'], ['customer'])).toEqual(['activeRoles']);
  });
});

describe('passesGuard', () => {
  it.each<[RoleName[], Guard, boolean]>([
    [['customer'], 'planner', false],
    [['planner'], 'planner', true],
    [['accountant'], 'planner', false],
    [['accountant'], 'plannerOrAccountant', true],
    [['therapist'], 'admin', false],
    [['admin'], 'admin', true],
    [['managing_director'], 'admin', false],
    [['managing_director'], 'staffManager', true],
    [['admin'], 'staffManager', true],
    [['team_leader'], 'staffManager', false],
  ])('%j passes %s: %s', (roles, guard, expected) => {
    expect(passesGuard(roles, guard)).toBe(expected);
  });
});
