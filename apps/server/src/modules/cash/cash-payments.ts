import type { CashType } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { AppEventMap } from '../../core/app-events.ts';
import { serverText } from '../../lib/server-texts.ts';
import { deleteCashTransaction, insertCashTransaction, redateCashTransaction, transactionOfPayment } from './cash.repo.ts';
import { assertMonthsOpen } from './cash.service.ts';

/** No payment is recorded with a day in a closed month (409 `PERIOD_CLOSED`), whatever its type. */
export async function refuseClosedRecording({ tx, payment }: AppEventMap['paymentRecording']): Promise<void> {
  await assertMonthsOpen(tx, [payment.paidOn]);
}

/** What a cash payment is in the cash book: a receipt (or refund), a cashback for an acquisition, a voucher sale. */
function cashTypeOf(payment: AppEventMap['paymentChanged']['payment']): CashType {
  if (payment.targetVoucherId !== null) return 'voucherCollection';
  return payment.amountRappen < 0 && payment.acquiredCustomerId !== null ? 'cashback' : 'cashReceipt';
}

/**
 * Cash payments (type 2) write their cash transaction in the payment's transaction; removing or
 * re-dating a payment takes it along. Any payment's change in a closed month is refused.
 */
export async function cashPaymentChanged(ctx: AppContext, { tx, change, payment, actorUserId, oldDate }: AppEventMap['paymentChanged']): Promise<void> {
  if (change === 'removed') await assertMonthsOpen(tx, [payment.paidOn]);
  if (change === 'redated') await assertMonthsOpen(tx, [payment.paidOn, ...(oldDate ? [oldDate] : [])]);
  if (payment.typeId !== 2) return;
  if (change === 'recorded') {
    const type = cashTypeOf(payment);
    const target = payment.targetVoucherId !== null ? { key: 'voucher', id: payment.targetVoucherId } : { key: 'booking', id: payment.bookingId ?? 0 };
    await insertCashTransaction(tx, {
      date: payment.paidOn,
      type,
      subject: serverText('cash', 'de', `subjects.${type}${payment.amountRappen < 0 && type === 'cashReceipt' ? 'Refund' : ''}`, { id: target.id }),
      amountRappen: Math.abs(payment.amountRappen),
      direction: payment.amountRappen > 0 ? 'debit' : 'credit',
      paymentId: payment.id,
      bookingId: payment.bookingId,
      voucherId: payment.targetVoucherId,
      createdByUserId: actorUserId,
    });
    return;
  }
  const entry = await transactionOfPayment(tx, payment.id);
  if (!entry) return;
  if (change === 'removed') await deleteCashTransaction(tx, entry.id);
  else await redateCashTransaction(tx, entry.id, payment.paidOn);
}
