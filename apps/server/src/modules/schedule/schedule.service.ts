import {
  absenceWallSpan,
  addDays,
  mondayOf,
  plannedMinutes,
  rangesOutside,
  weekPlanOn,
  zonedDay,
  type AbsenceConflictDto,
  type AbsenceDto,
  type AbsenceInput,
  type OperationPlanDto,
  type ScheduleTherapistDto,
  type TherapistPlan,
  type TherapistPlanDto,
  type TherapistPlanInput,
  type TimeRange,
  type WeekPlanDto,
  type WeekPlanInput,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import {
  bookingLoadDuring,
  bookingsDuring,
  cancelAbsence,
  deleteTherapistPlan,
  deleteWeekPlan,
  existingWeekPlanIds,
  findWeekPlan,
  insertAbsence,
  insertTherapistPlan,
  insertWeekPlan,
  listAbsences,
  listTherapistPlans,
  listTherapists,
  listWeekPlans,
  liveAbsencesDuring,
  plansUsingWeekPlan,
  restoreAbsence,
  updateTherapistPlan,
  updateWeekPlan,
} from './schedule.repo.ts';

/** How far ahead a changed plan may open time: beyond any booking horizon. */
const PLAN_LOOKAHEAD_MS = 400 * 86_400_000;

/** A plan change may open working time anywhere ahead; the waiting list looks (the horizon clamps it). Called after the commit. */
const planChanged = (ctx: AppContext) => ctx.events.emit('slotsFreed', { fromMs: ctx.now().getTime(), toMs: ctx.now().getTime() + PLAN_LOOKAHEAD_MS });

const fullName = (person: { firstName: string | null; lastName: string | null }) => [person.firstName, person.lastName].filter(Boolean).join(' ');

/** Refuses (400) a therapist id of someone who does not treat customers. */
async function assertTherapist(tx: Executor, therapistId: number): Promise<void> {
  if (!(await listTherapists(tx)).some((t) => t.id === therapistId)) throw new AppError('VALIDATION_ERROR', 'This person is not a therapist.');
}

// ---- week plans ----

function presentWeekPlan(row: { id: number; name: string; ranges: unknown }, opening: TimeRange[]): WeekPlanDto {
  const ranges = row.ranges as TimeRange[];
  return { id: row.id, name: row.name, ranges, plannedMinutes: plannedMinutes(ranges), openingMinutes: plannedMinutes(opening) };
}

/** The opening hours; refuses (409 `OUTSIDE_OPENING_HOURS`) ranges outside them without the explicit confirmation. */
async function openingHoursFor(ctx: AppContext, tx: Executor, input: WeekPlanInput): Promise<TimeRange[]> {
  const opening = (await ctx.settings(tx)).openingHours;
  const outside = rangesOutside(input.ranges, opening);
  if (outside.length > 0 && !input.confirmOutsideHours) {
    throw new AppError('OUTSIDE_OPENING_HOURS', 'Some ranges lie outside the opening hours; confirm to save them.', { outside });
  }
  return opening;
}

/** Every week plan by name, with its planned and the practice's opening minutes. */
export async function weekPlanList(ctx: AppContext): Promise<WeekPlanDto[]> {
  const opening = (await ctx.settings()).openingHours;
  return (await listWeekPlans(ctx.db)).map((row) => presentWeekPlan(row, opening));
}

/** A new week plan (ranges outside the opening hours only when confirmed). */
export async function createWeekPlan(ctx: AppContext, input: WeekPlanInput): Promise<WeekPlanDto> {
  return ctx.db.transaction(async (tx) => {
    const opening = await openingHoursFor(ctx, tx, input);
    const row = await insertWeekPlan(tx, { name: input.name, ranges: input.ranges });
    return presentWeekPlan(row, opening);
  });
}

/** Changes a week plan (404 when unknown); the therapists working by it may have time free now. */
export async function changeWeekPlan(ctx: AppContext, id: number, input: WeekPlanInput): Promise<WeekPlanDto> {
  const changed = await ctx.db.transaction(async (tx) => {
    if (!(await findWeekPlan(tx, id))) throw new AppError('NOT_FOUND', 'No such week plan.');
    const opening = await openingHoursFor(ctx, tx, input);
    const row = await updateWeekPlan(tx, id, { name: input.name, ranges: input.ranges });
    return presentWeekPlan(row!, opening);
  });
  await planChanged(ctx);
  return changed;
}

/** Deletes a week plan: 404 when unknown, 409 `WEEK_PLAN_IN_USE` while a therapist plan uses it. */
export async function removeWeekPlan(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findWeekPlan(tx, id))) throw new AppError('NOT_FOUND', 'No such week plan.');
    const users = await plansUsingWeekPlan(tx, id);
    if (users.length > 0) throw new AppError('WEEK_PLAN_IN_USE', 'A therapist plan still uses this week plan.', { therapistPlans: users });
    await deleteWeekPlan(tx, id);
  });
}

