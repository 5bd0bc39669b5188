import { ROLES, type RoleName } from '@praxis/domain';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { roleNamesOf } from '../account/account.repo.ts';

/** Users matching `search` (first name, last name or e-mail, case-insensitive) with their roles. */
export async function searchUsers(db: Executor, search: string, limit: number) {
  const pattern = containsPattern(search);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      roleIds: sql<number[]>`coalesce(array_agg(${userRoles.roleId} order by ${userRoles.roleId}) filter (where ${userRoles.roleId} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(search ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)) : undefined)
    .groupBy(users.id)
    .orderBy(asc(users.lastName), asc(users.email))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), roles: roleNamesOf(row.roleIds.map(Number)) }));
}

/** Replaces the roles a user holds. */
export async function replaceRoles(db: Executor, userId: number, roles: RoleName[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId, roleId: ROLES[role] })));
}
