import { defineModule } from '../../core/app-module.ts';
import { invoiceRoutes } from './invoices.routes.ts';
import { fillInvoiceSnapshots } from './invoice-documents.ts';
import { fillReceiptSnapshots } from './receipts.service.ts';

/** Invoices with the Swiss QR-bill: made from invoice-creation payments, listed, printed as PDF. */
export const invoicesModule = defineModule({
  name: 'invoices',
  async migrateData(ctx) {
    const filled = await fillInvoiceSnapshots(ctx);
    if (filled > 0) ctx.log.info({ filled }, 'invoices issued before snapshots now keep what they print');
    const receipts = await fillReceiptSnapshots(ctx);
    if (receipts > 0) ctx.log.info({ receipts }, 'receipts issued before snapshots now keep what they print and the payments they rest on');
  },
  async routes(app, ctx) {
    await app.register(invoiceRoutes(ctx));
  },
});
