import { describe, expect, it } from 'vitest';
import { hasPermission } from './permissions.ts';

describe('hasPermission', () => {
  it.each([
    [[], 'public', true],
    [[], 'authenticated', false],
    [['customer'], 'authenticated', true],
    [['customer'], 'health:read:own', true],
    [['customer'], 'health:read:any', false],
    [['planner'], 'health:read:any', false],
    [['therapist'], 'health:read:any', true],
    // Section 8: accountants find customers for money work, not the client list or profile.
    [['accountant'], 'users:list', false],
    [['accountant'], 'profile:read:any', false],
    [['accountant'], 'frontdesk:read', false],
    [['accountant'], 'customers:search', true],
    [['accountant'], 'search:staff', true],
    [['customer'], 'search:staff', false],
    [['planner'], 'profile:read:any', true],
    [['managing_director'], 'users:roles:manage', false],
    [['admin'], 'users:roles:manage', true],
    [['managing_director'], 'system:db-updates:read', false],
    [['team_leader', 'planner', 'therapist', 'accountant', 'customer'], 'system:db-updates:read', false],
    [['admin'], 'system:db-updates:read', true],
    [['managing_director'], 'staff:manage', true],
    [['admin'], 'staff:manage', true],
    [['team_leader'], 'staff:manage', false],
    [['therapist'], 'staff:manage', false],
    [['admin'], 'settings:manage', true],
    [['managing_director'], 'settings:manage', false],
    [['therapist'], 'therapist-profile:edit', true],
    [['team_leader'], 'therapist-profile:edit', true],
    [['planner'], 'therapist-profile:edit', false],
    [['accountant'], 'therapist-profile:edit', false],
  ] as const)('%j has %s: %s', (roles, permission, expected) => {
    expect(hasPermission(roles, permission)).toBe(expected);
  });
});
