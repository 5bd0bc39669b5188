import { z } from 'zod';
import { calendarDate, freeText, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { minutesOfDay } from './zoned-day.ts';

const hhmm = z
  .string()
  .max(LIMITS.time, { message: 'invalidTime', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalidTime' });

/** Absence types staff can enter (1 is the customer booking itself). */
export const ABSENCE_TYPE_IDS = [2, 3, 4, 5, 6] as const;

/**
 * A new absence: full days from one date to another (inclusive), or one day from a time to a
 * time; general (blocks all booking) or short-term (blocks online booking only). Without a
 * therapist it applies to the whole practice.
 */
export const absenceInputSchema = z
  .object({
    therapistId: idSchema.nullable(),
    typeId: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
    fullDay: z.boolean(),
    fromDate: calendarDate,
    toDate: calendarDate,
    fromTime: hhmm.optional(),
    toTime: hhmm.optional(),
    shortTerm: z.boolean(),
    note: freeText(LIMITS.note).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.fullDay && v.toDate < v.fromDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'endBeforeStart' });
    if (!v.fullDay) {
      if (!v.fromTime) ctx.addIssue({ code: 'custom', path: ['fromTime'], message: 'invalidTime' });
      if (!v.toTime) ctx.addIssue({ code: 'custom', path: ['toTime'], message: 'invalidTime' });
      if (v.fromTime && v.toTime && v.toTime <= v.fromTime) ctx.addIssue({ code: 'custom', path: ['toTime'], message: 'endBeforeStart' });
    }
  });
export type AbsenceInput = z.infer<typeof absenceInputSchema>;

/** The wall-clock span of an absence input: [date, minutes] from and to (end exclusive). */
export function absenceWallSpan(input: AbsenceInput): { from: [string, number]; to: [string, number] } {
  if (input.fullDay) return { from: [input.fromDate, 0], to: [input.toDate, 24 * 60] };
  return { from: [input.fromDate, minutesOfDay(input.fromTime!)], to: [input.fromDate, minutesOfDay(input.toTime!)] };
}
