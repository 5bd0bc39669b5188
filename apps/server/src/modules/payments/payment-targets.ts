import type { PaymentTarget } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockBookingTarget, readBookingTarget } from '../bookings/index.ts';
import { bookingPayments, type PaymentRecord } from './payments.repo.ts';

/** What the payment rules need to know of a target, whatever it is. */
export interface TargetFacts {
  /** What it costs: a booking's price, or what its charged cancellation still costs. */
  priceRappen: number;
  payerId: number;
  /** Copied onto the payment for the reports. */
  therapistId: number | null;
  serviceDate: string | null;
  /** Cancelled free of charge: nothing can be paid on it. */
  nothingDue: boolean;
}

/**
 * One kind of payment target. The voucher issue adds `voucher` here (and its redemption check);
 * the payment rules stay as they are.
 */
export interface PaymentTargetKind {
  /** The target locked for the rest of the transaction; undefined when it does not exist. */
  lock(tx: Executor, id: number): Promise<TargetFacts | undefined>;
  /** The target as it is, for the editor; undefined when it does not exist. */
  read(db: Executor, id: number): Promise<TargetFacts | undefined>;
  payments(db: Executor, id: number): Promise<PaymentRecord[]>;
  /** The payment's columns that name the target. */
  columns(id: number): { bookingId: number | null; targetVoucherId: number | null };
}

/** A booking as a target: a cancelled one costs its charge (nothing due when it was free). */
const bookingFacts = (
  b: { customerId: number; priceRappen: number; cancelledAt: Date | null; chargeRappen: number },
  report: { therapistId: number | null; serviceDate: string | null },
): TargetFacts => ({
  priceRappen: b.cancelledAt ? b.chargeRappen : b.priceRappen,
  payerId: b.customerId,
  ...report,
  nothingDue: b.cancelledAt !== null && b.chargeRappen === 0,
});

const bookingTarget: PaymentTargetKind = {
  async lock(tx, id) {
    const b = await lockBookingTarget(tx, id);
    return b && bookingFacts(b, { therapistId: b.therapistId, serviceDate: b.day });
  },
  async read(db, id) {
    const b = await readBookingTarget(db, id);
    return b && bookingFacts(b, { therapistId: null, serviceDate: null });
  },
  payments: (db, id) => bookingPayments(db, id),
  columns: (id) => ({ bookingId: id, targetVoucherId: null }),
};

const TARGETS: Partial<Record<PaymentTarget, PaymentTargetKind>> = { booking: bookingTarget };

/** The target kind; a kind not built yet (vouchers) has no targets at all: 404. */
export function targetKind(type: PaymentTarget): PaymentTargetKind {
  const kind = TARGETS[type];
  if (!kind) throw new AppError('NOT_FOUND', `No such ${type}.`);
  return kind;
}

/** Adds a target kind (the voucher module, at set-up). */
export function registerPaymentTarget(type: PaymentTarget, kind: PaymentTargetKind): void {
  TARGETS[type] = kind;
}
