import { expandRoles } from './can-act-as.ts';
import type { RoleName } from './roles.ts';

/**
 * Named permissions and the roles that grant them (directly; inheritance adds the rest). The
 * server checks them against the actor's active roles; the UI mirrors them to show or hide.
 */
export const PERMISSION_ROLES = {
  'account:active-roles:set': ['customer'],
  /** One's own second factor: set it up, confirm it, turn it off. */
  'account:mfa': ['customer'],
  /** Reset someone's second factor (a lost phone); audited. */
  'users:mfa:reset': ['admin'],
  /** One's own calendar feed: make, replace or remove its private address. */
  'account:calendar-feed': ['customer'],
  /** One's own sessions: list them, end one or all others. */
  'account:sessions': ['customer'],
  /** End every session of a user (a lost device, someone leaving); audited. */
  'users:sessions:end': ['admin'],
  'profile:read:own': ['customer'],
  'profile:update:own': ['customer'],
  /** A customer's whole profile (the front desk); accountants see billing data through the customer search only (section 8). */
  'profile:read:any': ['planner'],
  'profile:update:any': ['planner'],
  /** Editing someone who holds a staff role: only admins, so no one raises or hijacks a colleague. */
  'profile:update:staff': ['admin'],
  'health:read:own': ['customer'],
  'health:write:own': ['customer'],
  'health:read:any': ['therapist'],
  'users:list': ['planner'],
  'users:roles:manage': ['admin'],
  /** The team screen: add staff, change their roles, deactivate them (granting admin: admins only). */
  'staff:manage': ['managing_director'],
  /** The database updates screen: migrations, checksums, server and database versions. */
  'system:db-updates:read': ['admin'],
  /** The practice settings screen: names, address, hours, rules, bank and billing data, analytics. */
  'settings:manage': ['admin'],
  /**
   * A therapist profile: the therapist edits their own biography and photo; staff managers every
   * therapist's whole profile (the route checks which one it is).
   */
  'therapist-profile:edit': ['therapist'],
  'schedule:manage': ['planner'],
  'catalogue:manage': ['planner'],
  'booking:create:own': ['customer'],
  'booking:read:own': ['customer'],
  'booking:cancel:own': ['customer'],
  'booking:create:any': ['therapist'],
  /** The front desk: booking list, client list, client profiles without health data, mail states (section 6 guards them for planners). */
  'frontdesk:read': ['planner'],
  /** Cancel, reactivate and comment any booking at the front desk. */
  'booking:cancel:any': ['planner'],
  'booking:read:any': ['therapist'],
  /** One's own waiting requests: list and withdraw them (anyone, logged in or not, may ask to wait). */
  'waitlist:own': ['customer'],
  /** The waiting list of all customers, to call one when a slot frees up by phone. */
  'waitlist:read:any': ['planner'],
  /**
   * Find customers by name or e-mail: to book for them, or to name the one a cashback is for.
   * Accountants get billing data only (name, address, e-mail, phone) and no list without a search.
   */
  'customers:search': ['planner', 'accountant'],
  /**
   * The staff's global search in the top bar: each kind only where the role may list it
   * (`staffSearchKinds`: customers and bookings with the front desk, invoices, receipts and vouchers
   * with their screens).
   */
  'search:staff': ['planner', 'accountant'],
  /** A booking's (or voucher's) payments (section 8: payments, invoices, receipts, voucher management). */
  'payment:read': ['planner', 'accountant'],
  /** Record, remove and re-date payments; every change is audited. */
  'payment:write': ['planner', 'accountant'],
  /** The to-do list of missing payment records. */
  'todo:read': ['planner'],
  /** Invoices and receipts: read and print (section 8). */
  'invoice:read': ['planner', 'accountant'],
  /** Whether a mail staff sent went out (cancellations, invoices). */
  'mails:read': ['planner', 'accountant'],
  /** Send, mark sent or paid, cancel invoices (audited). */
  'invoice:write': ['planner', 'accountant'],
  /** Request a gift voucher for oneself (any logged-in user) and see one's own. */
  'voucher:request': ['customer'],
  /** Request a voucher for a customer, who becomes its buyer (section 6 "select a voucher buyer"). */
  'voucher:pick-buyer': ['therapist'],
  /** Voucher management: list, certificates, sending, archive (section 8). */
  'voucher:manage': ['planner', 'accountant'],
  /** Redeem an expired voucher anyway, with a reason (audited). */
  'voucher:override-expiry': ['planner'],
  /** The cash book: months, counts, exports (section 8: cash book entries and counts). */
  'cash:read': ['planner', 'accountant'],
  /** Enter cash transactions, reversals and counts. */
  'cash:write': ['planner', 'accountant'],
  /** Close a month of the cash book (it needs a count on its last day). */
  'cash:close': ['accountant'],
  /** Reopen a closed month, with a reason (audited). */
  'cash:reopen': ['managing_director'],
  /** The 12-month performance report. */
  'performance:read': ['planner'],
  /** Treatment records (section 8: journal, drawings, files are for therapists and above; every access audited). */
  'journal:read': ['therapist'],
  'journal:write': ['therapist'],
  'drawing:read': ['therapist'],
  'drawing:write': ['therapist'],
  'file:read': ['therapist'],
  'file:write': ['therapist'],
  /** The audit log viewer: who read or changed health data and money (reading it is audited too). */
  'audit:read': ['managing_director'],
  /** Export everything held about a customer, and erase their personal and health data (revDSG). */
  'privacy:manage': ['admin'],
  /** A customer asks for the export of their own data (mailed as a one-time link). */
  'privacy:export:own': ['customer'],
} as const satisfies Record<string, readonly RoleName[]>;

export type PermissionName = keyof typeof PERMISSION_ROLES;

/**
 * What a route requires: `public`, `authenticated`, or a named permission. Every /api route
 * declares one; the OpenAPI document shows it as `x-permission`.
 */
export type Permission = 'public' | 'authenticated' | PermissionName;

/** True when any of `roles` (with inheritance) grants `permission`. */
export function hasPermission(roles: readonly RoleName[], permission: Permission): boolean {
  if (permission === 'public') return true;
  if (permission === 'authenticated') return roles.length > 0;
  const granting: readonly RoleName[] = PERMISSION_ROLES[permission];
  return expandRoles(roles).some((role) => granting.includes(role));
}

/**
 * Whether someone acting in `activeRoles` may change the profile of a user holding `subjectRoles`:
 * a customer's with the usual permission; a staff member's (any role besides customer) only with
 * `profile:update:staff` (admins), so nobody raises or hijacks a colleague. Server and UI share it.
 */
export function mayEditUserWithRoles(activeRoles: readonly RoleName[], subjectRoles: readonly string[]): boolean {
  const subjectIsStaff = subjectRoles.some((role) => role !== 'customer');
  return !subjectIsStaff || hasPermission(activeRoles, 'profile:update:staff');
}