// ---- therapist plans ----

/** Refuses (400) a plan for someone who is not a therapist or naming an unknown week plan. */
async function assertTherapistPlan(tx: Executor, input: TherapistPlanInput): Promise<void> {
  await assertTherapist(tx, input.therapistId);
  const found = await existingWeekPlanIds(tx, input.sequence);
  if (new Set(found).size !== new Set(input.sequence).size) throw new AppError('VALIDATION_ERROR', 'Unknown week plan in the sequence.');
}

/** Every therapist plan and the people who may have one. */
export async function therapistPlanList(ctx: AppContext): Promise<{ plans: TherapistPlanDto[]; therapists: ScheduleTherapistDto[] }> {
  return { plans: await listTherapistPlans(ctx.db), therapists: await listTherapists(ctx.db) };
}

/** A new therapist plan; the waiting list looks at the time it may open. */
export async function createTherapistPlan(ctx: AppContext, input: TherapistPlanInput): Promise<TherapistPlanDto> {
  const row = await ctx.db.transaction(async (tx) => {
    await assertTherapistPlan(tx, input);
    return insertTherapistPlan(tx, input);
  });
  await planChanged(ctx);
  return row;
}

/** Changes a therapist plan (404 when unknown); the waiting list looks at the time it may open. */
export async function changeTherapistPlan(ctx: AppContext, id: number, input: TherapistPlanInput): Promise<TherapistPlanDto> {
  const row = await ctx.db.transaction(async (tx) => {
    await assertTherapistPlan(tx, input);
    const updated = await updateTherapistPlan(tx, id, input);
    if (!updated) throw new AppError('NOT_FOUND', 'No such therapist plan.');
    return updated;
  });
  await planChanged(ctx);
  return row;
}

/** Deletes a therapist plan (404 when unknown); the waiting list looks at what changed. */
export async function removeTherapistPlan(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteTherapistPlan(ctx.db, id))) throw new AppError('NOT_FOUND', 'No such therapist plan.');
  await planChanged(ctx);
}

// ---- absences ----

type AbsenceRow = Awaited<ReturnType<typeof listAbsences>>[number];

