// NOTE: its own module, without zod, so the booking calendar can show the hint without loading
// the profile schemas.
import { Temporal } from 'temporal-polyfill';

/**
 * True when the birthday's anniversary falls within the 7 days up to and including `reference`
 * (specification section 5: staff congratulate late rather than never). 29 February counts as
 * 28 February in other years.
 */
export function birthdayHint(birthday: string | null, reference: string): boolean {
  if (!birthday) return false;
  const born = Temporal.PlainDate.from(birthday);
  const ref = Temporal.PlainDate.from(reference);
  for (const year of [ref.year, ref.year - 1]) {
    const anniversary = Temporal.PlainDate.from({ year, month: born.month, day: born.day }, { overflow: 'constrain' });
    const days = anniversary.until(ref).days;
    if (days >= 0 && days <= 7) return true;
  }
  return false;
}
