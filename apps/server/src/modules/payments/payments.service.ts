import {
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
import type { AppEventMap, PaymentEvent } from '../../core/app-events.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { targetKind } from './payment-targets.ts';
import {
  deletePayment,
  findPaymentRecord,
  findUserByEmail,
  insertPayment,
  lockPayment,
  markAcquired,
  outstandingBookings,
  unmarkAcquired,
  updatePaymentDate,
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

const eventOf = (p: PaymentRow): PaymentEvent => ({
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
  return {
    payments: records.map(presentPayment),
    paidRappen: paid,
    priceRappen: facts.priceRappen,
    defaultAmountRappen: defaultPaymentAmount(facts.priceRappen, null, paid),
    typeIds: paymentTypesFor(query.targetType),
    payerId: facts.payerId,
  };
}

/**
 * Records a payment (section 5 "Payment form"). The target is locked first, so two payments at
 * once both count and the "above the price needs a text" rule sees the other; a cashback marks the
 * new customer as brought by the payer, once (`ALREADY_ACQUIRED`). Audited; the cash book hears of
 * it in the same transaction.
 */
export async function createPayment(ctx: AppContext, actor: Actor, input: NewPayment): Promise<Payment> {
  if (!paymentTypeAllowed(input.targetType, input.typeId)) {
    throw new AppError('PAYMENT_TYPE_NOT_ALLOWED', `Type ${input.typeId} is not taken for a ${input.targetType}.`, [
      { path: '/typeId', message: 'paymentTypeNotAllowed' },
    ]);
  }
  const now = ctx.now();
  const today = practiceDate(now);
  if (input.date !== undefined && !dateNearToday(input.date, today)) throw invalid('date', 'dateOutOfRange', 'The date is more than a year away.');
  const acquired = input.acquiredCustomerEmail === undefined ? undefined : await findUserByEmail(ctx.db, input.acquiredCustomerEmail);
  if (input.acquiredCustomerEmail !== undefined && !acquired) throw invalid('acquiredCustomerEmail', 'unknownCustomer', 'No customer with this e-mail.');
  if (input.voucherOverrideReason !== undefined && !hasPermission(actor.activeRoles, 'voucher:override-expiry'))
    throw new AppError('FORBIDDEN', 'Only planners redeem an expired voucher.');
  const kind = targetKind(input.targetType);
  const id = await ctx.db.transaction(async (tx) => {
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
    await ctx.events.emit('paymentRecording', {
      tx,
      payment: {
        typeId: input.typeId,
        amountRappen: input.amountRappen,
        voucherId: input.voucherId ?? null,
        bookingId: columns.bookingId,
        paidOn: input.date ?? today,
      },
      actorUserId: actor.userId,
      voucherOverrideReason: input.voucherOverrideReason,
    });
    const row = await insertPayment(tx, {
      targetType: input.targetType,
      ...columns,
      amountRappen: input.amountRappen,
      typeId: input.typeId,
      paidOn: input.date ?? today,
      text: input.transactionText,
      payerId: target.payerId,
      acquiredCustomerId: acquired?.id ?? null,
      voucherId: input.voucherId ?? null,
      therapistId: target.therapistId,
      serviceDate: target.serviceDate,
      // The discount the amount was figured with: a receipt knows what was due after it.
      discountBasisPoints: input.targetType === 'booking' && input.discountPercent !== undefined ? Math.round(input.discountPercent * 100) : null,
      createdByUserId: actor.userId,
    });
    await writeAudit(tx, { actorUserId: actor.userId, subjectUserId: target.payerId, action: 'payment.create', detail: eventOf(row), at: now });
    await ctx.events.emit('paymentChanged', { tx, change: 'recorded', payment: eventOf(row), actorUserId: actor.userId });
    return row.id;
  });
  return presentPayment((await findPaymentRecord(ctx.db, id))!);
}

/**
 * A voucher's invoice was marked paid: its invoice payment (type 7) on the voucher, dated the day
 * the money arrived and naming the invoice, in the same transaction. As any payment it passes the
 * cash book's closed months, is audited and announced, so the voucher is confirmed and its
 * certificate queued. The invoice is paid already, so the invoices module does not pay it again.
 */
export async function recordVoucherInvoicePayment(ctx: AppContext, event: AppEventMap['voucherInvoicePaid']): Promise<void> {
  const { tx, voucherId, amountRappen, paidOn, invoiceNumber, actorUserId } = event;
  const kind = targetKind('voucher');
  const target = await kind.lock(tx, voucherId);
  if (!target) throw new AppError('NOT_FOUND', 'No such voucher.');
  const typeId = PAYMENT_TYPE_IDS.invoicePayment;
  await ctx.events.emit('paymentRecording', { tx, payment: { typeId, amountRappen, voucherId: null, bookingId: null, paidOn }, actorUserId });
  const row = await insertPayment(tx, {
    targetType: 'voucher',
    ...kind.columns(voucherId),
    amountRappen,
    typeId,
    paidOn,
    text: invoiceNumber,
    payerId: target.payerId,
    acquiredCustomerId: null,
    voucherId: null,
    therapistId: target.therapistId,
    serviceDate: target.serviceDate,
    createdByUserId: actorUserId,
  });
  await writeAudit(tx, { actorUserId, subjectUserId: target.payerId, action: 'payment.create', detail: eventOf(row), at: ctx.now() });
  await ctx.events.emit('paymentChanged', { tx, change: 'recorded', payment: eventOf(row), actorUserId });
}

/** Removes a payment (audited with its old values); of two removals at once the second finds nothing (404). */
export async function removePayment(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction((tx) => removePaymentIn(ctx, tx, actor.userId, id));
}

/** Removes a payment in `tx` (also when its invoice is cancelled by hand). */
export async function removePaymentIn(ctx: AppContext, tx: Executor, actorUserId: number, id: number): Promise<void> {
  // Locked first: of two removals the second waits, then finds nothing.
  const row = await lockPayment(tx, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such payment.');
  // A voucher's purchase: the voucher next, as recording a payment for it and redeeming it lock it first.
  if (row.targetVoucherId !== null) await targetKind('voucher').lock(tx, row.targetVoucherId);
  if (row.typeId === PAYMENT_TYPE_IDS.cash && row.amountRappen > 0 && row.acquiredCustomerId === null) {
    // Cash a refund rests on stays while the refund does: the booking is locked as a refund locks it.
    const kind = targetKind(row.targetType as PaymentTarget);
    const targetId = (row.bookingId ?? row.targetVoucherId)!;
    if (row.bookingId !== null) await kind.lock(tx, targetId);
    const others = (await kind.payments(tx, targetId)).filter((r) => r.payment.id !== row.id);
    if (refundableCash(cashFacts(others)) < 0) throw new AppError('REFUND_TOO_HIGH', 'A cash payment a refund rests on is removed after the refund.');
  }
  // Announced while it still exists, so an invoice that names it can be cancelled first.
  await ctx.events.emit('paymentChanged', { tx, change: 'removed', payment: eventOf(row), actorUserId });
  if (!(await deletePayment(tx, id))) throw new AppError('NOT_FOUND', 'No such payment.');
  if (row.acquiredCustomerId !== null && row.payerId !== null) await unmarkAcquired(tx, row.acquiredCustomerId, row.payerId);
  await writeAudit(tx, { actorUserId, subjectUserId: row.payerId, action: 'payment.remove', detail: eventOf(row), at: ctx.now() });
}

/** Corrects the day a payment counts on (audited with the old day). */
export async function redatePayment(ctx: AppContext, actor: Actor, id: number, date: string): Promise<Payment> {
  const now = ctx.now();
  if (!dateNearToday(date, practiceDate(now))) throw invalid('date', 'dateOutOfRange', 'The date is more than a year away.');
  await ctx.db.transaction(async (tx) => {
    const row = await lockPayment(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such payment.');
    if (row.paidOn === date) return;
    await updatePaymentDate(tx, id, date);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: row.payerId,
      action: 'payment.date',
      detail: { id, old: row.paidOn, new: date },
      at: now,
    });
    await ctx.events.emit('paymentChanged', {
      tx,
      change: 'redated',
      payment: { ...eventOf(row), paidOn: date },
      actorUserId: actor.userId,
      oldDate: row.paidOn,
    });
  });
  return presentPayment((await findPaymentRecord(ctx.db, id))!);
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
