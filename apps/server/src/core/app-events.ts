import type { Executor } from '../db/client.ts';

/** What modules tell each other without importing each other: event name → payload. */
export interface AppEventMap {
  /** A user logged in (by password, link or automatic login). */
  loggedIn: { userId: number };
  /** A user's personal data were saved (by themselves or by staff). */
  personalDataSaved: { userId: number };
  /** An e-mailed link sent for a reservation was used (in `tx`): its owner proved the address. */
  reservationLinkUsed: { tx: Executor; bookingId: number; userId: number };
  /**
   * Bookable time from `fromMs` to `toMs` may have freed up (a cancellation or move committed, an
   * absence removed, a plan changed): the waiting list offers it. Emitted after the commit.
   */
  slotsFreed: { fromMs: number; toMs: number };
  /** A booking is about to be cancelled in `tx`: a handler may refuse by throwing (payments: `HAS_PAYMENTS`). */
  bookingCancelling: { tx: Executor; bookingId: number };
  /**
   * A payment was recorded, is being removed (still there), or was re-dated, in `tx` by
   * `actorUserId`: the invoices module makes or cancels an invoice there, the cash book writes its
   * entry; either refuses the change by throwing (a closed period, an incomplete address).
   */
  paymentChanged: {
    tx: Executor;
    change: 'recorded' | 'removed' | 'redated';
    payment: PaymentEvent;
    actorUserId: number;
    oldDate?: string;
  };
  /**
   * A payment is about to be inserted in `tx` (its target locked): the voucher module locks and
   * charges a redeemed voucher here, before the payment's foreign key takes its share lock on it
   * (the other order deadlocks concurrent redemptions); a handler refuses by throwing.
   */
  paymentRecording: {
    tx: Executor;
    payment: { typeId: number; amountRappen: number; voucherId: number | null; bookingId: number | null; paidOn: string };
    actorUserId: number;
    /** A planner redeems an expired voucher anyway: why. */
    voucherOverrideReason?: string;
  };
  /** An invoice was cancelled by hand in `tx`: the payments module removes the invoice-creation payment it came from. */
  invoiceCancelled: { tx: Executor; paymentId: number; actorUserId: number };
  /**
   * A voucher's invoice was marked paid in `tx` (the invoice already paid, its voucher and invoice
   * locked): the payments module records the voucher's invoice payment (type 7) there, so the
   * voucher is confirmed and its certificate goes out in the same transaction.
   */
  voucherInvoicePaid: { tx: Executor; voucherId: number; amountRappen: number; paidOn: string; invoiceNumber: string; actorUserId: number };
}

/** A payment as other modules see it in events. */
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

type Handler<K extends keyof AppEventMap> = (payload: AppEventMap[K]) => Promise<unknown> | unknown;

/**
 * In-process events: `emit` runs the handlers one after the other and waits for them, so a handler
 * failure fails the request that caused it (as a direct call would).
 */
export class AppEvents {
  private readonly handlers = new Map<keyof AppEventMap, Handler<never>[]>();

  on<K extends keyof AppEventMap>(name: K, handler: Handler<K>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<never>]);
  }

  async emit<K extends keyof AppEventMap>(name: K, payload: AppEventMap[K]): Promise<void> {
    for (const handler of (this.handlers.get(name) ?? []) as Handler<K>[]) await handler(payload);
  }
}
