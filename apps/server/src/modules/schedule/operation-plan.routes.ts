import { addDays, mondayOf, operationPlanContract, weekPlanOn, zonedDay, type TherapistPlan, type TimeRange } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingLoadDuring, listTherapistPlans, listTherapists, listWeekPlans, liveAbsencesDuring } from './schedule.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * `GET /api/operation-plan?week=YYYY-MM-DD`: the practice's week at a glance: per therapist and day
 * the working ranges of their plan, absences and the booked load.
 */
export function operationPlanRoutes({ db }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/operation-plan',
      {
        config: { permission: 'schedule:manage' },
        schema: {
          tags: ['schedule'],
          summary: 'One week: working ranges, absences and booked load per therapist and day',
          ...operationPlanContract,
        },
      },
      async (request) => {
        const monday = mondayOf(request.query.week);
        const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
        const from = new Date(zonedDay(dates[0]!).at(0));
        const to = new Date(zonedDay(dates[6]!).at(24 * 60));
        const [therapists, planRows, weekPlanRows, absenceRows, bookingRows] = await Promise.all([
          listTherapists(db),
          listTherapistPlans(db),
          listWeekPlans(db),
          liveAbsencesDuring(db, from, to),
          bookingLoadDuring(db, from, to),
        ]);
        const weekPlans = new Map(weekPlanRows.map((w) => [w.id, w.ranges as TimeRange[]]));
        const plans: TherapistPlan[] = planRows.map((p) => ({ therapistId: p.therapistId, begins: p.begins, sequence: p.sequence, flexBreak: null }));
        return {
          week: monday,
          days: dates,
          therapists: therapists.map((therapist) => ({
            id: therapist.id,
            name: [therapist.firstName, therapist.lastName].filter(Boolean).join(' ') || therapist.email,
            days: dates.map((date) => {
              const day = zonedDay(date);
              const [start, end] = [day.at(0), day.at(24 * 60)];
              const chosen = weekPlanOn(
                plans.filter((p) => p.therapistId === therapist.id),
                date,
              );
              const ranges = chosen
                ? (weekPlans.get(chosen.weekPlanId) ?? []).filter((r) => r.weekday === day.weekday).map(({ from: f, to: t }) => ({ from: f, to: t }))
                : [];
              const own = bookingRows.filter((b) => b.therapistId === therapist.id && b.startsAt.getTime() < end && b.endsAt.getTime() > start);
              return {
                date,
                ranges,
                absences: absenceRows
                  .filter((a) => (a.therapistId === null || a.therapistId === therapist.id) && a.startsAt.getTime() < end && a.endsAt.getTime() > start)
                  .map((a) => ({
                    id: a.id,
                    typeId: a.typeId,
                    startsAt: a.startsAt.toISOString(),
                    endsAt: a.endsAt.toISOString(),
                    shortTerm: a.shortTerm,
                    general: a.therapistId === null,
                  })),
                bookings: own.length,
                temporaryBookings: own.filter((b) => b.temporary).length,
                bookedMinutes: own.reduce((sum, b) => sum + (b.endsAt.getTime() - b.startsAt.getTime()) / 60_000, 0),
              };
            }),
          })),
        };
      },
    );
  };
}
