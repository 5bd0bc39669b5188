import type { InvoiceRowDto } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Actor } from '../account/index.ts';
import { cancelInvoiceIn, invoiceRow, payInvoice, voucherOfInvoice } from '../invoices/index.ts';
import { prepareVoucherInvoicePayment } from '../payments/index.ts';
import { lockVoucher } from '../vouchers/index.ts';
import { insertPaymentIn, removePaymentIn } from './payment-commands.ts';

/**
 * Marks an invoice paid on the day its money arrived. A voucher's invoice then records the
 * voucher's invoice payment (type 7) for the voucher's value (a reminder fee is the invoice's, in
 * its `paidRappen`), which confirms the voucher and queues its certificate, in the same transaction.
 */
export async function markInvoicePaid(ctx: AppContext, actor: Actor, id: number, paidOn: string): Promise<InvoiceRowDto> {
  await ctx.db.transaction(async (tx) => {
    // The voucher before its invoice: the order a payment on the voucher takes them.
    const voucherId = await voucherOfInvoice(tx, id);
    if (voucherId !== null) await lockVoucher(tx, voucherId);
    const invoice = await payInvoice(ctx, tx, actor.userId, id, paidOn);
    if (invoice.targetVoucherId === null) return;
    const voucherPayment = { voucherId: invoice.targetVoucherId, amountRappen: invoice.amountRappen, paidOn, invoiceNumber: invoice.number };
    await insertPaymentIn(ctx, tx, await prepareVoucherInvoicePayment(tx, actor.userId, voucherPayment));
  });
  ctx.notifyMail();
  return invoiceRow(ctx, id);
}

/** Cancels an invoice by a credit note; the invoice-creation payment it came from goes with it, so the booking is due again. */
export async function cancelInvoice(ctx: AppContext, actor: Actor, id: number): Promise<InvoiceRowDto> {
  await ctx.db.transaction(async (tx) => {
    const invoice = await cancelInvoiceIn(ctx, tx, actor.userId, id);
    if (invoice.paymentId !== null) await removePaymentIn(ctx, tx, actor.userId, invoice.paymentId);
  });
  return invoiceRow(ctx, id);
}
