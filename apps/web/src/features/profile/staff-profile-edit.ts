import { actsAs, type RoleName } from '@praxis/domain';

/**
 * Whether the viewer may change a profile shown in the staff view: the data of a team member
 * (anyone holding a role besides customer) only an admin may change; the server refuses others.
 */
export function mayEditStaffViewedProfile(viewerActiveRoles: readonly RoleName[], viewedRoles: readonly string[]): boolean {
  const viewedIsStaff = viewedRoles.some((role) => role !== 'customer');
  return !viewedIsStaff || actsAs(viewerActiveRoles, 'admin');
}
