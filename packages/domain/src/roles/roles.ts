/** The seven roles with their numeric ids as the specification numbers them. */
export const ROLES = {
  customer: 1,
  planner: 2,
  therapist: 3,
  accountant: 4,
  team_leader: 5,
  managing_director: 6,
  admin: 7,
} as const;

export type RoleName = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleName];

/** Every role as {id, name}, in id order (the seed's reference rows). */
export const ROLE_LIST: ReadonlyArray<{ id: RoleId; name: RoleName }> = (Object.entries(ROLES) as Array<[RoleName, RoleId]>).map(([name, id]) => ({
  id,
  name,
}));

/**
 * The roles whose holders treat customers and so have plans, absences and bookings: the therapist
 * and the leading roles above it. The administrator's role is technical and treats no one.
 */
export const TREATING_ROLES: readonly RoleName[] = ['therapist', 'team_leader', 'managing_director'];

/** Holds a role beyond customer: a member of the practice's staff. */
export const holdsStaffRole = (roles: readonly RoleName[]) => roles.some((role) => role !== 'customer');