const presentAbsence = (row: AbsenceRow): AbsenceDto => ({
  id: row.id,
  therapistId: row.therapistId,
  therapistName: row.therapistId === null ? null : fullName(row),
  typeId: row.typeId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  fullDay: row.fullDay,
  shortTerm: row.shortTerm,
  note: row.note,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/** Absences ending after now (upcoming) or before (past). */
export async function absenceList(ctx: AppContext, scope: 'upcoming' | 'past'): Promise<AbsenceDto[]> {
  return (await listAbsences(ctx.db, scope, ctx.now())).map(presentAbsence);
}

/**
 * Enters an absence (of a therapist, or of the whole practice without one): its days and wall-clock
 * times become instants in the practice's zone. Answers its id and the live bookings it overlaps.
 */
export async function createAbsence(ctx: AppContext, actor: Actor, input: AbsenceInput): Promise<{ id: number; conflicts: AbsenceConflictDto[] }> {
  return ctx.db.transaction(async (tx) => {
    if (input.therapistId !== null) await assertTherapist(tx, input.therapistId);
    const span = absenceWallSpan(input);
    const startsAt = new Date(zonedDay(span.from[0]).at(span.from[1]));
    const endsAt = new Date(zonedDay(span.to[0]).at(span.to[1]));
    const id = await insertAbsence(tx, {
      therapistId: input.therapistId,
      typeId: input.typeId,
      startsAt,
      endsAt,
      fullDay: input.fullDay,
      shortTerm: input.shortTerm,
      note: input.note,
      createdByUserId: actor.userId,
    });
    const conflicts = (await bookingsDuring(tx, input.therapistId, startsAt, endsAt)).map((b) => ({
      id: b.id,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      therapyLabelKey: b.therapyLabelKey,
      customerName: fullName(b) || b.email,
    }));
    return { id, conflicts };
  });
}

/** Cancels a live absence (404 otherwise); the waiting list looks at its span. */
export async function cancelLiveAbsence(ctx: AppContext, id: number): Promise<void> {
  const span = await cancelAbsence(ctx.db, id, ctx.now());
  if (!span) throw new AppError('NOT_FOUND', 'No such live absence.');
  await ctx.events.emit('slotsFreed', { fromMs: span.startsAt.getTime(), toMs: span.endsAt.getTime() });
}

/** Restores a cancelled absence (404 otherwise). */
export async function restoreCancelledAbsence(ctx: AppContext, id: number): Promise<void> {
  if (!(await restoreAbsence(ctx.db, id))) throw new AppError('NOT_FOUND', 'No such cancelled absence.');
}

// ---- operation plan ----

/** The week (Monday first) of `date`: per therapist and day the working ranges of their plan, absences and the booked load. */
export async function operationPlan(ctx: AppContext, date: string): Promise<OperationPlanDto> {
  const monday = mondayOf(date);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const from = new Date(zonedDay(dates[0]!).at(0));
  const to = new Date(zonedDay(dates[6]!).at(24 * 60));
  const [therapists, planRows, weekPlanRows, absenceRows, bookingRows] = await Promise.all([
    listTherapists(ctx.db),
    listTherapistPlans(ctx.db),
    listWeekPlans(ctx.db),
    liveAbsencesDuring(ctx.db, from, to),
    bookingLoadDuring(ctx.db, from, to),
  ]);
  const weekPlans = new Map(weekPlanRows.map((w) => [w.id, w.ranges as TimeRange[]]));
  const plans: TherapistPlan[] = planRows.map((p) => ({ therapistId: p.therapistId, begins: p.begins, sequence: p.sequence, flexBreak: null }));
  return {
    week: monday,
    days: dates,
    therapists: therapists.map((therapist) => ({
      id: therapist.id,
      name: fullName(therapist) || therapist.email,
      days: dates.map((date) => {
        const day = zonedDay(date);
        const [start, end] = [day.at(0), day.at(24 * 60)];
        const chosen = weekPlanOn(
          plans.filter((p) => p.therapistId === therapist.id),
          date,
        );
        const ranges = chosen
          ? (weekPlans.get(chosen.weekPlanId) ?? []).filter((r) => r.weekday === day.weekday).map(({ from: f, to: t }) => ({ from: f, to: t }))
          : [];
        const own = bookingRows.filter((b) => b.therapistId === therapist.id && b.startsAt.getTime() < end && b.endsAt.getTime() > start);
        return {
          date,
          ranges,
          absences: absenceRows
            .filter((a) => (a.therapistId === null || a.therapistId === therapist.id) && a.startsAt.getTime() < end && a.endsAt.getTime() > start)
            .map((a) => ({
              id: a.id,
              typeId: a.typeId,
              startsAt: a.startsAt.toISOString(),
              endsAt: a.endsAt.toISOString(),
              shortTerm: a.shortTerm,
              general: a.therapistId === null,
            })),
          bookings: own.length,
          temporaryBookings: own.filter((b) => b.temporary).length,
          bookedMinutes: own.reduce((sum, b) => sum + (b.endsAt.getTime() - b.startsAt.getTime()) / 60_000, 0),
        };
      }),
    })),
  };
}
