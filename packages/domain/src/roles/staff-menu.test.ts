import { describe, expect, it } from 'vitest';
import { hasPermission, type Permission } from './permissions.ts';
import { ROLES, type RoleName } from './roles.ts';
import { passesGuard, staffMenu, staffNavigation, type Guard } from './staff-menu.ts';

const keys = (actual: RoleName[], active: RoleName[] = actual) => staffMenu(actual, active).map((e) => e.key);
const PLANNING = ['todo', 'performance', 'operationPlan', 'absences', 'clientList', 'bookingList', 'waitlist'];

describe('staffMenu', () => {
  it.each<[RoleName[], string[]]>([
    [['customer'], []],
    [['planner'], ['activeRoles', 'cashRegister', 'voucherManagement', 'invoices', ...PLANNING]],
    [['accountant'], ['activeRoles', 'cashRegister', 'voucherManagement', 'invoices']],
    [['therapist'], ['activeRoles', 'therapistProfile', 'cashRegister', 'voucherManagement', 'invoices', ...PLANNING]],
    [['managing_director'], ['activeRoles', 'team', 'auditLog', 'therapistProfile', 'cashRegister', 'voucherManagement', 'invoices', ...PLANNING]],
    [['admin'], ['activeRoles', 'dbUpdates', 'setup', 'settings', 'team', 'auditLog', 'cashRegister', 'voucherManagement', 'invoices', ...PLANNING]],
  ])('%j sees %j', (roles, expected) => {
    expect(keys(roles)).toEqual(expected);
  });

  it('follows the active roles, but offers the role choice by the actual roles', () => {
    expect(keys(['admin'], ['customer'])).toEqual(['activeRoles']);
  });
});

describe('staffNavigation', () => {
  const sections = (roles: RoleName[]) => staffNavigation(roles, roles).map(({ group, entries }) => [group, entries.map((e) => e.key)]);

  it("groups a planner's menu by task, the front desk's calendar first", () => {
    expect(sections(['planner'])).toEqual([
      ['today', ['calendar', 'bookingList', 'todo', 'waitlist']],
      ['customers', ['clientList']],
      ['money', ['cashRegister', 'invoices', 'voucherManagement']],
      ['reports', ['performance']],
      ['practice', ['operationPlan', 'absences']],
    ]);
    expect(staffNavigation(['planner'], ['planner'])[0]!.entries[0]!.path).toBe('/bookingList?view=day');
  });

  it('leaves out empty groups and the role choice, which the top bar offers', () => {
    expect(sections(['accountant'])).toEqual([['money', ['cashRegister', 'invoices', 'voucherManagement']]]);
    expect(staffNavigation(['admin'], ['customer'])).toEqual([]);
  });

  it('lists every menu entry but the role choice exactly once, and the calendar', () => {
    const roles: RoleName[] = ['admin'];
    const listed = staffNavigation(roles, roles).flatMap((section) => section.entries.map((e) => e.key));
    expect(listed.sort()).toEqual([...keys(roles).filter((key) => key !== 'activeRoles'), 'calendar'].sort());
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

describe('the staff menu, the guards and the permission table agree', () => {
  // What each screen's calls need; a role that sees the entry must hold them, one that does not must not.
  const SCREEN_PERMISSIONS: Record<string, readonly Permission[]> = {
    dbUpdates: ['system:db-updates:read'],
    setup: ['settings:manage'],
    settings: ['settings:manage'],
    team: ['staff:manage'],
    auditLog: ['audit:read', 'staff:manage', 'customers:search'],
    therapistProfile: ['therapist-profile:edit'],
    operationPlan: ['schedule:manage'],
    absences: ['schedule:manage'],
    bookingList: ['frontdesk:read', 'booking:cancel:any'],
    clientList: ['frontdesk:read'],
    todo: ['todo:read', 'payment:read', 'payment:write', 'frontdesk:read'],
    cashRegister: ['payment:read'],
    voucherManagement: ['payment:read', 'payment:write', 'customers:search'],
    invoices: ['invoice:read', 'invoice:write', 'mails:read'],
  };
  const ALL_ROLES = Object.keys(ROLES) as RoleName[];

  it.each(ALL_ROLES)('%s: every screen in the menu is allowed, every front-desk call outside it refused', (role) => {
    const visible = new Set(keys([role]));
    for (const [screen, permissions] of Object.entries(SCREEN_PERMISSIONS)) {
      if (visible.has(screen)) for (const permission of permissions) expect(hasPermission([role], permission), `${role} ${screen} ${permission}`).toBe(true);
    }
    const frontDesk = visible.has('bookingList');
    expect(hasPermission([role], 'frontdesk:read')).toBe(frontDesk);
    expect(hasPermission([role], 'booking:cancel:any')).toBe(frontDesk);
    expect(passesGuard([role], 'planner')).toBe(frontDesk);
    expect(hasPermission([role], 'todo:read')).toBe(visible.has('todo'));
    // Payments belong to the front desk and to the accountants' cash register and vouchers (section 8).
    expect(hasPermission([role], 'payment:write')).toBe(visible.has('cashRegister'));
    expect(hasPermission([role], 'invoice:read')).toBe(visible.has('cashRegister'));
    expect(hasPermission([role], 'audit:read')).toBe(visible.has('auditLog'));
    expect(passesGuard([role], 'staffManager')).toBe(visible.has('auditLog'));
  });
});
