import type { CashType } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { PaymentChange, PaymentEvent, PaymentRecording } from '../payments/index.ts';
import { deleteCashTransaction, insertCashTransaction, lockTill, redateCashTransaction, transactionOfPayment } from './cash.repo.ts';
import { assertMonthsOpen, assertTillCovered } from './cash.service.ts';

/** No payment is recorded with a day in or before a closed month (409 `PERIOD_CLOSED`), whatever its type. */
export async function refuseClosedRecording({ tx, payment }: Pick<PaymentRecording, 'tx' | 'payment'>): Promise<void> {
  await assertMonthsOpen(tx, [payment.paidOn]);
}

/** What a cash payment is in the cash book: a receipt (or refund), a cashback for an acquisition, a voucher sale. */
function cashTypeOf(payment: PaymentEvent): CashType {
  if (payment.targetVoucherId !== null) return 'voucherCollection';
  return payment.amountRappen < 0 && payment.acquiredCustomerId !== null ? 'cashback' : 'cashReceipt';
}

/**
 * Cash payments (type 2) write their cash transaction in the payment's transaction; removing or
 * re-dating a payment takes it along. Any payment's change in or before a closed month is refused
 * (409 `PERIOD_CLOSED`); a cash change that leaves the till short on its day or a later one too
 * (409 `TILL_NEGATIVE`): a refund or cashback, removing money in, or moving money in later (money
 * out earlier).
 */
export async function cashPaymentChanged(ctx: AppContext, { tx, change, payment, actorUserId, oldDate }: PaymentChange): Promise<void> {
  if (change === 'removed') await assertMonthsOpen(tx, [payment.paidOn]);
  if (change === 'redated') await assertMonthsOpen(tx, [payment.paidOn, ...(oldDate ? [oldDate] : [])]);
  if (payment.typeId !== 2) return;
  await lockTill(tx);
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
    if (payment.amountRappen < 0) await assertTillCovered(tx, { from: payment.paidOn });
    return;
  }
  const entry = await transactionOfPayment(tx, payment.id);
  if (!entry) return;
  if (change === 'removed') {
    await deleteCashTransaction(tx, entry.id);
    if (entry.direction === 'debit') await assertTillCovered(tx, { from: entry.date, path: '/id' });
    return;
  }
  await redateCashTransaction(tx, entry.id, payment.paidOn);
  // Balances drop between the two days: money in moved later, or money out moved earlier.
  const [first, last] = [entry.date, payment.paidOn].sort() as [string, string];
  if ((entry.direction === 'debit') === entry.date < payment.paidOn) await assertTillCovered(tx, { from: first, to: last, path: '/date' });
}
