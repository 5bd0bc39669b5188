import { actsAs, staffNavigation, type SessionUser } from '@praxis/domain';

/**
 * Where a staff member starts: the first entry of their navigation (the front desk: today's
 * calendar); an admin of a practice whose site is not yet published: the set-up checklist. Null
 * for someone without a staff screen.
 */
export function staffHome(user: Pick<SessionUser, 'roles' | 'activeRoles'>, sitePublished: boolean | undefined): string | null {
  const sections = staffNavigation(user.roles, user.activeRoles);
  if (sections.length === 0) return null;
  if (sitePublished === false && actsAs(user.activeRoles, 'admin')) return '/admin/setup';
  return sections[0]!.entries[0]!.path;
}
