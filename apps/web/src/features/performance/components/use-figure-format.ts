import { useMemo } from 'react';
import { useFormat } from '../../../lib/use-format.ts';

/** The report's numbers in the UI language: months ("Jan. 2027"), hours, percentages, counts and CHF. */
export function useFigureFormat() {
  const format = useFormat();
  return useMemo(() => {
    const locale = `${format.language}-CH`;
    const monthName = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const hourCount = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const share = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const count = new Intl.NumberFormat(locale);
    return {
      chf: format.chf,
      /** "2027-01" as the month's short name and year. */
      month: (month: string) => monthName.format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15)),
      hours: (minutes: number) => hourCount.format(minutes / 60),
      /** A share (0.5) as a percentage ("50.0%"); a dash without plan time. */
      percent: (value: number | null) => (value === null ? '–' : share.format(value)),
      count: (value: number) => count.format(value),
    };
  }, [format]);
}
