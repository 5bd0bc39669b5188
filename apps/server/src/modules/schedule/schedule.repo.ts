import { ROLES } from '@praxis/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { absences, bookings, therapies, therapistPlans, userRoles, users, weekPlans } from '../../db/schema/index.ts';

export const listWeekPlans = (db: Executor) => db.select().from(weekPlans).orderBy(asc(weekPlans.name));

export async function findWeekPlan(db: Executor, id: number) {
  const [row] = await db.select().from(weekPlans).where(eq(weekPlans.id, id));
  return row;
}

/** Ids of therapist plans that use week plan `id` in their sequence. */
export async function plansUsingWeekPlan(db: Executor, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: therapistPlans.id })
    .from(therapistPlans)
    .where(sql`${id} = any(${therapistPlans.sequence})`);
  return rows.map((r) => r.id);
}

/** People holding the therapist role (directly or above it), for the plan and absence editors. */
export async function listTherapists(db: Executor) {
  const therapistRoles = [ROLES.therapist, ROLES.team_leader, ROLES.managing_director];
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(userRoles.roleId, therapistRoles))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export const listTherapistPlans = (db: Executor) => db.select().from(therapistPlans).orderBy(asc(therapistPlans.therapistId), desc(therapistPlans.begins));

/** Absences ending after `now` (upcoming) or before (past), newest relevant first. */
export function listAbsences(db: Executor, scope: 'upcoming' | 'past', now: Date) {
  return db
    .select({
      id: absences.id,
      therapistId: absences.therapistId,
      firstName: users.firstName,
      lastName: users.lastName,
      typeId: absences.typeId,
      startsAt: absences.startsAt,
      endsAt: absences.endsAt,
      fullDay: absences.fullDay,
      shortTerm: absences.shortTerm,
      note: absences.note,
      cancelledAt: absences.cancelledAt,
    })
    .from(absences)
    .leftJoin(users, eq(users.id, absences.therapistId))
    .where(scope === 'upcoming' ? gt(absences.endsAt, now) : lte(absences.endsAt, now))
    .orderBy(scope === 'upcoming' ? asc(absences.startsAt) : desc(absences.startsAt))
    .limit(500);
}

/** Live bookings of `therapistId` (or of everyone) that overlap the span: the ones an absence hits. */
export function bookingsDuring(db: Executor, therapistId: number | null, from: Date, to: Date) {
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      therapyLabelKey: therapies.labelKey,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .where(
      and(
        isNull(bookings.cancelledAt),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
        therapistId === null ? undefined : eq(bookings.therapistId, therapistId),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}
