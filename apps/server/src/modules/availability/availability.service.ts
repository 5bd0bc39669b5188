import { actsAs, clampWindow, computeAvailability, practiceDate, zonedDay, type DayAvailability } from '@praxis/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/session.ts';
import { readPracticeSettings } from '../settings/settings.repo.ts';
import { findOffer, loadScheduleData } from './availability.repo.ts';

export interface AvailabilityQuery {
  therapyId: number;
  arrangementId: number;
  from: string;
  to: string;
}

/**
 * Slot states for a therapy and duration between two dates (inclusive, practice zone), clamped to
 * the horizon: customers from today up to the booking horizon, therapists and above also the
 * look-back months and past short-term absences.
 */
export async function availability(db: Database, actor: Actor | null, query: AvailabilityQuery, now: Date): Promise<{ days: DayAvailability[] }> {
  if (query.from > query.to) throw new AppError('VALIDATION_ERROR', '"from" must not be after "to".');
  const [offer, settings] = await Promise.all([findOffer(db, query.therapyId, query.arrangementId), readPracticeSettings(db)]);
  if (!offer) throw new AppError('VALIDATION_ERROR', 'Unknown or inactive therapy, or the therapy is not offered in this duration.');
  const staff = actor !== null && actsAs(actor.activeRoles, 'therapist');
  const window = clampWindow(query, practiceDate(now), settings.bookingHorizonMonths, settings.staffLookbackMonths, staff);
  if (!window) return { days: [] };
  const fromMs = zonedDay(window.from).at(0);
  const toMs = zonedDay(window.to).at(24 * 60);
  const data = await loadScheduleData(db, query.therapyId, fromMs, toMs);
  const days = computeAvailability({
    ...window,
    slotMinutes: offer.slotMinutes,
    therapistIds: data.therapistIds,
    plans: data.plans,
    weekPlans: data.weekPlans,
    openingHours: settings.openingHours,
    absences: data.absences,
    bookings: data.bookings,
    nowMs: now.getTime(),
    leadMinutes: staff ? 0 : settings.bookingLeadMinutes,
    audience: staff ? 'staff' : 'customer',
  });
  return { days };
}
