import { computeAvailability, isFreeCancellation, practiceDate, type MoveBookingInput } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { scheduleInput } from '../availability/index.ts';
import { findUserById } from '../users/index.ts';
import { notifyWithBookingLink } from './booking-link.ts';
import { emitFreed } from './freed-time.ts';
import { findBooking, moveBookingRow, type BookingRow } from './bookings.repo.ts';
import { isOverlap } from './reserve-slot.ts';

/**
 * The therapist who takes the booking at `startMs`: the chosen one, else its own therapist if free,
 * else any free one. The booking's own time does not count as busy (a move by half an hour).
 * Customers get what the booking calendar offers them (lead time, horizon, short-term absences);
 * staff what staff may book.
 */
async function therapistFor(db: Executor, now: Date, booking: BookingRow, startMs: number, chosen: number | undefined, staff: boolean): Promise<number> {
  const day = practiceDate(new Date(startMs));
  const { input } = await scheduleInput(db, { therapyId: booking.therapyId, arrangementId: booking.arrangementId, from: day, to: day }, staff, now);
  if (!input) throw new AppError('SLOT_UNAVAILABLE', 'This day cannot be booked (past, or beyond the booking horizon).');
  const own = input.bookings.findIndex(
    (b) => b.therapistId === booking.therapistId && b.startMs <= booking.startsAt.getTime() && b.endMs >= booking.endsAt.getTime(),
  );
  const others = input.bookings.filter((_, i) => i !== own);
  const stateOf = (therapistId: number) =>
    computeAvailability({ ...input, bookings: others, therapistIds: [therapistId] })[0]?.slots.find((slot) => Date.parse(slot.start) === startMs)?.state;
  const candidates = chosen ? [chosen] : [booking.therapistId, ...input.therapistIds.filter((id) => id !== booking.therapistId)];
  const states = candidates.map((id) => [id, input.therapistIds.includes(id) ? stateOf(id) : 'none'] as const);
  const free = states.find(([, state]) => state === 'free');
  if (free) return free[0];
  if (states.some(([, state]) => state === 'booked')) throw new AppError('SLOT_TAKEN', 'This time is booked already.');
  throw new AppError('SLOT_UNAVAILABLE', 'This time cannot be booked (past, outside the plan or the horizon, or during an absence).');
}

/**
 * Moves a booking to another time (and therapist), keeping its id, payments and journal, in one
 * statement the exclusion constraint guards: of two moves into one slot only one succeeds. A
 * customer moves their own booking while it is free to cancel, into a slot the calendar offers
 * them, and is always told; staff move any live booking and choose whether the customer is told.
 * The mail's calendar file has the booking's UID and a higher SEQUENCE, so calendars update it.
 */
export async function moveBooking(ctx: AppContext, actor: Actor, id: number, input: MoveBookingInput, staff: boolean) {
  const now = ctx.now();
  const found = await findBooking(ctx.db, id, staff ? null : actor.userId);
  if (!found) throw new AppError('NOT_FOUND', 'No such booking.');
  const { booking, labelKey } = found;
  if (booking.cancelledAt) throw new AppError('BOOKING_NOT_MOVABLE', 'A cancelled booking cannot be moved.');
  const practice = await ctx.settings();
  if (!staff && !isFreeCancellation(booking.startsAt.getTime(), now.getTime(), practice.cancelHours)) {
    throw new AppError('BOOKING_NOT_MOVABLE', `Less than ${practice.cancelHours} hours before the start a booking can no longer be moved online.`);
  }
  const startMs = Date.parse(input.start);
  const therapistId = await therapistFor(ctx.db, now, booking, startMs, input.therapistId, staff);
  const tell = (staff ? input.notify !== false : true) && startMs > now.getTime();
  try {
    const moved = await ctx.db.transaction(async (tx) => {
      const row = await moveBookingRow(tx, id, {
        startsAt: new Date(startMs),
        endsAt: new Date(startMs + (booking.endsAt.getTime() - booking.startsAt.getTime())),
        therapistId,
      });
      if (!row) throw new AppError('BOOKING_NOT_MOVABLE', 'A cancelled booking cannot be moved.');
      const customer = tell ? await findUserById(tx, row.customerId) : undefined;
      if (customer) {
        await notifyWithBookingLink(
          ctx,
          tx,
          { kind: 'bookingConfirmation', to: customer, booking: row, therapyLabelKey: labelKey, moved: true },
          { now, practice },
        );
      }
      return row;
    });
    ctx.notifyMail();
    await emitFreed(ctx, booking);
    return moved;
  } catch (err) {
    if (isOverlap(err)) throw new AppError('SLOT_TAKEN', 'This time is booked already.');
    throw err;
  }
}
