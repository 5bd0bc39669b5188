import { bookingGroup, CANCEL_TYPES, computeAvailability, isFreeCancellation, missingPersonalData, practiceDate, type BookingInput } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/session.ts';
import { isStaffBooker, scheduleInput } from '../availability/availability.service.ts';
import { readPracticeSettings } from '../settings/settings.repo.ts';
import { enqueueBookingConfirmation } from './booking-mails.ts';
import { bookingsOfCustomer, ownBooking, therapyLabelKey, type BookingRow } from './bookings.repo.ts';

export interface BookingDeps {
  db: Database;
  now: () => Date;
  publicUrl: string;
  /** Wakes the mail worker after a mail was committed to the outbox. */
  notifyMail: () => void;
}

const EXCLUSION_VIOLATION = '23P01';
const isOverlap = (err: unknown) => (err as { cause?: { code?: string } }).cause?.code === EXCLUSION_VIOLATION || (err as { code?: string }).code === EXCLUSION_VIOLATION;

/**
 * Books the slot for the actor: checked against the current availability (plan, absences, horizon,
 * lead time), then inserted for a therapist who can take the whole slot. Two requests for one slot:
 * the database's exclusion constraint lets exactly one through; the other gets 409 SLOT_TAKEN.
 */
export async function createBooking(deps: BookingDeps, actor: Actor, input: BookingInput): Promise<BookingRow> {
  if (missingPersonalData(actor.user).length > 0) throw new AppError('PERSONAL_DATA_MISSING', 'Please enter your personal data, without it you cannot book.');
  const startMs = Date.parse(input.start);
  const now = deps.now();
  const day = practiceDate(new Date(startMs));
  const { offer, settings: practice, input: schedule } = await scheduleInput(deps.db, { therapyId: input.therapyId, arrangementId: input.arrangementId, from: day, to: day }, isStaffBooker(actor), now);
  if (!schedule) throw new AppError('SLOT_UNAVAILABLE', 'This day cannot be booked.');
  const stateFor = (therapistIds: readonly number[]) =>
    computeAvailability({ ...schedule, therapistIds })[0]?.slots.find((slot) => Date.parse(slot.start) === startMs)?.state;
  const overall = stateFor(schedule.therapistIds);
  if (overall === 'booked') throw new AppError('SLOT_TAKEN', 'Someone else booked this slot.');
  if (overall !== 'free') throw new AppError('SLOT_UNAVAILABLE', 'This slot cannot be booked.');
  const candidates = schedule.therapistIds.filter((id) => stateFor([id]) === 'free');
  const labelKey = await therapyLabelKey(deps.db, input.therapyId);
  for (const therapistId of candidates) {
    try {
      const booking = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookings)
          .values({
            therapistId,
            customerId: actor.userId,
            therapyId: input.therapyId,
            arrangementId: input.arrangementId,
            startsAt: new Date(startMs),
            endsAt: new Date(startMs + offer.slotMinutes * 60_000),
            durationMinutes: offer.durationMinutes,
            priceRappen: offer.priceRappen,
            customerComment: input.comment,
            createdByUserId: actor.userId,
          })
          .returning();
        await enqueueBookingConfirmation(tx, { booking: row!, customer: actor.user, therapyLabelKey: labelKey, practice, publicUrl: deps.publicUrl, messageDomain: new URL(deps.publicUrl).hostname });
        return row!;
      });
      deps.notifyMail();
      return booking;
    } catch (err) {
      if (!isOverlap(err)) throw err;
    }
  }
  throw new AppError('SLOT_TAKEN', 'Someone else booked this slot.');
}

/** The customer's own bookings, each with the group "my bookings" lists it under. */
export async function ownBookings(deps: BookingDeps, actor: Actor) {
  const nowMs = deps.now().getTime();
  return (await bookingsOfCustomer(deps.db, actor.userId)).map(({ booking, labelKey }) => ({
    ...present(booking),
    therapyLabelKey: labelKey,
    group: bookingGroup({ endMs: booking.endsAt.getTime(), cancelType: booking.cancelType, cancelledAt: booking.cancelledAt }, nowMs),
  }));
}

/**
 * The customer cancels: free until `cancelHours` before the start (type 1); later only with
 * `acceptCharge`, recorded as charged (type 5, full price). The slot is free again at once.
 */
export async function cancelOwnBooking(deps: BookingDeps, actor: Actor, id: number, acceptCharge: boolean) {
  const booking = await ownBooking(deps.db, id, actor.userId);
  if (!booking) throw new AppError('NOT_FOUND', 'No such booking.');
  if (booking.cancelledAt) throw new AppError('ALREADY_CANCELLED', 'This booking is already cancelled.');
  const now = deps.now();
  if (booking.startsAt.getTime() <= now.getTime()) throw new AppError('VALIDATION_ERROR', 'A booking that has started cannot be cancelled online.');
  const { cancelHours } = await readPracticeSettings(deps.db);
  const free = isFreeCancellation(booking.startsAt.getTime(), now.getTime(), cancelHours);
  if (!free && !acceptCharge) throw new AppError('CANCELLATION_CHARGED', `Cancelling less than ${cancelHours} hours before the start is charged at the full price.`);
  const [row] = await deps.db
    .update(bookings)
    .set({
      cancelledAt: now,
      cancelType: free ? CANCEL_TYPES.customerInTime : CANCEL_TYPES.customerRequestCharged,
      cancelReason: 'customer_request',
      cancelCostOption: free ? 'none' : 'full',
    })
    .where(eq(bookings.id, id))
    .returning();
  return present(row!);
}

export function present(b: BookingRow) {
  return {
    id: b.id,
    therapyId: b.therapyId,
    arrangementId: b.arrangementId,
    start: b.startsAt.toISOString(),
    end: b.endsAt.toISOString(),
    durationMinutes: b.durationMinutes,
    priceRappen: b.priceRappen,
    comment: b.customerComment,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelType: b.cancelType,
    cancelCostOption: b.cancelCostOption,
  };
}
