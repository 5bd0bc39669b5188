import { defineModule } from '../../core/app-module.ts';
import { registerPaymentTarget } from '../payments/index.ts';
import { voucherJobs } from './voucher-jobs.ts';
import { voucherTarget } from './voucher-payments.ts';
import { voucherRoutes } from './vouchers.routes.ts';
import { fillCertificateIssuers } from './vouchers.service.ts';

/** Gift vouchers: request, certificate, payment (a payment target), redemption (type 4 on bookings). */
export const vouchersModule = defineModule({
  name: 'vouchers',
  setup() {
    registerPaymentTarget('voucher', voucherTarget);
  },
  async migrateData(ctx) {
    const filled = await fillCertificateIssuers(ctx);
    if (filled > 0) ctx.log.info({ filled }, 'certificates of vouchers paid before keep the practice they print');
  },
  async routes(app, ctx) {
    await app.register(voucherRoutes(ctx));
  },
  jobs: voucherJobs,
});
