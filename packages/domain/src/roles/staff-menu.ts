import { actsAs } from './can-act-as.ts';
import { TREATING_ROLES, type RoleName } from './roles.ts';

export interface StaffMenuEntry {
  key: string;
  path: string;
}

/**
 * The staff menu of specification section 6, per role: active roles for planners and accountants
 * (checked against the actual roles), database updates for admins, cash register, vouchers and invoices for
 * accountants or planners, the team for managing directors and admins, the planning screens for
 * planners, the practice settings for admins, one's own therapist profile for therapists and above.
 * Others by the active roles.
 */
export function staffMenu(actualRoles: readonly RoleName[], activeRoles: readonly RoleName[]): StaffMenuEntry[] {
  const active = (role: RoleName) => actsAs(activeRoles, role);
  const entries: Array<[boolean, StaffMenuEntry]> = [
    [actsAs(actualRoles, 'planner') || actsAs(actualRoles, 'accountant'), { key: 'activeRoles', path: '/activeRoles' }],
    [active('admin'), { key: 'dbUpdates', path: '/dbUpdates' }],
    [active('admin'), { key: 'settings', path: '/admin/settings' }],
    [active('managing_director'), { key: 'team', path: '/admin/team' }],
    // The audit log: managing directors and admins (who act as managing director too).
    [active('managing_director'), { key: 'auditLog', path: '/admin/audit' }],
    // Only who holds a treating role has a therapist profile (an admin treats no one).
    [active('therapist') && actualRoles.some((role) => TREATING_ROLES.includes(role)), { key: 'therapistProfile', path: '/therapistProfile/me' }],
    [active('accountant') || active('planner'), { key: 'cashRegister', path: '/cashRegister' }],
    [active('accountant') || active('planner'), { key: 'voucherManagement', path: '/voucherManagement' }],
    [active('accountant') || active('planner'), { key: 'invoices', path: '/invoices' }],
    [active('planner'), { key: 'todo', path: '/todo' }],
    [active('planner'), { key: 'performance', path: '/performance' }],
    [active('planner'), { key: 'operationPlan', path: '/operationPlan' }],
    [active('planner'), { key: 'absences', path: '/absences' }],
    [active('planner'), { key: 'clientList', path: '/clientList' }],
    [active('planner'), { key: 'bookingList', path: '/bookingList' }],
    [active('planner'), { key: 'waitlist', path: '/waitlist' }],
  ];
  return entries.filter(([visible]) => visible).map(([, entry]) => entry);
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
