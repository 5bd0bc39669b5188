import { addMonths } from './zoned-day.ts';

export interface DateWindow {
  from: string;
  to: string;
}

/**
 * The requested days clamped to what the audience may see: customers from today up to the
 * horizon (months ahead), staff also `lookbackMonths` back. Null when nothing is left.
 */
export function clampWindow(requested: DateWindow, today: string, horizonMonths: number, lookbackMonths: number, staff: boolean): DateWindow | null {
  const first = addMonths(today, staff ? -lookbackMonths : 0);
  const last = addMonths(today, horizonMonths);
  const from = requested.from > first ? requested.from : first;
  const to = requested.to < last ? requested.to : last;
  return from <= to ? { from, to } : null;
}
