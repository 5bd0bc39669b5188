import type { AbsenceSpan, BookedSpan, TherapistPlan, TimeRange, WeekPlan } from '@praxis/domain';
import { and, arrayContains, eq, gt, inArray, isNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  absences,
  arrangements,
  bookings,
  therapies,
  therapistPlans,
  therapistProfiles,
  therapistTherapies,
  therapyArrangements,
  users,
  weekPlans,
} from '../../db/schema/index.ts';

/** A timestamp as whole epoch milliseconds, a plain JSON number (date_part is a float; extract's numeric was slower). */
const epochMs = (column: AnyColumn) => sql`(date_part('epoch', ${column}) * 1000)::bigint`;

/** The active therapy with the arrangement, if the therapy is offered in that duration. */
export async function findOffer(db: Executor, therapyId: number, arrangementId: number) {
  const [row] = await db
    .select({
      therapyId: therapies.id,
      labelKey: therapies.labelKey,
      slotMinutes: arrangements.slotMinutes,
      durationMinutes: arrangements.durationMinutes,
      priceRappen: arrangements.priceRappen,
    })
    .from(therapyArrangements)
    .innerJoin(therapies, eq(therapies.id, therapyArrangements.therapyId))
    .innerJoin(arrangements, eq(arrangements.id, therapyArrangements.arrangementId))
    .where(and(eq(therapyArrangements.therapyId, therapyId), eq(therapyArrangements.arrangementId, arrangementId), eq(therapies.active, true)));
  return row;
}

export interface ScheduleData {
  therapistIds: number[];
  /** The first inactive day of deactivated therapists among them (team screen). */
  inactiveFrom: Map<number, string>;
  plans: TherapistPlan[];
  weekPlans: WeekPlan[];
  absences: AbsenceSpan[];
  bookings: BookedSpan[];
}

/**
 * Everything the availability engine needs for a therapy in one duration between two instants, in
 * five queries whatever the range (no query per day or per slot). Only published therapists who
 * offer the therapy in that duration take part (a plan is what gives them slots).
 */
export async function loadScheduleData(db: Executor, therapyId: number, arrangementId: number, fromMs: number, toMs: number): Promise<ScheduleData> {
  const from = new Date(fromMs);
  const to = new Date(toMs);
  const offering = await db
    .select({ id: therapistTherapies.therapistId, inactiveFrom: users.inactiveFrom })
    .from(therapistTherapies)
    .innerJoin(users, eq(users.id, therapistTherapies.therapistId))
    .innerJoin(therapistProfiles, and(eq(therapistProfiles.userId, therapistTherapies.therapistId), eq(therapistProfiles.published, true)))
    .where(and(eq(therapistTherapies.therapyId, therapyId), arrayContains(therapistTherapies.arrangementIds, [arrangementId])));
  const therapistIds = offering.map((r) => r.id);
  const inactiveFrom = new Map(offering.flatMap((r) => (r.inactiveFrom ? [[r.id, r.inactiveFrom] as const] : [])));
  if (therapistIds.length === 0) return { therapistIds, inactiveFrom, plans: [], weekPlans: [], absences: [], bookings: [] };
  const [planRows, weekPlanRows, absenceRows, bookingRows] = await Promise.all([
    db.select().from(therapistPlans).where(inArray(therapistPlans.therapistId, therapistIds)),
    db.select({ id: weekPlans.id, ranges: weekPlans.ranges }).from(weekPlans),
    db
      .select({ therapistId: absences.therapistId, startsAt: absences.startsAt, endsAt: absences.endsAt, shortTerm: absences.shortTerm })
      .from(absences)
      .where(
        and(
          isNull(absences.cancelledAt),
          lt(absences.startsAt, to),
          gt(absences.endsAt, from),
          or(isNull(absences.therapistId), inArray(absences.therapistId, therapistIds)),
        ),
      ),
    // NOTE: six months hold thousands of bookings; as rows, PGlite and Drizzle spent most of the
    // request turning them into objects and Dates. One JSON array of [therapist, start, end] in
    // epoch milliseconds is one value to parse (about 2.5 times faster on PGlite).
    db
      .select({
        spans: sql<
          Array<[number, number, number]>
        >`coalesce(json_agg(json_build_array(${bookings.therapistId}, ${epochMs(bookings.startsAt)}, ${epochMs(bookings.endsAt)})), '[]')`,
      })
      .from(bookings)
      .where(and(isNull(bookings.cancelledAt), inArray(bookings.therapistId, therapistIds), lt(bookings.startsAt, to), gt(bookings.endsAt, from))),
  ]);
  return {
    therapistIds,
    inactiveFrom,
    plans: planRows.map((p) => ({
      therapistId: p.therapistId,
      begins: p.begins,
      sequence: p.sequence,
      flexBreak: p.breakTime ? { time: p.breakTime, durationMinutes: p.breakMinutes, mayMoveLater: p.breakMayMove } : null,
    })),
    weekPlans: weekPlanRows.map((w) => ({ id: w.id, ranges: w.ranges as TimeRange[] })),
    absences: absenceRows.map((a) => ({ therapistId: a.therapistId, startMs: a.startsAt.getTime(), endMs: a.endsAt.getTime(), shortTerm: a.shortTerm })),
    bookings: (bookingRows[0]?.spans ?? []).map(([therapistId, startMs, endMs]) => ({ therapistId, startMs, endMs })),
  };
}
