import { z } from 'zod';
import { isCalendarDate } from '../schedule/zoned-day.ts';
import { LIMITS } from './limits.ts';
import { isPlainLine, isStorableText } from './text-rules.ts';

// NOTE: the length check comes first and aborts, so later checks never see an oversize string.

/** One line of text, trimmed, at most `max` characters, without control characters ('tooLong', 'invalidCharacters'). */
export const boundedText = (max: number) =>
  z.string().trim().max(max, { message: 'tooLong', abort: true }).refine(isPlainLine, { message: 'invalidCharacters' });

/** Text of several lines, trimmed, at most `max` characters; tab and line breaks are the only control characters allowed. */
export const freeText = (max: number) =>
  z.string().trim().max(max, { message: 'tooLong', abort: true }).refine(isStorableText, { message: 'invalidCharacters' });

/** A secret as typed (not trimmed): at most `max` characters, without control characters. */
export const secretText = (max: number) => z.string().max(max, { message: 'tooLong', abort: true }).refine(isPlainLine, { message: 'invalidCharacters' });

/** A row id in a body: a whole number in the integer column's range. */
export const idSchema = z.number().int().min(1).max(LIMITS.id);

/** A row id in a path or query string (text there). */
export const idParam = z.coerce.number().int().min(1).max(LIMITS.id);

/** The `{ id }` path parameters of a route that names one row. */
export const idParams = z.object({ id: idParam });

const inPlanningYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= LIMITS.firstYear && year <= LIMITS.lastYear;
};

/** A real calendar day YYYY-MM-DD (not 2026-02-30) between the years 1900 and 2999 ('invalidDate'). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalidDate', abort: true })
  .refine((value) => isCalendarDate(value) && inPlanningYears(value), { message: 'invalidDate' });
