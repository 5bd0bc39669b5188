import { denominationRappen, type Denomination } from '@praxis/domain';

/** A month ("2027-01") as "Januar 2027" in the UI language. */
export function monthLabel(month: string, language: string): string {
  // NOTE: the middle of the month at noon UTC, formatted in UTC: no zone moves it into another month.
  return new Intl.DateTimeFormat(`${language}-CH`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}

/** A coin or note as printed on it: "CHF 0.05", "CHF 1’000" (whole francs without decimals). */
export function denominationLabel(denomination: Denomination, language: string): string {
  const rappen = denominationRappen(denomination);
  const digits = rappen % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(`${language}-CH`, { style: 'currency', currency: 'CHF', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    rappen / 100,
  );
}
