import type { AbsenceSpan, BookedSpan, PracticeSettings, TherapistPlan, TimeRange, WeekPlan } from '@praxis/domain';
import { sql, type AnyColumn } from 'drizzle-orm';
import { jsonValue, rowsOf, type Executor } from '../../db/client.ts';
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
  settings,
} from '../../db/schema/index.ts';
import { PRACTICE_SETTINGS_KEY, practiceSettingsFrom } from '../settings/index.ts';

/** A timestamp as whole epoch milliseconds, a plain JSON number (date_part is a float; extract's numeric was slower). */
const epochMs = (column: AnyColumn) => sql`(date_part('epoch', ${column}) * 1000)::bigint`;

export interface Offer {
  therapyId: number;
  labelKey: string;
  slotMinutes: number;
  durationMinutes: number;
  priceRappen: number;
}

/**
 * The active therapy in the arrangement (undefined when it is not offered in that duration) and the
 * practice settings, in one statement: every query costs about a millisecond on PGlite, and a
 * booking request reads both before anything else.
 */
export async function findOfferAndSettings(
  db: Executor,
  therapyId: number,
  arrangementId: number,
): Promise<{ offer: Offer | undefined; settings: PracticeSettings }> {
  const [row] = await rowsOf<{ offer: Offer | string | null; settings: unknown }>(
    db,
    sql`select
      (select json_build_object('therapyId', ${therapies.id}, 'labelKey', ${therapies.labelKey}, 'slotMinutes', ${arrangements.slotMinutes},
          'durationMinutes', ${arrangements.durationMinutes}, 'priceRappen', ${arrangements.priceRappen})
        from ${therapyArrangements}
        join ${therapies} on ${therapies.id} = ${therapyArrangements.therapyId}
        join ${arrangements} on ${arrangements.id} = ${therapyArrangements.arrangementId}
        where ${therapyArrangements.therapyId} = ${therapyId} and ${therapyArrangements.arrangementId} = ${arrangementId} and ${therapies.active}) as offer,
      (select ${settings.value} from ${settings} where ${settings.key} = ${PRACTICE_SETTINGS_KEY}) as settings`,
  );
  return { offer: jsonValue<Offer | undefined>(row?.offer, undefined), settings: practiceSettingsFrom(jsonValue<unknown>(row?.settings, undefined)) };
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

type PlanJson = [therapistId: number, begins: string, sequence: number[], breakTime: string | null, breakMinutes: number, breakMayMove: boolean];

/**
 * Everything the availability engine needs for a therapy in one duration between two instants, in
 * one statement whatever the range (no query per day or per slot). Only published therapists who
 * offer the therapy in that duration take part (a plan is what gives them slots).
 */
export async function loadScheduleData(db: Executor, therapyId: number, arrangementId: number, fromMs: number, toMs: number): Promise<ScheduleData> {
  const from = new Date(fromMs).toISOString();
  const to = new Date(toMs).toISOString();
  // NOTE: six months hold thousands of bookings. As rows (or JSON), PGlite spent most of the
  // request converting them; three integer arrays (therapist, start and end in epoch minutes,
  // outward-rounded) cost about a third. `= any(array(...))` keeps the index scan a literal list gets.
  const [row] = await rowsOf<{
    offering: Array<[number, string | null]> | string | null;
    plans: PlanJson[] | string | null;
    week_plans: Array<[number, TimeRange[]]> | string | null;
    absences: Array<[number | null, number, number, boolean]> | string | null;
    booking_therapists: number[] | null;
    booking_starts: number[] | null;
    booking_ends: number[] | null;
  }>(
    db,
    sql`with offering as (
        select ${therapistTherapies.therapistId} as id, ${users.inactiveFrom} as inactive_from
        from ${therapistTherapies}
        join ${users} on ${users.id} = ${therapistTherapies.therapistId}
        join ${therapistProfiles} on ${therapistProfiles.userId} = ${therapistTherapies.therapistId} and ${therapistProfiles.published}
        where ${therapistTherapies.therapyId} = ${therapyId} and ${therapistTherapies.arrangementIds} @> array[${arrangementId}::int]
      )
      select
        (select json_agg(json_build_array(id, inactive_from)) from offering) as offering,
        (select json_agg(json_build_array(${therapistPlans.therapistId}, ${therapistPlans.begins}, ${therapistPlans.sequence}, ${therapistPlans.breakTime},
            ${therapistPlans.breakMinutes}, ${therapistPlans.breakMayMove}))
          from ${therapistPlans} where ${therapistPlans.therapistId} = any(array(select id from offering))) as plans,
        (select json_agg(json_build_array(${weekPlans.id}, ${weekPlans.ranges})) from ${weekPlans}) as week_plans,
        (select json_agg(json_build_array(${absences.therapistId}, ${epochMs(absences.startsAt)}, ${epochMs(absences.endsAt)}, ${absences.shortTerm}))
          from ${absences}
          where ${absences.cancelledAt} is null and ${absences.startsAt} < ${to}::timestamptz and ${absences.endsAt} > ${from}::timestamptz
            and (${absences.therapistId} is null or ${absences.therapistId} = any(array(select id from offering)))) as absences,
        booked.therapists as booking_therapists, booked.starts as booking_starts, booked.ends as booking_ends
      from (
        select array_agg(${bookings.therapistId}) as therapists, array_agg(floor(date_part('epoch', ${bookings.startsAt}) / 60)::int) as starts,
          array_agg(ceil(date_part('epoch', ${bookings.endsAt}) / 60)::int) as ends
        from ${bookings}
        where ${bookings.cancelledAt} is null and ${bookings.therapistId} = any(array(select id from offering))
          and ${bookings.startsAt} < ${to}::timestamptz and ${bookings.endsAt} > ${from}::timestamptz
      ) as booked`,
  );
  const offering = jsonValue(row?.offering, []);
  const therapists = row?.booking_therapists ?? [];
  const starts = row?.booking_starts ?? [];
  const ends = row?.booking_ends ?? [];
  return {
    therapistIds: offering.map(([id]) => id),
    inactiveFrom: new Map(offering.flatMap(([id, date]) => (date ? [[id, date] as const] : []))),
    plans: jsonValue(row?.plans, []).map(([therapistId, begins, sequence, breakTime, breakMinutes, breakMayMove]) => ({
      therapistId,
      begins,
      sequence,
      flexBreak: breakTime ? { time: breakTime, durationMinutes: breakMinutes, mayMoveLater: breakMayMove } : null,
    })),
    weekPlans: jsonValue(row?.week_plans, []).map(([id, ranges]) => ({ id, ranges })),
    absences: jsonValue(row?.absences, []).map(([therapistId, startMs, endMs, shortTerm]) => ({ therapistId, startMs, endMs, shortTerm })),
    bookings: therapists.map((therapistId, i) => ({ therapistId, startMs: starts[i]! * 60_000, endMs: ends[i]! * 60_000 })),
  };
}

/**
 * True when every therapist offering the therapy in this duration (or the one named) has a live
 * booking starting at `startMs`: that start is taken with each of them. One small query, so a
 * crowd asking for one slot is refused without reading the day's schedule. (Only the same start:
 * a start inside a booking may also be off the grid, which the full check answers differently.)
 */
export async function startHeldByBookings(db: Executor, slot: { therapyId: number; arrangementId: number; startMs: number; therapistId?: number }) {
  const at = new Date(slot.startMs).toISOString();
  const [row] = await rowsOf<{ held: boolean | null }>(
    db,
    sql`select bool_and(exists (
          select 1 from ${bookings}
          where ${bookings.therapistId} = ${therapistTherapies.therapistId} and ${bookings.cancelledAt} is null
            and ${bookings.startsAt} = ${at}::timestamptz
        )) as held
      from ${therapistTherapies}
      join ${therapistProfiles} on ${therapistProfiles.userId} = ${therapistTherapies.therapistId} and ${therapistProfiles.published}
      where ${therapistTherapies.therapyId} = ${slot.therapyId} and ${therapistTherapies.arrangementIds} @> array[${slot.arrangementId}::int]
        ${slot.therapistId ? sql`and ${therapistTherapies.therapistId} = ${slot.therapistId}` : sql``}`,
  );
  return row?.held === true;
}
