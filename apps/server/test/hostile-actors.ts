import { ROLES, type RoleName } from '@praxis/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { absences, bookings, sessions, therapistPlans, userRoles, users, weekPlans } from '../src/db/schema/index.ts';
import { offerTherapies } from '../src/seed/offer-therapies.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';

export interface HostileActor {
  name: 'anonymous' | RoleName;
  /** The Cookie header (session and CSRF token); the anonymous actor has only the CSRF cookie. */
  cookie: string;
}

export const XSRF = 'hostile-xsrf';

/**
 * The walk's cast: anonymous and one user per role, each with a session, plus one row in each table
 * a path names by id (a customer, a week plan, a therapist plan, an absence, a booking), created
 * first so that the plausible id 1 names something. `renew` undoes what a walked request may have
 * done to the actors themselves (logout, active roles, ended sessions).
 */
export async function createHostileActors(db: Database, expiresAt: Date) {
  const [customer] = await db
    .insert(users)
    .values({ email: 'hostile.target@example.com', firstName: 'Tara', lastName: 'Target', phone: '+41791234567', unconfirmed: false })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: customer!.id, roleId: ROLES.customer });
  const ids = new Map<RoleName, number>();
  for (const role of Object.keys(ROLES) as RoleName[]) {
    const [row] = await db
      .insert(users)
      .values({ email: `hostile.${role}@example.com`, firstName: 'Hostile', lastName: role, phone: '+41791234567', unconfirmed: false })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: row!.id, roleId: ROLES[role] });
    ids.set(role, row!.id);
  }
  const therapistId = ids.get('therapist')!;
  const [plan] = await db
    .insert(weekPlans)
    .values({ name: 'hostile', ranges: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' })) })
    .returning({ id: weekPlans.id });
  await db.insert(therapistPlans).values({ therapistId, begins: '2026-01-05', sequence: [plan!.id], breakTime: '12:30' });
  await offerTherapies(db, therapistId, [1]);
  await db.insert(absences).values({ therapistId, typeId: 2, startsAt: new Date('2027-03-01T08:00:00Z'), endsAt: new Date('2027-03-01T10:00:00Z') });
  await db.insert(bookings).values({
    therapistId,
    customerId: customer!.id,
    therapyId: 1,
    arrangementId: 2,
    startsAt: new Date('2027-02-01T09:00:00Z'),
    endsAt: new Date('2027-02-01T10:00:00Z'),
    durationMinutes: 55,
    priceRappen: 14000,
  });

  const userIds = [...ids.values()];
  const tokens = new Map<RoleName, string>();
  return {
    /** Ids of rows that exist, for the body fields that name them. */
    hints: { therapistId, customerId: customer!.id },
    async renew(): Promise<HostileActor[]> {
      await db.delete(sessions).where(inArray(sessions.userId, userIds));
      await db.update(users).set({ activeRoleIds: [] }).where(inArray(users.id, userIds));
      for (const role of ids.keys()) tokens.set(role, newToken());
      await db.insert(sessions).values([...ids].map(([role, userId]) => ({ tokenHash: hashToken(tokens.get(role)!), userId, expiresAt })));
      return [
        { name: 'anonymous', cookie: `XSRF-TOKEN=${XSRF}` },
        ...[...tokens].map(([name, token]) => ({ name, cookie: `sid=${token}; XSRF-TOKEN=${XSRF}` })),
      ];
    },
  };
}
