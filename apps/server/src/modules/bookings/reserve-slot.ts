import { computeAvailability, practiceDate, type BookingInput, type PracticeSettings } from '@praxis/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/pg-error.ts';
import type { UserRow } from '../users/index.ts';
import { scheduleInput } from '../availability/index.ts';
import { insertBooking, nextBookingNumber, type BookingRow } from './bookings.repo.ts';

export interface Reservation {
  customer: UserRow;
  createdByUserId: number | null;
  /** Staff book without lead time, into the past (look-back) and over short-term absences. */
  staff: boolean;
  input: BookingInput;
  /** Set for a temporary booking: when the system cancels it if the personal data never come. */
  temporaryUntil: Date | null;
  /** A guest reservation: nobody has proven the e-mail address yet. */
  unverified?: boolean;
  notify: boolean;
  /** The therapist chosen (by the customer on /book or staff in the calendar); none: the first free one. */
  therapistId?: number;
  /** Runs in the booking's transaction, e.g. to write the e-mail into the outbox. */
  afterInsert: (tx: Executor, booking: BookingRow, context: { practice: PracticeSettings; therapyLabelKey: string }) => Promise<void>;
}

/** 409 `SLOT_TAKEN`: a booking holds the slot with everyone who could take it. */
export const slotTaken = () => new AppError('SLOT_TAKEN', 'Someone else booked this slot.');

/** True when the exclusion constraint refused a second live booking of one therapist at one time. */
export const isOverlap = (err: unknown) => pgErrorCode(err) === PG_EXCLUSION_VIOLATION;

/**
 * Whether `therapistId` can take the slot at `startMs` as staff would book it (plan, absences,
 * horizon; no lead time): 409 `SLOT_TAKEN` when a booking holds it, `SLOT_UNAVAILABLE` otherwise.
 */
export async function checkStaffSlot(db: Executor, now: Date, slot: { therapyId: number; arrangementId: number; therapistId: number; startMs: number }) {
  const day = practiceDate(new Date(slot.startMs));
  const { input: schedule } = await scheduleInput(db, { therapyId: slot.therapyId, arrangementId: slot.arrangementId, from: day, to: day }, true, now);
  const state = schedule
    ? computeAvailability({ ...schedule, therapistIds: schedule.therapistIds.filter((id) => id === slot.therapistId) })[0]?.slots.find(
        (s) => Date.parse(s.start) === slot.startMs,
      )?.state
    : undefined;
  if (state === 'booked') throw new AppError('SLOT_TAKEN', 'The time of this booking has been booked again in the meantime.');
  if (state !== 'free') throw new AppError('SLOT_UNAVAILABLE', 'The therapist no longer works at this time (plan, absence or booking horizon).');
}

/**
 * Books the slot: checked against the current availability (plan, absences, horizon, lead time),
 * then inserted, with its number in the year (`nextBookingNumber`), for a therapist who can take
 * the whole slot. Two requests for one slot: the database's exclusion constraint lets exactly one
 * through; the other gets 409 SLOT_TAKEN and spends no number.
 */
export async function reserveSlot(db: Database, now: Date, reservation: Reservation): Promise<BookingRow> {
  const { input } = reservation;
  const startMs = Date.parse(input.start);
  const day = practiceDate(new Date(startMs));
  const {
    offer,
    settings: practice,
    input: schedule,
  } = await scheduleInput(db, { therapyId: input.therapyId, arrangementId: input.arrangementId, from: day, to: day }, reservation.staff, now);
  if (!schedule) throw new AppError('SLOT_UNAVAILABLE', 'This day cannot be booked.');
  const stateFor = (therapistIds: readonly number[]) =>
    computeAvailability({ ...schedule, therapistIds })[0]?.slots.find((slot) => Date.parse(slot.start) === startMs)?.state;
  // The booker may name the therapist; otherwise any free one takes the slot.
  const chosen = reservation.therapistId;
  const overall = stateFor(chosen ? schedule.therapistIds.filter((id) => id === chosen) : schedule.therapistIds);
  if (overall === 'booked') throw slotTaken();
  if (overall !== 'free') throw new AppError('SLOT_UNAVAILABLE', 'This slot cannot be booked.');
  const candidates = schedule.therapistIds.filter((id) => (!chosen || id === chosen) && stateFor([id]) === 'free');
  for (const therapistId of candidates) {
    try {
      return await db.transaction(async (tx) => {
        // NOTE: a transaction per candidate: a refused insert gives its number back and frees the counter before the next one.
        const number = await nextBookingNumber(tx, now);
        const row = await insertBooking(tx, {
          therapistId,
          customerId: reservation.customer.id,
          therapyId: input.therapyId,
          arrangementId: input.arrangementId,
          startsAt: new Date(startMs),
          endsAt: new Date(startMs + offer.slotMinutes * 60_000),
          durationMinutes: offer.durationMinutes,
          priceRappen: offer.priceRappen,
          customerComment: input.comment,
          createdByUserId: reservation.createdByUserId,
          temporary: reservation.temporaryUntil !== null,
          temporaryUntil: reservation.temporaryUntil,
          unverified: reservation.unverified ?? false,
          notifyCustomer: reservation.notify,
          createdAt: now,
          ...number,
        });
        await reservation.afterInsert(tx, row, { practice, therapyLabelKey: offer.labelKey });
        return row;
      });
    } catch (err) {
      if (!isOverlap(err)) throw err;
    }
  }
  throw slotTaken();
}
