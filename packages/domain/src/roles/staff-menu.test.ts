import { describe, expect, it } from 'vitest';
import type { RoleName } from './roles.ts';
import { passesGuard, staffMenu } from './staff-menu.ts';

const keys = (actual: RoleName[], active: RoleName[] = actual) => staffMenu(actual, active).map((e) => e.key);
const PLANNING = ['todo', 'performance', 'operationPlan', 'absences', 'clientList', 'bookingList'];

describe('staffMenu', () => {
  it.each<[RoleName[], string[]]>([
    [['customer'], []],
    [['planner'], ['activeRoles', 'cashRegister', 'voucherManagement', ...PLANNING]],
    [['accountant'], ['activeRoles', 'cashRegister', 'voucherManagement']],
    [['therapist'], ['activeRoles', 'cashRegister', 'voucherManagement', ...PLANNING]],
    [['admin'], ['activeRoles', 'dbUpdates', 'cashRegister', 'voucherManagement', ...PLANNING]],
  ])('%j sees %j', (roles, expected) => {
    expect(keys(roles)).toEqual(expected);
  });

  it('follows the active roles, but offers the role choice by the actual roles', () => {
    expect(keys(['admin'], ['customer'])).toEqual(['activeRoles']);
  });
});

describe('passesGuard', () => {
  it.each<[RoleName[], 'admin' | 'planner' | 'plannerOrAccountant', boolean]>([
    [['customer'], 'planner', false],
    [['planner'], 'planner', true],
    [['accountant'], 'planner', false],
    [['accountant'], 'plannerOrAccountant', true],
    [['therapist'], 'admin', false],
    [['admin'], 'admin', true],
  ])('%j passes %s: %s', (roles, guard, expected) => {
    expect(passesGuard(roles, guard)).toBe(expected);
  });
});
