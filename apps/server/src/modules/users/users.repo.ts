import { ROLES, type RoleName } from '@praxis/domain';
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, userMfa, userRoles, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type UserRow = typeof users.$inferSelect;

const ROLE_BY_ID = new Map<number, RoleName>(Object.entries(ROLES).map(([name, id]) => [id, name as RoleName]));
/** Role names of stored role ids (unknown ids dropped). */
export const roleNamesOf = (ids: readonly number[]) => ids.map((id) => ROLE_BY_ID.get(id)).filter((r): r is RoleName => r !== undefined);

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/**
 * The account of `email`, created as a customer (role 1) when new. Two requests for one new e-mail
 * at once: the insert of the second does nothing and it finds the first one's account.
 */
export async function findOrCreateCustomer(db: Executor, email: string, language: string): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, email);
  if (existing) return { user: existing, created: false };
  const [row] = await db.insert(users).values({ email, language }).onConflictDoNothing().returning();
  if (!row) {
    const raced = await findUserByEmail(db, email);
    if (!raced) throw new Error('user insert returned nothing');
    return { user: raced, created: false };
  }
  await db.insert(userRoles).values({ userId: row.id, roleId: ROLES.customer });
  return { user: row, created: true };
}

export async function updateUser(db: Executor, userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** The names of the roles a user holds, in id order. */
export async function rolesOfUser(db: Executor, userId: number): Promise<RoleName[]> {
  const rows = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.id);
  return roleNamesOf(rows.map((r) => r.id));
}

/** Replaces the roles a user holds. */
export async function replaceRoles(db: Executor, userId: number, names: RoleName[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (names.length > 0) await db.insert(userRoles).values(names.map((role) => ({ userId, roleId: ROLES[role] })));
}

const nameOrEmailMatches = (search: string) => {
  const pattern = containsPattern(search);
  return search ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)) : undefined;
};

/** Users matching `search` (first name, last name or e-mail, case-insensitive) with their roles. */
export async function searchUsers(db: Executor, search: string, limit: number) {
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
    .where(nameOrEmailMatches(search))
    .groupBy(users.id)
    .orderBy(asc(users.lastName), asc(users.email))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), roles: roleNamesOf(row.roleIds.map(Number)) }));
}

/** What staff see of a customer they book for or take money from: names, contact and billing address. */
const customerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  birthday: users.birthday,
  street: users.street,
  houseNumber: users.houseNumber,
  postalCode: users.postalCode,
  location: users.location,
  countryCode: users.countryCode,
};

/** One person as the customer search shows them. */
export async function customerRow(db: Executor, id: number) {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Customers (holders of the customer role) matching `search` by name or e-mail, with their billing address: staff booking and money work. */
export function searchCustomers(db: Executor, search: string, limit: number) {
  return db
    .select(customerColumns)
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.customer)))
    .where(nameOrEmailMatches(search))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(limit);
}

/** People holding any of `names` directly, each once, by last and first name: a staff list. */
export function listUsersWithRoles(db: Executor, names: readonly RoleName[]) {
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      inArray(
        userRoles.roleId,
        names.map((name) => ROLES[name]),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Everyone holding a role besides customer, with their roles and deactivation day, by name. */
export async function listStaff(db: Executor) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      inactiveFrom: users.inactiveFrom,
      roleIds: sql<number[]>`array_agg(${userRoles.roleId} order by ${userRoles.roleId})`,
      mfaEnabled: sql<boolean>`exists(select 1 from ${userMfa} where ${userMfa.userId} = ${users.id} and ${userMfa.enabledAt} is not null)`,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .groupBy(users.id)
    .having(sql`bool_or(${userRoles.roleId} <> ${ROLES.customer})`)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return rows.map(({ roleIds, ...row }) => ({ ...row, roles: roleNamesOf(roleIds.map(Number)) }));
}

/** A new account (no password: a login link lets the person in) holding `names`. */
export async function insertUserWithRoles(
  db: Executor,
  values: { email: string; firstName: string; lastName: string; language: string; inactiveFrom: string | null },
  names: RoleName[],
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  await replaceRoles(db, row.id, names);
  return row;
}

/**
 * Locks the admin role's row until the transaction ends. Every change of staff or roles takes it
 * first, so two admins deactivating each other at once run one after the other and the second
 * sees the first one's change (it then answers LAST_ADMIN instead of leaving no admin).
 */
export async function lockStaffChanges(tx: Executor): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, ROLES.admin)).for('update');
}

/**
 * How many people besides `exceptUserId` hold the admin role with no deactivation day set. NOTE: one
 * deactivated from a later day does not count: the practice would be left without an admin then.
 */
export async function countOtherActiveAdmins(db: Executor, exceptUserId: number): Promise<number> {
  return db.$count(
    users,
    and(
      ne(users.id, exceptUserId),
      isNull(users.inactiveFrom),
      isNull(users.erasedAt),
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${ROLES.admin})`,
    ),
  );
}

/** Marks a customer as brought by `payerId`; false when someone already brought them (or the flag was set by hand). */
export async function markAcquired(tx: Executor, customerId: number, payerId: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ acquiredCustomer: true, acquiredByUserId: payerId })
    .where(and(eq(users.id, customerId), isNull(users.acquiredByUserId), eq(users.acquiredCustomer, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Undoes `markAcquired` when its cashback is removed. */
export async function unmarkAcquired(tx: Executor, customerId: number, payerId: number): Promise<void> {
  await tx
    .update(users)
    .set({ acquiredCustomer: false, acquiredByUserId: null })
    .where(and(eq(users.id, customerId), eq(users.acquiredByUserId, payerId)));
}

/**
 * Locks a user's row until the transaction ends, so requests about one customer take turns (the
 * limits of open voucher invoices and waiting requests hold under concurrency). `no key update`
 * leaves the key-share locks of rows that name the user (their bookings, payments) free.
 */
export async function lockUserRow(tx: Executor, id: number, strength: 'update' | 'no key update'): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for(strength);
}
