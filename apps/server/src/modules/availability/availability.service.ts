import { actsAs, clampWindow, computeAvailability, practiceDate, zonedDay, type AvailabilityInput, type DayAvailability } from '@praxis/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { findOfferAndSettings, loadScheduleData } from './availability.repo.ts';

export interface AvailabilityQuery {
  therapyId: number;
  arrangementId: number;
  from: string;
  to: string;
  /** Only this therapist's slots. */
  therapistId?: number;
}

/** Staff (therapist and above) see back in time, book without lead time and over short-term absences. */
export const isStaffBooker = (actor: Actor | null) => actor !== null && actsAs(actor.activeRoles, 'therapist');

/**
 * The engine's input for a therapy and duration over the requested days, clamped to what the
 * audience may see; null when nothing of the range is visible. 400 for an unknown offer.
 */
export async function scheduleInput(db: Executor, query: AvailabilityQuery, staff: boolean, now: Date) {
  if (query.from > query.to) throw new AppError('VALIDATION_ERROR', '"from" must not be after "to".');
  const { offer, settings } = await findOfferAndSettings(db, query.therapyId, query.arrangementId);
  if (!offer) throw new AppError('VALIDATION_ERROR', 'Unknown or inactive therapy, or the therapy is not offered in this duration.');
  const window = clampWindow(query, practiceDate(now), settings.bookingHorizonMonths, settings.staffLookbackMonths, staff);
  if (!window) return { offer, settings, input: null };
  const windowEnd = zonedDay(window.to).at(24 * 60);
  const data = await loadScheduleData(db, query.therapyId, query.arrangementId, zonedDay(window.from).at(0), windowEnd);
  // NOTE: a deactivated staff member is absent from their first inactive day on (bookings and
  // history stay), so the engine offers and reserves nothing of theirs from then.
  const gone = [...data.inactiveFrom].map(([therapistId, date]) => ({ therapistId, startMs: zonedDay(date).at(0), endMs: windowEnd, shortTerm: false }));
  const input: AvailabilityInput = {
    ...window,
    slotMinutes: offer.slotMinutes,
    therapistIds: query.therapistId ? data.therapistIds.filter((id) => id === query.therapistId) : data.therapistIds,
    plans: data.plans,
    weekPlans: data.weekPlans,
    openingHours: settings.openingHours,
    absences: [...data.absences, ...gone],
    bookings: data.bookings,
    nowMs: now.getTime(),
    leadMinutes: staff ? 0 : settings.bookingLeadMinutes,
    audience: staff ? 'staff' : 'customer',
  };
  return { offer, settings, input };
}

/**
 * Slot states for a therapy and duration between two dates (inclusive, practice zone), clamped to
 * the horizon: customers from today up to the booking horizon, therapists and above also the
 * look-back months and past short-term absences.
 */
export async function availability(db: Database, actor: Actor | null, query: AvailabilityQuery, now: Date): Promise<{ days: DayAvailability[] }> {
  const { input } = await scheduleInput(db, query, isStaffBooker(actor), now);
  return { days: input ? computeAvailability(input) : [] };
}
