import { actsAs } from './can-act-as.ts';
import { TREATING_ROLES, type RoleName } from './roles.ts';

/** The staff workspace's navigation groups, by task, in their order. */
export const STAFF_MENU_GROUPS = ['today', 'customers', 'money', 'reports', 'practice'] as const;
export type StaffMenuGroup = (typeof STAFF_MENU_GROUPS)[number];

export interface StaffMenuEntry {
  key: string;
  path: string;
  /** Where the workspace's navigation lists it; the active roles go to its top bar instead. */
  group: StaffMenuGroup | null;
}

/**
 * The staff menu of specification section 6, per role: active roles for planners and accountants
 * (checked against the actual roles), database updates for admins, cash register, vouchers and invoices for
 * accountants or planners, the team for managing directors and admins, the planning screens for
 * planners, the set-up checklist and the practice settings for admins, one's own therapist profile for therapists and above.
 * Others by the active roles.
 */
export function staffMenu(actualRoles: readonly RoleName[], activeRoles: readonly RoleName[]): StaffMenuEntry[] {
  const active = (role: RoleName) => actsAs(activeRoles, role);
  const entries: Array<[boolean, StaffMenuEntry]> = [
    [actsAs(actualRoles, 'planner') || actsAs(actualRoles, 'accountant'), { key: 'activeRoles', path: '/activeRoles', group: null }],
    [active('admin'), { key: 'dbUpdates', path: '/dbUpdates', group: 'practice' }],
    [active('admin'), { key: 'setup', path: '/admin/setup', group: 'practice' }],
    [active('admin'), { key: 'settings', path: '/admin/settings', group: 'practice' }],
    [active('managing_director'), { key: 'team', path: '/admin/team', group: 'practice' }],
    // The audit log: managing directors and admins (who act as managing director too).
    [active('managing_director'), { key: 'auditLog', path: '/admin/audit', group: 'practice' }],
    // Only who holds a treating role has a therapist profile (an admin treats no one).
    [
      active('therapist') && actualRoles.some((role) => TREATING_ROLES.includes(role)),
      { key: 'therapistProfile', path: '/therapistProfile/me', group: 'practice' },
    ],
    [active('accountant') || active('planner'), { key: 'cashRegister', path: '/cashRegister', group: 'money' }],
    [active('accountant') || active('planner'), { key: 'voucherManagement', path: '/voucherManagement', group: 'money' }],
    [active('accountant') || active('planner'), { key: 'invoices', path: '/invoices', group: 'money' }],
    [active('planner'), { key: 'todo', path: '/todo', group: 'today' }],
    [active('planner'), { key: 'performance', path: '/performance', group: 'reports' }],
    [active('planner'), { key: 'operationPlan', path: '/operationPlan', group: 'practice' }],
    [active('planner'), { key: 'absences', path: '/absences', group: 'practice' }],
    [active('planner'), { key: 'clientList', path: '/clientList', group: 'customers' }],
    [active('planner'), { key: 'bookingList', path: '/bookingList', group: 'today' }],
    [active('planner'), { key: 'waitlist', path: '/waitlist', group: 'today' }],
  ];
  return entries.filter(([visible]) => visible).map(([, entry]) => entry);
}

/** The workspace's order within each group: the front desk's screens first, the rarely used last. */
const NAVIGATION_ORDER = [
  'calendar',
  'bookingList',
  'todo',
  'waitlist',
  'clientList',
  'cashRegister',
  'invoices',
  'voucherManagement',
  'performance',
  'team',
  'operationPlan',
  'absences',
  'therapistProfile',
  'setup',
  'settings',
  'auditLog',
  'dbUpdates',
];

/**
 * The staff menu in the workspace's navigation: its groups in order, each with its entries;
 * groups the roles leave empty are left out. Who has the booking list has its calendar (the day
 * view, the front desk's home) as an entry of its own.
 */
export function staffNavigation(actualRoles: readonly RoleName[], activeRoles: readonly RoleName[]) {
  const entries = staffMenu(actualRoles, activeRoles);
  if (entries.some((entry) => entry.key === 'bookingList')) entries.push({ key: 'calendar', path: '/bookingList?view=day', group: 'today' });
  const rank = (entry: StaffMenuEntry) => NAVIGATION_ORDER.indexOf(entry.key);
  return STAFF_MENU_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => entry.group === group).sort((a, b) => rank(a) - rank(b)),
  })).filter((section) => section.entries.length > 0);
}

/** Route guards of specification section 6: failing one redirects to /. */
export type Guard = 'admin' | 'staffManager' | 'planner' | 'plannerOrAccountant';

/** True when the active roles pass `guard`. */
export function passesGuard(activeRoles: readonly RoleName[], guard: Guard): boolean {
  if (guard === 'admin') return actsAs(activeRoles, 'admin');
  // Managing directors and admins (who act as managing director too).
  if (guard === 'staffManager') return actsAs(activeRoles, 'managing_director');
  if (guard === 'planner') return actsAs(activeRoles, 'planner');
  return actsAs(activeRoles, 'planner') || actsAs(activeRoles, 'accountant');
}
