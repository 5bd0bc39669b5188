import { z } from 'zod';
import { emailSchema } from '../accounts/account-schemas.ts';
import { languageSchema } from '../i18n/localized-text.ts';
import { addDays } from '../schedule/zoned-day.ts';
import { offsetAt } from '../time/zone.ts';
import { calendarDate, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';

/** Active waiting requests one customer may hold at a time. */
export const WAITLIST_ACTIVE_LIMIT = 3;
/**
 * How many waiting requests one freed slot is offered to at once, in the order they were made: the
 * first to book gets it, so mailing the whole queue would mostly bring disappointment.
 */
export const WAITLIST_OFFERS_PER_SLOT = 10;
/**
 * How long a slot's offers may go unanswered before the next waiting requests, in turn, are offered
 * it as well (while it is still free and ahead).
 */
export const WAITLIST_OFFER_TURN_MS = 2 * 60 * 60_000;
/** The longest period (in days, first and last included) one request may wait for. */
export const WAITLIST_MAX_DAYS = 30;

const hhmm = z
  .string()
  .max(LIMITS.time, { message: 'invalidTime', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: 'invalidTime' });

/**
 * A request to be told of a freed slot: a therapy and duration (optionally one therapist), from
 * one day to another (at most 30 days), on some weekdays (0 Sunday ... 6 Saturday), between two
 * wall-clock times. A guest gives an e-mail address and language; a logged-in customer neither.
 */
export const waitlistInputSchema = z
  .object({
    therapyId: idSchema,
    arrangementId: idSchema,
    therapistId: idSchema.optional(),
    fromDate: calendarDate,
    toDate: calendarDate,
    weekdays: z.array(z.number().int().min(0).max(6)).min(1, { message: 'noWeekday' }).max(7),
    fromTime: hhmm,
    toTime: hhmm,
    email: emailSchema.optional(),
    language: languageSchema.optional(),
    /** The terms version the guest (or a customer who has not accepted them yet) accepts now. */
    termsVersion: z.number().int().min(1).max(1_000_000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.toDate < v.fromDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'endBeforeStart' });
    else if (v.toDate > addDays(v.fromDate, WAITLIST_MAX_DAYS - 1)) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'waitlistTooLong' });
    if (v.toTime <= v.fromTime) ctx.addIssue({ code: 'custom', path: ['toTime'], message: 'emptyTimeWindow' });
    if (new Set(v.weekdays).size !== v.weekdays.length) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'noWeekday' });
  });
export type WaitlistInput = z.infer<typeof waitlistInputSchema>;

/** What a request waits for, as the matching needs it. */
export interface WaitWindow {
  fromDate: string;
  toDate: string;
  weekdays: readonly number[];
  /** Minutes of the day, wall clock in the practice's zone. */
  fromMinute: number;
  toMinute: number;
}

/** The practice's date, weekday and minute of the day at `epochMs`. */
function wallClock(epochMs: number) {
  const local = new Date(epochMs + offsetAt(epochMs));
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Whether an appointment from `startMs` to `endMs` lies wholly inside the request's days and times. */
export function fitsWaitWindow(window: WaitWindow, startMs: number, endMs: number): boolean {
  const start = wallClock(startMs);
  if (start.date < window.fromDate || start.date > window.toDate || !window.weekdays.includes(start.weekday)) return false;
  const endMinute = start.minute + Math.round((endMs - startMs) / 60_000);
  return start.minute >= window.fromMinute && endMinute <= window.toMinute;
}
