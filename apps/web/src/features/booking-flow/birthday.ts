import { birthdayHint, epochDay, isCalendarDate } from '@praxis/domain';

export interface BirthdayGreeting {
  /** Seen from today: the birthday is still ahead, is today, or has passed. */
  when: 'ahead' | 'today' | 'past';
  /** The anniversary (YYYY-MM-DD) within the week before the appointment. */
  date: string;
}

/** The anniversary of `birthday` in `year`; 29 February counts as 28 February in other years. */
function anniversary(birthday: string, year: number): string {
  const date = `${year}${birthday.slice(4)}`;
  return isCalendarDate(date) ? date : `${year}-02-28`;
}

/**
 * The birthday greeting for an appointment on `slotDate` (specification section 5): only when the
 * birthday falls within the 7 days before it; worded from today's point of view.
 */
export function birthdayGreeting(birthday: string | null, slotDate: string, today: string): BirthdayGreeting | null {
  if (!birthday || !birthdayHint(birthday, slotDate)) return null;
  const year = Number(slotDate.slice(0, 4));
  const date = [year, year - 1]
    .map((y) => anniversary(birthday, y))
    .find((d) => epochDay(slotDate) - epochDay(d) >= 0 && epochDay(slotDate) - epochDay(d) <= 7);
  if (!date) return null;
  return { when: date > today ? 'ahead' : date === today ? 'today' : 'past', date };
}
