import { actsAs } from '../roles/can-act-as.ts';
import { holdsStaffRole, type RoleName } from '../roles/roles.ts';

/** True when someone deactivated from `inactiveFrom` (YYYY-MM-DD or null) is inactive on `date`. */
export const isInactiveOn = (inactiveFrom: string | null, date: string) => inactiveFrom !== null && inactiveFrom <= date;

/**
 * Whether someone acting in `actorRoles` may change a person's roles from `before` to `after`: the
 * admin role is granted or removed by admins only (a managing director manages everyone else).
 */
export function mayChangeAdminRole(actorRoles: readonly RoleName[], before: readonly RoleName[], after: readonly RoleName[]): boolean {
  return before.includes('admin') === after.includes('admin') || actsAs(actorRoles, 'admin');
}

/**
 * Whether someone acting in `actorRoles` may change, deactivate, rename or reset the second factor
 * of a person holding `subjectRoles`: someone who holds the admin role only an admin (DESIGN section
 * 8), so a managing director cannot lock the administrators out.
 */
export function mayManageStaffMember(actorRoles: readonly RoleName[], subjectRoles: readonly RoleName[]): boolean {
  return !subjectRoles.includes('admin') || actsAs(actorRoles, 'admin');
}

/**
 * The second step a session owes now, decided on every request from the user's current roles and
 * the practice's setting (`stored` is what the login asked for, until the session passed it): who
 * has a second factor enters its code; staff without one set it up while the practice requires it,
 * also when the role or the requirement came after the login.
 */
export function secondStepDue(
  stored: 'setup' | 'verify' | null,
  mfaEnabled: boolean,
  roles: readonly RoleName[],
  staffMfaRequired: boolean,
): 'setup' | 'verify' | null {
  // NOTE: deny by default: a step the login asked for stays owed until the session passes it (a
  // second factor set up meanwhile in another session turns it into entering the code).
  if (stored !== null) return mfaEnabled ? 'verify' : stored;
  // Nothing stored and a second factor: the session passed it (at the login or by setting it up).
  if (mfaEnabled) return null;
  return staffMfaRequired && holdsStaffRole(roles) ? 'setup' : null;
}
