import {
  missingInvoiceAddress,
  qrAddressOverflow,
  dateNearToday,
  defaultPaymentAmount,
  hasPermission,
  paymentTypeAllowed,
  PAYMENT_TYPE_IDS,
  paymentTypesFor,
  practiceDate,
  refundableCash,
  roundToCash,
  todoRating,
  type NewPayment,
  type Payment,
  type PaymentTarget,
  type Todo,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { findUserByEmail, findUserById, markAcquired, unmarkAcquired } from '../users/index.ts';
import type { PaymentChange, PaymentEvent, PaymentRecording } from './payment-change.ts';
import { targetKind } from './payment-targets.ts';
import {
  deletePayment,
  findPaymentRecord,
  insertPayment,
  lockPayment,
  outstandingBookings,
  updatePaymentDate,
  type NewPaymentRow,
  type PaymentRecord,
  type PaymentRow,
} from './payments.repo.ts';

const invalid = (path: string, message: string, text: string) => new AppError('VALIDATION_ERROR', text, [{ path: `/${path}`, message }]);
const cashFacts = (records: PaymentRecord[]) =>
  records.map((r) => ({ typeId: r.payment.typeId, amountRappen: r.payment.amountRappen, cashback: r.payment.acquiredCustomerId !== null }));
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

export function presentPayment(record: PaymentRecord): Payment {
  const p = record.payment;
  return {
    id: p.id,
    targetType: p.targetType as PaymentTarget,
    targetId: (p.bookingId ?? p.targetVoucherId)!,
    amountRappen: p.amountRappen,
    typeId: p.typeId,
    date: p.paidOn,
    text: p.text,
    acquiredCustomer:
      p.acquiredCustomerId === null
        ? null
        : { id: p.acquiredCustomerId, firstName: record.acquiredFirst, lastName: record.acquiredLast, email: record.acquiredEmail ?? '' },
    voucherId: p.voucherId,
    voucherNumber: record.voucherNumber,
    createdBy: fullName(record.creatorFirst, record.creatorLast),
    createdAt: p.createdAt.toISOString(),
  };
}

/** A payment row as the other books see it. */
export const eventOf = (p: PaymentRow): PaymentEvent => ({
  id: p.id,
  targetType: p.targetType,
  bookingId: p.bookingId,
  targetVoucherId: p.targetVoucherId,
  amountRappen: p.amountRappen,
  typeId: p.typeId,
  paidOn: p.paidOn,
  acquiredCustomerId: p.acquiredCustomerId,
  voucherId: p.voucherId,
  therapistId: p.therapistId,
});

/** The payments of a target with their sum, the price, the form's default amount and the types offered. */
export async function listPayments(ctx: AppContext, query: { targetType: PaymentTarget; targetId: number }) {
  const kind = targetKind(query.targetType);
  const facts = await kind.read(ctx.db, query.targetId);
  if (!facts) throw new AppError('NOT_FOUND', `No such ${query.targetType}.`);
  const records = await kind.payments(ctx.db, query.targetId);
  const paid = records.reduce((sum, r) => sum + r.payment.amountRappen, 0);
  // The payer is the booking's customer or the voucher's buyer: a user row that always exists.
  const payer = (await findUserById(ctx.db, facts.payerId))!;
  const address = { ...payer, city: payer.location };
  return {
    payments: records.map(presentPayment),
    paidRappen: paid,
    priceRappen: facts.priceRappen,
    defaultAmountRappen: defaultPaymentAmount(facts.priceRappen, null, paid),
    typeIds: paymentTypesFor(query.targetType),
    payerId: facts.payerId,
    payerEmail: address.email,
    invoiceAddress: { missing: missingInvoiceAddress(address), tooLong: qrAddressOverflow(address) },
  };
}

/** A new payment's input, checked before its transaction: the acquired customer it names, found. */
export interface CheckedPayment {
  input: NewPayment;
  paidOn: string;
  acquired: { id: number } | undefined;
}

/**
 * A payment ready to insert: its row and what the steps before the insert need (its target locked,
 * the payment rules applied, a cashback's acquisition marked).
 */
export interface PaymentDraft {
  row: NewPaymentRow;
  recording: Omit<PaymentRecording, 'tx'>;
}

/** The checks of a new payment that need no transaction (section 5 "Payment form"). */
export async function checkNewPayment(ctx: AppContext, actor: Actor, input: NewPayment): Promise<CheckedPayment> {
  if (!paymentTypeAllowed(input.targetType, input.typeId)) {
    throw new AppError('PAYMENT_TYPE_NOT_ALLOWED', `Type ${input.typeId} is not taken for a ${input.targetType}.`, [
      { path: '/typeId', message: 'paymentTypeNotAllowed' },
    ]);
  }
  if (input.date !== undefined) checkPaymentDate(ctx, input.date);
  const acquired = input.acquiredCustomerEmail === undefined ? undefined : await findUserByEmail(ctx.db, input.acquiredCustomerEmail);
  if (input.acquiredCustomerEmail !== undefined && !acquired) throw invalid('acquiredCustomerEmail', 'unknownCustomer', 'No customer with this e-mail.');
  if (input.voucherOverrideReason !== undefined && !hasPermission(actor.activeRoles, 'voucher:override-expiry'))
    throw new AppError('FORBIDDEN', 'Only planners redeem an expired voucher.');
  return { input, paidOn: input.date ?? practiceDate(ctx.now()), acquired };
}

/**
 * Locks the payment's target and applies the payment rules in `tx`: so of two payments at once
 * both count and the "above the price needs a text" rule sees the other; a cash refund is at most
 * the cash paid on it; a cashback marks the new customer as brought by the payer, once
 * (`ALREADY_ACQUIRED`).
 */
export async function preparePayment(tx: Executor, actor: Actor, { input, paidOn, acquired }: CheckedPayment): Promise<PaymentDraft> {
  const kind = targetKind(input.targetType);
  const target = await kind.lock(tx, input.targetId);
  if (!target) throw new AppError('NOT_FOUND', `No such ${input.targetType}.`);
  if (target.nothingDue) throw new AppError('NOTHING_DUE', 'This booking was cancelled free of charge: nothing is due.');
  const records = await kind.payments(tx, input.targetId);
  const paid = records.reduce((sum, r) => sum + r.payment.amountRappen, 0);
  const open = target.priceRappen - paid;
  // A till takes what is open rounded to 5 Rappen (143.34 open: 143.35 in cash), which is no tip.
  const ceiling = input.typeId === PAYMENT_TYPE_IDS.cash ? Math.max(open, roundToCash(open)) : open;
  if (input.amountRappen > ceiling && input.amountRappen > 0 && !input.transactionText) {
    throw invalid('transactionText', 'textNeededAbovePrice', 'A payment above the price needs a text (a tip, for example).');
  }
  if (input.typeId === PAYMENT_TYPE_IDS.cash && input.amountRappen < 0 && !acquired && -input.amountRappen > refundableCash(cashFacts(records))) {
    throw new AppError('REFUND_TOO_HIGH', 'A cash refund can be at most what was paid in cash on it.', [{ path: '/amountRappen', message: 'refundTooHigh' }]);
  }
  if (acquired) {
    if (acquired.id === target.payerId) throw invalid('acquiredCustomerEmail', 'acquiredIsPayer', 'A customer cannot bring themselves.');
    if (!(await markAcquired(tx, acquired.id, target.payerId))) throw new AppError('ALREADY_ACQUIRED', 'This customer was already brought by someone.');
  }
  const columns = kind.columns(input.targetId);
  return {
    row: {
      targetType: input.targetType,
      ...columns,
      amountRappen: input.amountRappen,
      typeId: input.typeId,
      paidOn,
      text: input.transactionText,
      payerId: target.payerId,
      acquiredCustomerId: acquired?.id ?? null,
      voucherId: input.voucherId ?? null,
      therapistId: target.therapistId,
      serviceDate: target.serviceDate,
      // The discount the amount was figured with: a receipt knows what was due after it.
      discountBasisPoints: input.targetType === 'booking' && input.discountPercent !== undefined ? Math.round(input.discountPercent * 100) : null,
      createdByUserId: actor.userId,
    },
    recording: {
      payment: { typeId: input.typeId, amountRappen: input.amountRappen, voucherId: input.voucherId ?? null, bookingId: columns.bookingId, paidOn },
      actorUserId: actor.userId,
      voucherOverrideReason: input.voucherOverrideReason,
    },
  };
}

/**
 * A voucher's invoice was marked paid: its invoice payment (type 7) on the voucher, dated the day
 * the money arrived and naming the invoice. The invoice is paid already, so the invoice step of
 * the payment changes nothing.
 */
export async function prepareVoucherInvoicePayment(
  tx: Executor,
  actorUserId: number,
  payment: { voucherId: number; amountRappen: number; paidOn: string; invoiceNumber: string },
): Promise<PaymentDraft> {
  const kind = targetKind('voucher');
  const target = await kind.lock(tx, payment.voucherId);
  if (!target) throw new AppError('NOT_FOUND', 'No such voucher.');
  const typeId = PAYMENT_TYPE_IDS.invoicePayment;
  const { amountRappen, paidOn } = payment;
  return {
    row: {
      targetType: 'voucher',
      ...kind.columns(payment.voucherId),
      amountRappen,
      typeId,
      paidOn,
      text: payment.invoiceNumber,
      payerId: target.payerId,
      acquiredCustomerId: null,
      voucherId: null,
      therapistId: target.therapistId,
      serviceDate: target.serviceDate,
      createdByUserId: actorUserId,
    },
    recording: { payment: { typeId, amountRappen, voucherId: null, bookingId: null, paidOn }, actorUserId },
  };
}

/** Inserts a prepared payment (audited) in `tx`; what the other books are then told. */
export async function storePayment(ctx: AppContext, tx: Executor, draft: PaymentDraft): Promise<PaymentEvent> {
  const row = await insertPayment(tx, draft.row);
  const actorUserId = draft.recording.actorUserId;
  await writeAudit(tx, { actorUserId, subjectUserId: row.payerId, action: 'payment.create', detail: eventOf(row), at: ctx.now() });
  return eventOf(row);
}

/** A payment as the payment form shows it. */
export async function paymentById(ctx: AppContext, id: number): Promise<Payment> {
  return presentPayment((await findPaymentRecord(ctx.db, id))!);
}

/**
 * Locks a payment to remove in `tx` (of two removals the second waits, then finds nothing: 404),
 * with a voucher purchase's voucher after it, as recording a payment for it and redeeming it lock
 * it; cash a refund rests on stays while the refund does (409 `REFUND_TOO_HIGH`).
 */
export async function lockRemovablePayment(tx: Executor, id: number): Promise<PaymentRow> {
  const row = await lockPayment(tx, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such payment.');
  if (row.targetVoucherId !== null) await targetKind('voucher').lock(tx, row.targetVoucherId);
  if (row.typeId === PAYMENT_TYPE_IDS.cash && row.amountRappen > 0 && row.acquiredCustomerId === null) {
    // The booking is locked as a refund locks it.
    const kind = targetKind(row.targetType as PaymentTarget);
    const targetId = (row.bookingId ?? row.targetVoucherId)!;
    if (row.bookingId !== null) await kind.lock(tx, targetId);
    const others = (await kind.payments(tx, targetId)).filter((r) => r.payment.id !== row.id);
    if (refundableCash(cashFacts(others)) < 0) throw new AppError('REFUND_TOO_HIGH', 'A cash payment a refund rests on is removed after the refund.');
  }
  return row;
}

/** Deletes a locked payment (audited with its old values); a cashback's acquisition goes with it. */
export async function deletePaymentRow(ctx: AppContext, tx: Executor, actorUserId: number, row: PaymentRow): Promise<void> {
  if (!(await deletePayment(tx, row.id))) throw new AppError('NOT_FOUND', 'No such payment.');
  if (row.acquiredCustomerId !== null && row.payerId !== null) await unmarkAcquired(tx, row.acquiredCustomerId, row.payerId);
  await writeAudit(tx, { actorUserId, subjectUserId: row.payerId, action: 'payment.remove', detail: eventOf(row), at: ctx.now() });
}

/** The day a payment counts on must be within a year of today (400 `dateOutOfRange`). */
export function checkPaymentDate(ctx: AppContext, date: string): void {
  if (!dateNearToday(date, practiceDate(ctx.now()))) throw invalid('date', 'dateOutOfRange', 'The date is more than a year away.');
}

/** Corrects the day a payment counts on in `tx` (audited with the old day); undefined when it already is that day. */
export async function redatePaymentRow(ctx: AppContext, tx: Executor, actorUserId: number, id: number, date: string): Promise<PaymentChange | undefined> {
  const row = await lockPayment(tx, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such payment.');
  if (row.paidOn === date) return undefined;
  await updatePaymentDate(tx, id, date);
  await writeAudit(tx, { actorUserId, subjectUserId: row.payerId, action: 'payment.date', detail: { id, old: row.paidOn, new: date }, at: ctx.now() });
  return { tx, change: 'redated', payment: { ...eventOf(row), paidOn: date }, actorUserId, oldDate: row.paidOn };
}

/** The to-do list: one missing payment record per booking, the most urgent rating first, oldest first within it. */
export async function todoList(ctx: AppContext): Promise<{ todos: Todo[] }> {
  const nowMs = ctx.now().getTime();
  const rows = await outstandingBookings(ctx.db, ctx.now());
  const todos = rows.map((r): Todo => ({
    bookingId: r.id,
    rating: todoRating(r.endsAt.getTime(), nowMs),
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    date: r.startsAt.toISOString(),
    kind: 'missingPayment',
  }));
  return { todos: todos.sort((a, b) => b.rating - a.rating || a.date.localeCompare(b.date)) };
}
