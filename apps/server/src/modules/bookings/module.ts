import { defineModule } from '../../core/app-module.ts';
import { bookingJobs } from './booking-jobs.ts';
import { bookingRoutes } from './bookings.routes.ts';
import { markReservationVerified } from './bookings.repo.ts';
import { confirmTemporaryBookings } from './temporary-bookings.ts';

/** Booking, cancelling and reactivating; reservations; reminders and expiry. */
export const bookingsModule = defineModule({
  name: 'bookings',
  setup(ctx) {
    // Temporary bookings whose personal data are now complete become bookings.
    const confirm = ({ userId }: { userId: number }) => confirmTemporaryBookings(ctx, userId, ctx.now());
    ctx.events.on('loggedIn', confirm);
    ctx.events.on('personalDataSaved', confirm);
    ctx.events.on('reservationLinkUsed', ({ tx, bookingId, userId }) => markReservationVerified(tx, bookingId, userId));
  },
  async routes(app, ctx) {
    await app.register(bookingRoutes(ctx));
  },
  jobs: bookingJobs,
});
