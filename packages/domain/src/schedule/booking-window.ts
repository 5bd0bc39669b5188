import { Temporal } from 'temporal-polyfill';

export interface DateWindow {
  from: string;
  to: string;
}

/**
 * The requested days clamped to what the audience may see: customers from today up to the
 * horizon (months ahead), staff also `lookbackMonths` back. Null when nothing is left.
 */
export function clampWindow(requested: DateWindow, today: string, horizonMonths: number, lookbackMonths: number, staff: boolean): DateWindow | null {
  const first = Temporal.PlainDate.from(today)
    .subtract({ months: staff ? lookbackMonths : 0 })
    .toString();
  const last = Temporal.PlainDate.from(today).add({ months: horizonMonths }).toString();
  const from = requested.from > first ? requested.from : first;
  const to = requested.to < last ? requested.to : last;
  return from <= to ? { from, to } : null;
}
