// NOTE: its own module, without zod, so the booking calendar can show the hint without loading
// the profile schemas.
const DAY = 86_400_000;
const dayOf = (year: number, month: number, day: number) => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / DAY;
};
/** The last day of a month (28 to 31). */
const daysIn = (year: number, month: number) => dayOf(year, month + 1, 1) - dayOf(year, month, 1);

/**
 * True when the birthday's anniversary falls within the 7 days up to and including `reference`
 * (specification section 5: staff congratulate late rather than never). 29 February counts as
 * 28 February in other years.
 */
export function birthdayHint(birthday: string | null, reference: string): boolean {
  if (!birthday) return false;
  const [, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const [year, refMonth, refDay] = reference.split('-').map(Number) as [number, number, number];
  const ref = dayOf(year, refMonth, refDay);
  for (const y of [year, year - 1]) {
    const days = ref - dayOf(y, month, Math.min(day, daysIn(y, month)));
    if (days >= 0 && days <= 7) return true;
  }
  return false;
}
