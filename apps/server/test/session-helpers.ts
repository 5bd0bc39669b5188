import type { RoleName } from '@praxis/domain';
import { ROLES } from '@praxis/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { mailOutbox, userRoles, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { csrf } from './test-app.ts';

/** The newest mail in the outbox for `to`. */
export async function lastMailTo(db: Database, to: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

/** The `email` and `pw` of the login link in a mail's text. */
export function linkOf(text: string): { url: URL; email: string; token: string } {
  const match = text.match(/https?:\/\/\S+pw=[A-Za-z0-9_-]+/);
  if (!match) throw new Error('no login link in the mail');
  const url = new URL(match[0]);
  return { url, email: url.searchParams.get('email') ?? '', token: url.searchParams.get('pw') ?? '' };
}

/** Creates a user with `roles` and a password, directly in the database. */
export async function createUser(db: Database, email: string, roles: RoleName[], password = 'correct-horse'): Promise<number> {
  const [row] = await db.insert(users).values({ email, passwordHash: await hashPassword(password), unconfirmed: false }).returning({ id: users.id });
  await db.insert(userRoles).values(roles.map((role) => ({ userId: row!.id, roleId: ROLES[role] })));
  return row!.id;
}

/** Logs in with a password and returns the Cookie header for later requests (CSRF included). */
export async function loginCookie(app: FastifyInstance, email: string, password = 'correct-horse'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/account/login', headers: csrf(), payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const sid = res.cookies.find((c) => c.name === 'sid')?.value;
  return `sid=${sid}; XSRF-TOKEN=test-token`;
}

/** Headers of a logged-in mutation. */
export const asUser = (cookie: string) => ({ cookie, 'x-xsrf-token': 'test-token' });
