import { defineModule } from '../../core/app-module.ts';
import { invoiceRoutes } from './invoices.routes.ts';
import { cancelInvoiceForPayment, fillInvoiceSnapshots, invoiceForPayment, settleVoucherInvoice } from './invoices.service.ts';
import { fillReceiptSnapshots, refuseRemovalUnderReceipt } from './receipts.service.ts';

export { guardVoucherInvoices, invoiceForVoucher, invoiceMailText, sendInvoice } from './invoices.service.ts';
// Drawn on a PDF worker (core/pdf-renderers.ts).
export { drawInvoicePdf } from './invoice-pdf.ts';
export { drawReceiptPdf } from './receipt-pdf.ts';

/** Invoices with the Swiss QR-bill: made from invoice-creation payments, listed, printed as PDF. */
export const invoicesModule = defineModule({
  name: 'invoices',
  setup(ctx) {
    ctx.events.on('paymentChanged', async ({ tx, change, payment, actorUserId }) => {
      // Money a receipt rests on stays while the receipt stands (409 RECEIPT_ISSUED): checked before anything else.
      if (change === 'removed') await refuseRemovalUnderReceipt(tx, payment.id);
      if (change === 'recorded') await invoiceForPayment(ctx, tx, payment, actorUserId);
      if (change === 'removed') await cancelInvoiceForPayment(ctx, tx, payment, actorUserId);
      await settleVoucherInvoice(ctx, tx, change, payment, actorUserId);
    });
  },
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
