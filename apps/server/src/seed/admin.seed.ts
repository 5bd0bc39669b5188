import { ROLE_LIST } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { userRoles, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';

/**
 * Ensures an admin account with every role. A new account gets `password`; an existing one keeps
 * the password it has (a password changed in the app survives restarts) unless it has none.
 */
export async function ensureAdmin(db: Executor, admin: { email: string; password: string }): Promise<number> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
  let userId = existing?.id;
  if (!existing) {
    const [row] = await db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(admin.password), unconfirmed: false })
      .onConflictDoNothing()
      .returning({ id: users.id });
    userId = row?.id ?? (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  } else if (!existing.passwordHash) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(admin.password) })
      .where(eq(users.id, existing.id));
  }
  if (userId === undefined) throw new Error(`could not create the admin account ${email}`);
  await db
    .insert(userRoles)
    .values(ROLE_LIST.map((role) => ({ userId: userId, roleId: role.id })))
    .onConflictDoNothing();
  return userId;
}
