import { defineModule } from '../../core/app-module.ts';
import { AppError } from '../../lib/app-error.ts';
import { bookingHasPayments } from './payments.repo.ts';
import { paymentRoutes } from './payments.routes.ts';

/** Payments per booking (and, with their issue, per voucher) and the to-do list of missing payment records. */
export const paymentsModule = defineModule({
  name: 'payments',
  setup(ctx) {
    // A booking with payments stays: the money would otherwise belong to nothing.
    ctx.events.on('bookingCancelling', async ({ tx, bookingId }) => {
      if (await bookingHasPayments(tx, bookingId)) throw new AppError('HAS_PAYMENTS', 'Payments are recorded for this booking.');
    });
  },
  async routes(app, ctx) {
    await app.register(paymentRoutes(ctx));
  },
});
