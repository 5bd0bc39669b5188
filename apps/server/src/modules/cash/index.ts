import { defineModule } from '../../core/app-module.ts';
import { cashPaymentChanged, refuseClosedRecording } from './cash-payments.ts';
import { cashRoutes } from './cash.routes.ts';

export { assertMonthsOpen } from './cash.service.ts';
// Drawn on a PDF worker (core/pdf-renderers.ts).
export { drawCashPdf } from './cash-export.ts';

/** The cash book: transactions (cash payments write theirs), counts, monthly close, PDF and CSV. */
export const cashModule = defineModule({
  name: 'cash',
  setup(ctx) {
    ctx.events.on('paymentRecording', (event) => refuseClosedRecording(event));
    ctx.events.on('paymentChanged', (event) => cashPaymentChanged(ctx, event));
  },
  async routes(app, ctx) {
    await app.register(cashRoutes(ctx));
  },
});
