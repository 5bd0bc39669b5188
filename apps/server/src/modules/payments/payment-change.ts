import type { Executor } from '../../db/client.ts';

/** A payment as the other books (invoices, vouchers, cash book) see it. */
export interface PaymentEvent {
  id: number;
  targetType: string;
  bookingId: number | null;
  targetVoucherId: number | null;
  amountRappen: number;
  typeId: number;
  paidOn: string;
  acquiredCustomerId: number | null;
  /** The voucher a redemption (type 4) uses. */
  voucherId: number | null;
  therapistId: number | null;
}

/**
 * A payment about to be inserted in `tx` (its target locked), as the money commands hand it to the
 * steps that come before the insert: a redeemed voucher is charged, a closed month refuses.
 */
export interface PaymentRecording {
  tx: Executor;
  payment: { typeId: number; amountRappen: number; voucherId: number | null; bookingId: number | null; paidOn: string };
  actorUserId: number;
  /** A planner redeems an expired voucher anyway: why. */
  voucherOverrideReason?: string;
}

/**
 * A payment recorded, being removed (its row still there) or re-dated in `tx` by `actorUserId`, as
 * the money commands hand it to the invoices, vouchers and cash book; any step refuses by throwing.
 */
export interface PaymentChange {
  tx: Executor;
  change: 'recorded' | 'removed' | 'redated';
  payment: PaymentEvent;
  actorUserId: number;
  oldDate?: string;
}
