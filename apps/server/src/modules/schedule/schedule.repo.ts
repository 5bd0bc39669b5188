import { TREATING_ROLES } from '@praxis/domain';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listUsersWithRoles } from '../users/index.ts';
import type { TimeRange } from '@praxis/domain';
import { absences, bookings, therapies, therapistPlans, users, weekPlans } from '../../db/schema/index.ts';

/** The therapists who have a therapist plan (whatever its begin). */
export async function therapistIdsWithPlan(db: Executor): Promise<number[]> {
  const rows = await db.selectDistinct({ id: therapistPlans.therapistId }).from(therapistPlans);
  return rows.map((row) => row.id);
}

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

/** People who treat customers (TREATING_ROLES), for the plan and absence editors. */
export const listTherapists = (db: Executor) => listUsersWithRoles(db, TREATING_ROLES);

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

/** Week-plan rows: a name and its ranges. */
export interface WeekPlanValues {
  name: string;
  ranges: TimeRange[];
}

export async function insertWeekPlan(db: Executor, values: WeekPlanValues) {
  const [row] = await db.insert(weekPlans).values(values).returning();
  return row!;
}

export async function updateWeekPlan(db: Executor, id: number, values: WeekPlanValues) {
  const [row] = await db.update(weekPlans).set(values).where(eq(weekPlans.id, id)).returning();
  return row;
}

export async function deleteWeekPlan(db: Executor, id: number): Promise<void> {
  await db.delete(weekPlans).where(eq(weekPlans.id, id));
}

/** Which of `ids` are week plans. */
export async function existingWeekPlanIds(db: Executor, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: weekPlans.id }).from(weekPlans).where(inArray(weekPlans.id, ids));
  return rows.map((r) => r.id);
}

export type TherapistPlanValues = Omit<typeof therapistPlans.$inferInsert, 'id'>;

export async function insertTherapistPlan(db: Executor, values: TherapistPlanValues) {
  const [row] = await db.insert(therapistPlans).values(values).returning();
  return row!;
}

export async function updateTherapistPlan(db: Executor, id: number, values: TherapistPlanValues) {
  const [row] = await db.update(therapistPlans).set(values).where(eq(therapistPlans.id, id)).returning();
  return row;
}

/** True when the plan existed. */
export async function deleteTherapistPlan(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(therapistPlans).where(eq(therapistPlans.id, id)).returning({ id: therapistPlans.id });
  return rows.length > 0;
}

export type AbsenceValues = Omit<typeof absences.$inferInsert, 'id' | 'cancelledAt'>;

export async function insertAbsence(db: Executor, values: AbsenceValues): Promise<number> {
  const [row] = await db.insert(absences).values(values).returning({ id: absences.id });
  return row!.id;
}

/** Cancels a live absence (its span) or finds none to cancel (undefined). */
export async function cancelAbsence(db: Executor, id: number, at: Date): Promise<{ startsAt: Date; endsAt: Date } | undefined> {
  const [row] = await db
    .update(absences)
    .set({ cancelledAt: at })
    .where(and(eq(absences.id, id), isNull(absences.cancelledAt)))
    .returning({ startsAt: absences.startsAt, endsAt: absences.endsAt });
  return row;
}

/** Restores a cancelled absence (true) or finds none to restore (false). */
export async function restoreAbsence(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(absences)
    .set({ cancelledAt: null })
    .where(and(eq(absences.id, id), isNotNull(absences.cancelledAt)))
    .returning({ id: absences.id });
  return rows.length > 0;
}

/** Live absences overlapping the span. */
export function liveAbsencesDuring(db: Executor, from: Date, to: Date) {
  return db
    .select()
    .from(absences)
    .where(and(isNull(absences.cancelledAt), lt(absences.startsAt, to), gt(absences.endsAt, from)));
}

/** Live bookings overlapping the span: who, when, and whether still temporary (the booked load). */
export function bookingLoadDuring(db: Executor, from: Date, to: Date) {
  return db
    .select({ therapistId: bookings.therapistId, startsAt: bookings.startsAt, endsAt: bookings.endsAt, temporary: bookings.temporary })
    .from(bookings)
    .where(and(isNull(bookings.cancelledAt), lt(bookings.startsAt, to), gt(bookings.endsAt, from)));
}
