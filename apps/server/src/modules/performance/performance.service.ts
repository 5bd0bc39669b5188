import { addMonths, practiceDate, PRACTICE_TIME_ZONE, zonedDay, type PerformanceReport, type TherapistPlan, plannedMinutesByMonth } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { moneyFigures, monthFigures, namesOf, plansBegunBy, weekPlanRanges } from './performance.repo.ts';

type Figures = PerformanceReport['totals'];
type Summed = Omit<Figures, 'utilisation'>;

const SUMMED_KEYS = [
  'treatments',
  'therapyMinutes',
  'bookedMinutes',
  'listPriceRappen',
  'discountRappen',
  'paidRappen',
  'paidByCardRappen',
  'invoicedOpenRappen',
  'planMinutes',
  'cancelled',
  'cancelledCharged',
  'cancelledChargeRappen',
] as const satisfies ReadonlyArray<keyof Summed>;

const zero = (): Summed => Object.fromEntries(SUMMED_KEYS.map((key) => [key, 0])) as Summed;

function add(into: Summed, from: Partial<Summed>): void {
  for (const key of SUMMED_KEYS) into[key] += from[key] ?? 0;
}

/** The figures with their utilisation: booked time over plan time, null without plan time. */
const withUtilisation = (sums: Summed): Figures => ({ ...sums, utilisation: sums.planMinutes > 0 ? sums.bookedMinutes / sums.planMinutes : null });

const ZURICH_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: PRACTICE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The period of the report: the first day of the month `months` back, up to now; the months in between. */
function reportPeriod(now: Date, months: number) {
  const today = practiceDate(now);
  const firstDay = addMonths(`${today.slice(0, 7)}-01`, -months);
  const monthKeys = Array.from({ length: months + 1 }, (_, i) => addMonths(firstDay, i).slice(0, 7));
  // The wall-clock time in Zurich: the plan time of today counts up to now, as the bookings do.
  const [hours, minutes] = ZURICH_CLOCK.format(now).split(':').map(Number) as [number, number];
  const minutesToday = hours * 60 + minutes;
  return { from: new Date(zonedDay(firstDay).at(0)), firstDay, today, minutesToday, monthKeys };
}

/**
 * The performance report (planners and above): for each of the last `months` whole months and the
 * current one so far, over all therapists or `therapistId`'s bookings, the treatments, their
 * minutes, list prices and discounts, the money that arrived in the month and the invoices issued
 * in it that are still open, the cancellations and their charges, and the planned working time
 * with the utilisation; the totals; and the therapists the filter offers.
 */
export async function performanceReport(ctx: AppContext, query: { months: number; therapistId?: number }): Promise<PerformanceReport> {
  const now = ctx.now();
  const period = reportPeriod(now, query.months);
  const [bookingRows, moneyRows, planRows, weekPlans] = await Promise.all([
    monthFigures(ctx.db, period.from, now),
    moneyFigures(ctx.db, period.firstDay, period.today),
    plansBegunBy(ctx.db, period.today),
    weekPlanRanges(ctx.db),
  ]);
  const rows: Array<Partial<Summed> & { month: string; therapistId: number }> = [...bookingRows, ...moneyRows];

  const plansOf = new Map<number, TherapistPlan[]>();
  for (const p of planRows) {
    const flexBreak = p.breakTime ? { time: p.breakTime, durationMinutes: p.breakMinutes, mayMoveLater: p.breakMayMove } : null;
    plansOf.set(p.therapistId, [...(plansOf.get(p.therapistId) ?? []), { therapistId: p.therapistId, begins: p.begins, sequence: p.sequence, flexBreak }]);
  }
  // Plan time once per therapist and month.
  const planMinutes = new Map<number, Map<string, number>>();
  for (const [therapistId, plans] of plansOf) {
    planMinutes.set(therapistId, plannedMinutesByMonth(plans, weekPlans, period.firstDay, period.today, period.minutesToday));
  }

  const offered = new Set(rows.map((r) => r.therapistId));
  for (const [therapistId, months] of planMinutes) if ([...months.values()].some((m) => m > 0)) offered.add(therapistId);
  const included = (therapistId: number) => query.therapistId === undefined || query.therapistId === therapistId;

  const byMonth = new Map(period.monthKeys.map((month) => [month, zero()]));
  for (const row of rows) if (included(row.therapistId)) add(byMonth.get(row.month) ?? zero(), row);
  for (const [therapistId, months] of planMinutes) {
    if (!included(therapistId)) continue;
    for (const [month, minutes] of months) add(byMonth.get(month) ?? zero(), { planMinutes: minutes });
  }
  const totals = zero();
  for (const sums of byMonth.values()) add(totals, sums);
  return {
    months: period.monthKeys.map((month) => ({ month, ...withUtilisation(byMonth.get(month)!) })),
    totals: withUtilisation(totals),
    therapists: await namesOf(ctx.db, [...offered]),
  };
}
