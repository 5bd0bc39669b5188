import type { RoleName } from '@praxis/domain';
import { ROLES } from '@praxis/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { mailOutbox, therapistPlans, userRoles, users, weekPlans } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { offerTherapies } from '../src/seed/offer-therapies.ts';
import { csrf } from './test-app.ts';

export { offerTherapies };

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
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), unconfirmed: false })
    .returning({ id: users.id });
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

/**
 * A therapist who works Monday to Saturday 09:00-20:00 (break 12:30) from June 2026 and offers
 * therapy 1: the practice the booking tests book in. Returns the therapist's id.
 */
export async function createBookableTherapist(db: Database, email = 'lea@example.com'): Promise<number> {
  const therapistId = await createUser(db, email, ['therapist']);
  const [plan] = await db
    .insert(weekPlans)
    .values({ name: 'full', ranges: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' })) })
    .returning();
  await db.insert(therapistPlans).values({ therapistId, begins: '2026-06-01', sequence: [plan!.id], breakTime: '12:30' });
  await offerTherapies(db, therapistId, [1]);
  return therapistId;
}

/** A customer with the personal data a booking needs (names and phone). */
export async function createBookingCustomer(db: Database, email: string, firstName = 'Anna'): Promise<number> {
  const id = await createUser(db, email, ['customer']);
  await db.update(users).set({ firstName, lastName: 'Meier', phone: '+41791234567' }).where(eq(users.id, id));
  return id;
}

/** The QR-IBAN of the Swiss Payment Standards' examples, a test account. */
export const TEST_QR_IBAN = 'CH4431999123000889012';

/** An admin enters the practice's QR-IBAN in the settings (through the API), so invoices can be made. */
export async function enterQrIban(app: FastifyInstance, db: Database, qrIban = TEST_QR_IBAN): Promise<void> {
  await createUser(db, 'billing-admin@example.com', ['admin']);
  const admin = await loginCookie(app, 'billing-admin@example.com');
  const practice = (await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
  const saved = await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload: { ...practice, qrIban } });
  if (saved.statusCode !== 200) throw new Error(`saving the QR-IBAN answered ${saved.statusCode}: ${saved.body}`);
}
