import { practiceDate, purchaseRemoval, voucherExpired, voucherValidUntil } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { voucherPayments, type PaymentChange, type PaymentRecording, type PaymentTargetKind, type TargetFacts } from '../payments/index.ts';
import { findVoucher, lockVoucher, updateVoucher, voucherPurchase, voucherRedeemed, type VoucherRecord } from './vouchers.repo.ts';
import { certificateIssuerOf } from './voucher-pdf.ts';
import { mailCertificate } from './vouchers.service.ts';

const facts = (v: VoucherRecord): TargetFacts => ({
  priceRappen: v.initialRappen,
  payerId: v.buyerId,
  therapistId: null,
  serviceDate: null,
  nothingDue: false,
});

/** A voucher as a payment target: its purchase (types 1–4 and 7), paid by its buyer. */
export const voucherTarget: PaymentTargetKind = {
  async lock(tx, id) {
    const v = await lockVoucher(tx, id);
    return v && facts(v);
  },
  async read(db, id) {
    const v = await findVoucher(db, id);
    return v && facts(v);
  },
  payments: (db, id) => voucherPayments(db, id),
  columns: (id) => ({ bookingId: null, targetVoucherId: id }),
};

/**
 * A payment for a voucher changed (its row is locked by the payment already). Once the payments
 * cover the value it is confirmed, valid from the day of the latest payment for the practice's
 * years (ADR 015; the date stays as the certificate prints it), and a certificate to be e-mailed
 * goes out in the same transaction. A removal (or refund) that leaves the value uncovered makes it
 * unpaid again, as before its payment (no valid-until, not sent, not redeemable); refused with
 * `VOUCHER_IN_USE` once anything was redeemed from it. Redemptions lock the voucher too, so of a
 * redemption and a removal at once one waits for the other and sees what it did.
 */
async function purchaseChanged(ctx: AppContext, { tx, change, payment, actorUserId }: PaymentChange): Promise<void> {
  if (payment.targetVoucherId === null || change === 'redated') return;
  const voucher = await lockVoucher(tx, payment.targetVoucherId);
  if (!voucher) return;
  const purchase = await voucherPurchase(tx, voucher.id);
  // A removed payment is announced while its row still exists.
  const paid = purchase.paidRappen - (change === 'removed' ? payment.amountRappen : 0);
  const now = ctx.now();
  if (paid >= voucher.initialRappen && voucher.confirmedAt === null) {
    const practice = await ctx.settings(tx);
    const validUntil = voucherValidUntil(purchase.lastPaidOn ?? practiceDate(now), practice.voucherValidityYears);
    const certificateIssuer = certificateIssuerOf(practice);
    await updateVoucher(tx, voucher.id, { confirmedAt: now, validUntil, certificateIssuer, mailHeld: false });
    await writeAudit(tx, {
      actorUserId,
      subjectUserId: voucher.buyerId,
      action: 'voucher.confirm',
      detail: { id: voucher.id, number: voucher.number, paid, validUntil },
      at: now,
    });
    if (voucher.shipBy === 'email' && voucher.archivedAt === null)
      await mailCertificate(ctx, tx, { ...voucher, confirmedAt: now, validUntil, certificateIssuer });
    return;
  }
  const effect = purchaseRemoval({
    confirmed: voucher.confirmedAt !== null,
    valueRappen: voucher.initialRappen,
    paidAfterRappen: paid,
    redeemed: await voucherRedeemed(tx, voucher.id),
  });
  if (effect === 'refuse')
    throw new AppError('VOUCHER_IN_USE', `Something was redeemed from voucher ${voucher.number}: its payment stays until the redemptions are removed.`);
  if (effect === 'unpay') {
    await updateVoucher(tx, voucher.id, { confirmedAt: null, validUntil: null, certificateIssuer: null, sentAt: null });
    await writeAudit(tx, {
      actorUserId,
      subjectUserId: voucher.buyerId,
      action: 'voucher.unconfirm',
      detail: {
        id: voucher.id,
        number: voucher.number,
        paid,
        paymentId: payment.id,
        old: { confirmedAt: voucher.confirmedAt, validUntil: voucher.validUntil, sentAt: voucher.sentAt },
      },
      at: now,
    });
  }
}

/**
 * A redemption (type 4 with a voucher) charges the voucher before its payment is inserted, in the
 * payment's transaction and after locking the voucher, so concurrent redemptions take turns and the
 * balance never goes below 0 (409 `VOUCHER_BALANCE_INSUFFICIENT`). Only a paid, live voucher is
 * redeemed (409 `VOUCHER_NOT_REDEEMABLE`); an expired one only with a planner's reason (409
 * `VOUCHER_EXPIRED` otherwise; the override is audited).
 */
export async function chargeRedemption(ctx: AppContext, { tx, payment, actorUserId, voucherOverrideReason }: PaymentRecording): Promise<void> {
  if (payment.voucherId === null) return;
  const voucher = await lockVoucher(tx, payment.voucherId);
  if (!voucher) throw new AppError('VALIDATION_ERROR', 'No such voucher.', [{ path: '/voucherId', message: 'unknownVoucher' }]);
  if (payment.typeId !== 4) return;
  const now = ctx.now();
  if (voucher.confirmedAt === null || voucher.archivedAt !== null) throw new AppError('VOUCHER_NOT_REDEEMABLE', 'This voucher is not paid, or archived.');
  if (voucherExpired(voucher.validUntil, practiceDate(now))) {
    if (!voucherOverrideReason?.trim()) throw new AppError('VOUCHER_EXPIRED', `The voucher expired on ${voucher.validUntil}.`);
    await writeAudit(tx, {
      actorUserId,
      subjectUserId: voucher.buyerId,
      action: 'voucher.expiry-override',
      detail: { id: voucher.id, number: voucher.number, validUntil: voucher.validUntil, reason: voucherOverrideReason },
      at: now,
    });
  }
  if (payment.amountRappen > voucher.balanceRappen)
    throw new AppError('VOUCHER_BALANCE_INSUFFICIENT', `The voucher holds ${voucher.balanceRappen} Rappen.`, [
      { path: '/amountRappen', message: 'voucherBalanceInsufficient' },
    ]);
  const balance = voucher.balanceRappen - payment.amountRappen;
  await updateVoucher(tx, voucher.id, { balanceRappen: balance });
  await writeAudit(tx, {
    actorUserId,
    subjectUserId: voucher.buyerId,
    action: 'voucher.redeem',
    detail: { id: voucher.id, number: voucher.number, bookingId: payment.bookingId, old: voucher.balanceRappen, new: balance },
    at: now,
  });
}

/** Removing a redemption gives its amount back to the voucher (never above its value). */
async function refundRedemption(ctx: AppContext, { tx, change, payment, actorUserId }: PaymentChange): Promise<void> {
  if (payment.typeId !== 4 || payment.voucherId === null || change !== 'removed') return;
  const voucher = await lockVoucher(tx, payment.voucherId);
  if (!voucher) return;
  const balance = Math.min(voucher.initialRappen, voucher.balanceRappen + payment.amountRappen);
  await updateVoucher(tx, voucher.id, { balanceRappen: balance });
  await writeAudit(tx, {
    actorUserId,
    subjectUserId: voucher.buyerId,
    action: 'voucher.redemption-removed',
    detail: { id: voucher.id, number: voucher.number, paymentId: payment.id, old: voucher.balanceRappen, new: balance },
    at: ctx.now(),
  });
}

export async function voucherPaymentChanged(ctx: AppContext, event: PaymentChange): Promise<void> {
  await refundRedemption(ctx, event);
  await purchaseChanged(ctx, event);
}
