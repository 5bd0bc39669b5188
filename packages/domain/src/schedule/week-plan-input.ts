import { z } from 'zod';
import type { TimeRange } from './schedule-types.ts';
import { boundedText, calendarDate, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { minutesOfDay } from './zoned-day.ts';

const hhmm = z
  .string()
  .max(LIMITS.time, { message: 'invalidTime', abort: true })
  .regex(/^([01]\d|2[0-3]):([03]0)$|^24:00$/, { message: 'invalidTime' });

export const timeRangeSchema = z
  .object({ weekday: z.number().int().min(0).max(6), from: hhmm, to: hhmm })
  .refine((r) => minutesOfDay(r.from) < minutesOfDay(r.to), { message: 'endBeforeStart', path: ['to'] });

/** Ranges of one weekday that overlap another range of the same weekday. */
export function overlappingRanges(ranges: readonly TimeRange[]): TimeRange[] {
  return ranges.filter((a, i) =>
    ranges.some((b, j) => i !== j && a.weekday === b.weekday && minutesOfDay(a.from) < minutesOfDay(b.to) && minutesOfDay(b.from) < minutesOfDay(a.to)),
  );
}

/** Ranges (or parts) outside the practice's opening hours. */
export function rangesOutside(ranges: readonly TimeRange[], opening: readonly TimeRange[]): TimeRange[] {
  return ranges.filter(
    (r) => !opening.some((o) => o.weekday === r.weekday && minutesOfDay(o.from) <= minutesOfDay(r.from) && minutesOfDay(r.to) <= minutesOfDay(o.to)),
  );
}

/** Working minutes of a week plan. */
export const plannedMinutes = (ranges: readonly TimeRange[]) => ranges.reduce((sum, r) => sum + minutesOfDay(r.to) - minutesOfDay(r.from), 0);

/**
 * A week plan as staff save it: a name and working ranges on the 30-minute grid, none
 * overlapping; ranges outside the opening hours need `confirmOutsideHours`.
 */
export const weekPlanInputSchema = z
  .object({
    name: boundedText(LIMITS.planName).min(1, { message: 'required' }),
    ranges: z.array(timeRangeSchema).max(LIMITS.weekPlanRanges),
    confirmOutsideHours: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (overlappingRanges(v.ranges).length > 0) ctx.addIssue({ code: 'custom', path: ['ranges'], message: 'rangesOverlap' });
  });
export type WeekPlanInput = z.infer<typeof weekPlanInputSchema>;

/** A therapist plan: from `begins`, the week plans of `sequence` in rotation, and the flexible break. */
export const therapistPlanInputSchema = z.object({
  therapistId: idSchema,
  begins: calendarDate,
  sequence: z.array(idSchema).min(1, { message: 'required' }).max(LIMITS.rotationWeeks),
  breakTime: z
    .string()
    .max(LIMITS.time, { message: 'invalidTime', abort: true })
    .regex(/^([01]\d|2[0-3]):([03]0)$/, { message: 'invalidTime' })
    .nullable(),
  breakMinutes: z.number().int().min(LIMITS.breakMinutesMin).max(LIMITS.breakMinutes).default(30),
  breakMayMove: z.boolean().default(true),
});
export type TherapistPlanInput = z.infer<typeof therapistPlanInputSchema>;
