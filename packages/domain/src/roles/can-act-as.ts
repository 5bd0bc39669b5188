import { ROLES, type RoleName } from './roles.ts';

/**
 * The seed's "can act as" inheritance (specification section 6): a role may act as these roles
 * besides itself.
 */
const INHERITS: Record<RoleName, readonly RoleName[]> = {
  customer: [],
  planner: ['customer'],
  therapist: ['customer', 'planner'],
  accountant: ['customer'],
  team_leader: ['customer', 'planner', 'therapist', 'accountant'],
  managing_director: ['customer', 'planner', 'therapist', 'accountant', 'team_leader'],
  admin: ['customer', 'planner', 'therapist', 'accountant', 'team_leader', 'managing_director'],
};

/** The roles `role` can act as, itself included, in id order. */
export function canActAs(role: RoleName): RoleName[] {
  const all = new Set<RoleName>([role, ...INHERITS[role]]);
  return (Object.keys(ROLES) as RoleName[]).filter((name) => all.has(name));
}

/** Every role reachable from `roles` through inheritance, in id order. */
export function expandRoles(roles: readonly RoleName[]): RoleName[] {
  const all = new Set(roles.flatMap(canActAs));
  return (Object.keys(ROLES) as RoleName[]).filter((name) => all.has(name));
}

/** True when `held` (directly or by inheritance) includes `role`. */
export function actsAs(held: readonly RoleName[], role: RoleName): boolean {
  return expandRoles(held).includes(role);
}

/**
 * The active roles a user may choose: roles they hold or inherit. Unknown or unreachable roles
 * are dropped; an empty choice falls back to the held roles.
 */
export function sanitizeActiveRoles(held: readonly RoleName[], wanted: readonly RoleName[]): RoleName[] {
  const allowed = new Set(expandRoles(held));
  const chosen = (Object.keys(ROLES) as RoleName[]).filter((name) => wanted.includes(name) && allowed.has(name));
  return chosen.length > 0 ? chosen : expandRoles(held).filter((name) => held.includes(name));
}
