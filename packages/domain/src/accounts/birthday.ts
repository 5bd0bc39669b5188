// NOTE: its own module, without zod, so the booking calendar can show the hint without loading
// the profile schemas.
import { addMonths, epochDay } from '../schedule/zoned-day.ts';

/**
 * True when the birthday's anniversary falls within the 7 days up to and including `reference`
 * (specification section 5: staff congratulate late rather than never). 29 February counts as
 * 28 February in other years (`addMonths` keeps the day where the month has it).
 */
export function birthdayHint(birthday: string | null, reference: string): boolean {
  if (!birthday) return false;
  const years = Number(reference.slice(0, 4)) - Number(birthday.slice(0, 4));
  return [years, years - 1].some((age) => {
    const days = epochDay(reference) - epochDay(addMonths(birthday, age * 12));
    return days >= 0 && days <= 7;
  });
}
