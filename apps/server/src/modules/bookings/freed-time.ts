import type { AppContext } from '../../core/app-context.ts';
import type { BookingRow } from './bookings.repo.ts';

/** Tells the waiting list that a booking's time is free again (call after its transaction committed). */
export const emitFreed = (ctx: AppContext, booking: Pick<BookingRow, 'startsAt' | 'endsAt'>) =>
  ctx.events.emit('slotsFreed', { fromMs: booking.startsAt.getTime(), toMs: booking.endsAt.getTime() });
