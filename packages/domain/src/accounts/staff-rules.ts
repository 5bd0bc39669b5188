import { actsAs } from '../roles/can-act-as.ts';
import type { RoleName } from '../roles/roles.ts';

/** True when someone deactivated from `inactiveFrom` (YYYY-MM-DD or null) is inactive on `date`. */
export const isInactiveOn = (inactiveFrom: string | null, date: string) => inactiveFrom !== null && inactiveFrom <= date;

/**
 * Whether someone acting in `actorRoles` may change a person's roles from `before` to `after`: the
 * admin role is granted or removed by admins only (a managing director manages everyone else).
 */
export function mayChangeAdminRole(actorRoles: readonly RoleName[], before: readonly RoleName[], after: readonly RoleName[]): boolean {
  return before.includes('admin') === after.includes('admin') || actsAs(actorRoles, 'admin');
}
