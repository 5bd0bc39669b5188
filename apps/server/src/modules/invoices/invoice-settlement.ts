// An invoice settled or cancelled: the day its money arrived, a voucher's invoice paid by its payment, credit notes. The money commands (modules/money) call these steps.
import { formatCreditNoteNumber, practiceDate } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertMonthsOpen } from '../cash/index.ts';
import type { PaymentEvent } from '../payments/index.ts';
import {
  type InvoiceRow,
  findInvoice,
  lockInvoice,
  lockInvoiceOfPayment,
  lockInvoiceOfVoucher,
  nextCreditNoteSequence,
  reminderFeeOf,
  updateInvoice,
} from './invoices.repo.ts';

/**
 * The day an invoice's money arrived must lie from its issue day to `today` (practice time), else
 * 400 `VALIDATION_ERROR` at `path` (`paidBeforeIssue`, `paidInFuture`), and after the cash book's
 * closed months, else 409 `PERIOD_CLOSED` at `path`. The periods stay locked (shared) until the
 * transaction ends, so no close slips in between.
 */
async function checkPaidOn(tx: Executor, invoice: InvoiceRow, paidOn: string, today: string, path: string): Promise<void> {
  const invalid = (message: string, text: string) => new AppError('VALIDATION_ERROR', text, [{ path, message }]);
  if (paidOn < invoice.issuedOn) throw invalid('paidBeforeIssue', `Invoice ${invoice.number} was issued on ${invoice.issuedOn}: it cannot be paid before.`);
  if (paidOn > today) throw invalid('paidInFuture', `The day the money arrived cannot lie after today (${today}).`);
  await assertMonthsOpen(tx, [paidOn], path);
}

/**
 * A voucher's invoice is paid by an invoice payment (type 7) on the voucher: the invoice records
 * its day (within `checkPaidOn`'s window, 400 at `/date` otherwise) and amount; removing that
 * payment makes it due again. When staff mark the invoice paid, it is paid before its payment is
 * recorded, so the payment changes nothing here (no loop).
 */
export async function settleVoucherInvoice(
  ctx: AppContext,
  tx: Executor,
  change: 'recorded' | 'removed' | 'redated',
  payment: PaymentEvent,
  actorUserId: number,
) {
  if (payment.typeId !== 7 || payment.targetVoucherId === null) return;
  const invoice = await lockInvoiceOfVoucher(tx, payment.targetVoucherId);
  if (!invoice) return;
  const next =
    change === 'removed'
      ? invoice.state === 'paid'
        ? ({ state: invoice.sentAt ? 'sent' : 'open', paidOn: null, paidRappen: null } as const)
        : undefined
      : invoice.state === 'open' || invoice.state === 'sent'
        ? ({ state: 'paid', paidOn: payment.paidOn, paidRappen: payment.amountRappen } as const)
        : change === 'redated' && invoice.state === 'paid'
          ? ({ state: 'paid', paidOn: payment.paidOn } as const)
          : undefined;
  if (!next) return;
  if (next.paidOn) await checkPaidOn(tx, invoice, next.paidOn, practiceDate(ctx.now()), '/date');
  await updateInvoice(tx, invoice.id, next);
  await writeAudit(tx, {
    actorUserId,
    subjectUserId: invoice.customerId,
    action: 'invoice.paid',
    detail: {
      id: invoice.id,
      number: invoice.number,
      old: { state: invoice.state, paidOn: invoice.paidOn, paidRappen: invoice.paidRappen },
      new: next,
      paymentId: payment.id,
    },
    at: ctx.now(),
  });
}

/**
 * Cancels an invoice by a credit note with its own yearly gapless number ("G-2027-0001"), dated today; the invoice
 * stays with its number (audited as `invoice.cancel`). A paid one cannot be (409 `INVOICE_STATE`):
 * its money arrived.
 */
async function cancelByCreditNote(ctx: AppContext, tx: Executor, invoice: InvoiceRow, actorUserId: number): Promise<void> {
  if (invoice.state !== 'open' && invoice.state !== 'sent') throw new AppError('INVOICE_STATE', `A ${invoice.state} invoice cannot be cancelled.`);
  const cancelledOn = practiceDate(ctx.now());
  const year = Number(cancelledOn.slice(0, 4));
  const creditNoteNumber = formatCreditNoteNumber(year, await nextCreditNoteSequence(tx, year));
  const change = { state: 'cancelled', paymentId: null, creditNoteNumber, cancelledOn } as const;
  await updateInvoice(tx, invoice.id, change);
  await writeAudit(tx, {
    actorUserId,
    subjectUserId: invoice.customerId,
    action: 'invoice.cancel',
    detail: { id: invoice.id, number: invoice.number, old: { state: invoice.state }, new: change },
    at: ctx.now(),
  });
}

/** Removing an invoice-creation payment cancels its invoice by a credit note (refused while the invoice is paid). */
export async function cancelInvoiceForPayment(ctx: AppContext, tx: Executor, payment: PaymentEvent, actorUserId: number) {
  if (payment.typeId !== 5) return;
  const invoice = await lockInvoiceOfPayment(tx, payment.id);
  if (invoice && invoice.state !== 'cancelled') await cancelByCreditNote(ctx, tx, invoice, actorUserId);
}

/** The voucher an invoice was made for (null: a booking's invoice); NOT_FOUND when there is no such invoice. */
export async function voucherOfInvoice(db: Executor, id: number): Promise<number | null> {
  const invoice = await findInvoice(db, id);
  if (!invoice) throw new AppError('NOT_FOUND', 'No such invoice.');
  return invoice.targetVoucherId;
}

/**
 * Marks an invoice paid in `tx` on the day its money arrived (within `checkPaidOn`'s window): a
 * booking's invoice came from its invoice-creation payment, so that records no second payment; for
 * a voucher's invoice the money commands then record the voucher's invoice payment (type 7) and
 * have locked the voucher before this (the order a payment on the voucher takes them).
 */
export async function payInvoice(ctx: AppContext, tx: Executor, actorUserId: number, id: number, paidOn: string): Promise<InvoiceRow> {
  const invoice = await lockInvoice(tx, id);
  if (!invoice) throw new AppError('NOT_FOUND', 'No such invoice.');
  if (invoice.state !== 'open' && invoice.state !== 'sent') throw new AppError('INVOICE_STATE', `A ${invoice.state} invoice cannot be paid.`);
  await checkPaidOn(tx, invoice, paidOn, practiceDate(ctx.now()), '/paidOn');
  const next = { state: 'paid', paidOn, paidRappen: invoice.amountRappen + (await reminderFeeOf(tx, invoice)) } as const;
  await updateInvoice(tx, id, next);
  await writeAudit(tx, {
    actorUserId,
    subjectUserId: invoice.customerId,
    action: 'invoice.paid',
    detail: { id, number: invoice.number, old: { state: invoice.state, paidOn: invoice.paidOn }, new: next },
    at: ctx.now(),
  });
  return invoice;
}

/**
 * Cancels an invoice by a credit note in `tx`; the money commands then remove the invoice-creation
 * payment it came from (`paymentId` of the invoice returned, as it was), so the booking is due again.
 */
export async function cancelInvoiceIn(ctx: AppContext, tx: Executor, actorUserId: number, id: number): Promise<InvoiceRow> {
  const invoice = await lockInvoice(tx, id);
  if (!invoice) throw new AppError('NOT_FOUND', 'No such invoice.');
  await cancelByCreditNote(ctx, tx, invoice, actorUserId);
  return invoice;
}
