import type { NewPayment, Payment } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../account/index.ts';
import { cashPaymentChanged, refuseClosedRecording } from '../cash/index.ts';
import { cancelInvoiceForPayment, invoiceForPayment, refuseRemovalUnderReceipt, settleVoucherInvoice } from '../invoices/index.ts';
import {
  checkNewPayment,
  checkPaymentDate,
  deletePaymentRow,
  eventOf,
  lockRemovablePayment,
  paymentById,
  preparePayment,
  redatePaymentRow,
  storePayment,
  type PaymentChange,
  type PaymentDraft,
} from '../payments/index.ts';
import { chargeRedemption, voucherPaymentChanged } from '../vouchers/index.ts';

/**
 * What a payment's change means for the other books, in this order, in its transaction: a receipt
 * keeps the money it rests on (409 `RECEIPT_ISSUED`, before anything else); an invoice-creation
 * payment makes or cancels its invoice; a voucher's invoice payment settles its invoice; a voucher
 * is confirmed, given back a removed redemption or made unpaid again; the cash book writes, moves or
 * removes the entry of a cash payment and refuses a closed month or a till left short. Any step
 * refuses by throwing, which undoes the whole change.
 */
async function followPaymentChange(ctx: AppContext, change: PaymentChange): Promise<void> {
  const { tx, payment, actorUserId } = change;
  if (change.change === 'removed') await refuseRemovalUnderReceipt(tx, payment.id);
  if (change.change === 'recorded') await invoiceForPayment(ctx, tx, payment, actorUserId);
  if (change.change === 'removed') await cancelInvoiceForPayment(ctx, tx, payment, actorUserId);
  await settleVoucherInvoice(ctx, tx, change.change, payment, actorUserId);
  await voucherPaymentChanged(ctx, change);
  await cashPaymentChanged(ctx, change);
}

/**
 * Inserts a prepared payment in `tx`: a redeemed voucher is locked and charged first (before the
 * payment's foreign key takes its share lock on it; the other order deadlocks concurrent
 * redemptions), a closed month refuses, then the payment and what follows from it.
 */
export async function insertPaymentIn(ctx: AppContext, tx: Executor, draft: PaymentDraft): Promise<number> {
  const recording = { tx, ...draft.recording };
  await chargeRedemption(ctx, recording);
  await refuseClosedRecording(recording);
  const payment = await storePayment(ctx, tx, draft);
  await followPaymentChange(ctx, { tx, change: 'recorded', payment, actorUserId: draft.recording.actorUserId });
  return payment.id;
}

/** Records a payment (section 5 "Payment form"): checked, then in one transaction its target locked, the rules applied, inserted and booked. */
export async function recordPayment(ctx: AppContext, actor: Actor, input: NewPayment): Promise<Payment> {
  const checked = await checkNewPayment(ctx, actor, input);
  const id = await ctx.db.transaction(async (tx) => insertPaymentIn(ctx, tx, await preparePayment(tx, actor, checked)));
  return paymentById(ctx, id);
}

/** Removes a payment in `tx`: announced to the other books while it still exists, so an invoice that names it is cancelled first. */
export async function removePaymentIn(ctx: AppContext, tx: Executor, actorUserId: number, id: number): Promise<void> {
  const row = await lockRemovablePayment(tx, id);
  await followPaymentChange(ctx, { tx, change: 'removed', payment: eventOf(row), actorUserId });
  await deletePaymentRow(ctx, tx, actorUserId, row);
}

/** Removes a payment (audited with its old values); of two removals at once the second finds nothing (404). */
export async function removePayment(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction((tx) => removePaymentIn(ctx, tx, actor.userId, id));
}

/** Corrects the day a payment counts on (audited with the old day); its invoice and cash entry move with it. */
export async function redatePayment(ctx: AppContext, actor: Actor, id: number, date: string): Promise<Payment> {
  checkPaymentDate(ctx, date);
  await ctx.db.transaction(async (tx) => {
    const change = await redatePaymentRow(ctx, tx, actor.userId, id, date);
    if (change) await followPaymentChange(ctx, change);
  });
  return paymentById(ctx, id);
}
