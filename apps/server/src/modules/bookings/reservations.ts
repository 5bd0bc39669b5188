import { CANCEL_TYPES } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../users/index.ts';
import type { Actor } from '../account/index.ts';
import { takeEvent, type RateLimit } from '../rate-limits/index.ts';
import { emitFreed } from './freed-time.ts';
import { cancelBookingRow, findBooking, lockAndCountUnverified, markReservationVerified, type BookingRow } from './bookings.repo.ts';
import { confirmTemporaryBookings } from './temporary-bookings.ts';
import type { AppContext } from '../../core/app-context.ts';

const HOUR_MS = 3_600_000;
/** Live reservations an address may hold before anyone proved it owns the address. */
export const MAX_UNVERIFIED_RESERVATIONS = 2;
/** Reservation mails one address receives per hour, whoever asks for them. */
export const RESERVATION_MAILS: RateLimit = { bucket: 'reservation-mail', max: 3, windowMs: HOUR_MS };
export const guestReservationsPerAddress = (max: number): RateLimit => ({ bucket: 'guest-reservation', max, windowMs: HOUR_MS });

/**
 * The bounds of anonymous reservations, checked in the transaction that inserted `booking` (so a
 * refused one leaves nothing behind): reservations per client address and hour, unverified live
 * reservations per e-mail address, and reservation mails per address and hour.
 */
export async function enforceGuestLimits(
  tx: Executor,
  options: { customer: UserRow; clientAddress: string; perAddressLimit: number; now: Date },
): Promise<void> {
  const { customer, now } = options;
  if (!(await takeEvent(tx, guestReservationsPerAddress(options.perAddressLimit), options.clientAddress, now))) {
    throw new AppError('RATE_LIMITED', 'Too many reservations from your connection: please try again in an hour or log in.');
  }
  if ((await lockAndCountUnverified(tx, customer.id)) > MAX_UNVERIFIED_RESERVATIONS) {
    throw new AppError(
      'TEMPORARY_LIMIT',
      `This e-mail address already holds ${MAX_UNVERIFIED_RESERVATIONS} unconfirmed reservations: confirm them with the link in the e-mail, or log in.`,
    );
  }
  if (!(await takeEvent(tx, RESERVATION_MAILS, customer.email, now))) {
    throw new AppError('RATE_LIMITED', 'Too many reservation e-mails to this address: please try again in an hour or log in.');
  }
}

async function ownReservation(ctx: AppContext, actor: Actor, id: number): Promise<BookingRow> {
  const found = await findBooking(ctx.db, id, actor.userId);
  if (!found) throw new AppError('NOT_FOUND', 'No such booking.');
  if (found.booking.cancelledAt) throw new AppError('ALREADY_CANCELLED', 'This booking is already cancelled.');
  if (!found.booking.temporary) throw new AppError('NOT_TEMPORARY', 'This booking is not a reservation awaiting confirmation.');
  return found.booking;
}

/**
 * The logged-in customer confirms a reservation made with their address: it is theirs from now on,
 * and becomes a normal booking (with the confirmation mail) as soon as the personal data are complete.
 */
export async function confirmReservation(ctx: AppContext, actor: Actor, id: number): Promise<BookingRow> {
  await ownReservation(ctx, actor, id);
  await markReservationVerified(ctx.db, id, actor.userId);
  await confirmTemporaryBookings(ctx, actor.userId, ctx.now());
  return (await findBooking(ctx.db, id, actor.userId))!.booking;
}

/**
 * "This was not me": the customer rejects a reservation made in their name. It is cancelled by the
 * system (type 2, free) and nobody is written to: the one who made it may not own the address.
 */
export async function rejectReservation(ctx: AppContext, actor: Actor, id: number): Promise<BookingRow> {
  await ownReservation(ctx, actor, id);
  const row = await cancelBookingRow(ctx.db, id, { at: ctx.now(), type: CANCEL_TYPES.systemMissingData, reason: 'not_me', costOption: 'none' });
  if (!row) throw new AppError('ALREADY_CANCELLED', 'This booking is already cancelled.');
  await emitFreed(ctx, row);
  return row;
}
