import { hasPermission, type PermissionName } from '../roles/permissions.ts';
import type { RoleName } from '../roles/roles.ts';

/** What the staff's global search finds, in the order it shows them. */
export const STAFF_SEARCH_KINDS = ['customers', 'bookings', 'invoices', 'receipts', 'vouchers'] as const;
export type StaffSearchKind = (typeof STAFF_SEARCH_KINDS)[number];

/**
 * The permission of the screen each kind is listed on (DESIGN section 8): customers and bookings at
 * the front desk (client list and profile, booking list), invoices and receipts with the invoices,
 * vouchers in voucher management. The search never finds what the role cannot list.
 */
export const STAFF_SEARCH_PERMISSIONS: Record<StaffSearchKind, PermissionName> = {
  customers: 'frontdesk:read',
  bookings: 'frontdesk:read',
  invoices: 'invoice:read',
  receipts: 'invoice:read',
  vouchers: 'voucher:manage',
};

/** The kinds the active roles may search: a planner all, an accountant invoices, receipts and vouchers. */
export const staffSearchKinds = (roles: readonly RoleName[]): StaffSearchKind[] =>
  STAFF_SEARCH_KINDS.filter((kind) => hasPermission(roles, STAFF_SEARCH_PERMISSIONS[kind]));
