// The PDFs of invoices, credit notes and reminders, from the snapshot each keeps (one from today's data for invoices issued before snapshots).
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { type InvoiceSnapshot, accountForReference, issuerOf } from './invoice-snapshot.ts';
import { fileNamePart } from '../../lib/send-pdf.ts';
import { type InvoiceRow, currentInvoiceOfBooking, findInvoice, findReminder, invoicesWithoutSnapshot, updateInvoice } from './invoices.repo.ts';
import { bookingContent, debtorOf, voucherContent } from './invoice-issue.ts';

/**
 * The snapshot of an invoice issued before snapshots were kept, from today's data: the customer's
 * profile, the booking or voucher, and the account that fits its reference.
 */
async function snapshotFromToday(ctx: AppContext, db: Executor, invoice: InvoiceRow): Promise<InvoiceSnapshot> {
  const content =
    invoice.targetVoucherId !== null
      ? await voucherContent(db, invoice.targetVoucherId, invoice.language)
      : await bookingContent(db, invoice.bookingId!, invoice.language);
  const practice = await ctx.settings(db);
  return {
    issuer: issuerOf(practice),
    account: accountForReference(practice, invoice.reference),
    debtor: debtorOf(content.customer),
    lines: content.lines,
    paidRappen: content.paidRappen,
  };
}

/**
 * Gives every invoice without a snapshot one from today's data, in one transaction: the data
 * migration of the first start that keeps snapshots. Answers how many it filled.
 */
export async function fillInvoiceSnapshots(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const pending = await invoicesWithoutSnapshot(tx);
    for (const invoice of pending) await updateInvoice(tx, invoice.id, { snapshot: await snapshotFromToday(ctx, tx, invoice) });
    return pending.length;
  });
}

/** The PDF of an invoice with its file name ("Rechnung-2027-0001-Anna-Meier.pdf"). */
export async function invoicePdf(
  ctx: AppContext,
  invoice: InvoiceRow,
  reminder?: { level: number; feeRappen: number; issuedOn: string; dueOn: string },
  asCreditNote = false,
): Promise<{ pdf: Buffer; fileName: string }> {
  const creditNote =
    asCreditNote && invoice.creditNoteNumber && invoice.cancelledOn ? { number: invoice.creditNoteNumber, issuedOn: invoice.cancelledOn } : undefined;
  if (asCreditNote && !creditNote) throw new AppError('NOT_FOUND', 'This invoice has no credit note.');
  const snapshot = (invoice.snapshot as InvoiceSnapshot | null) ?? (await snapshotFromToday(ctx, ctx.db, invoice));
  const language = invoice.language;
  const pdf = await renderInvoicePdf({
    language,
    practice: snapshot.issuer,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    customer: snapshot.debtor,
    lines: snapshot.lines,
    target: invoice.targetType === 'voucher' ? 'voucher' : 'booking',
    paidRappen: snapshot.paidRappen,
    amountRappen: invoice.amountRappen,
    reference: invoice.reference,
    account: snapshot.account,
    cancelled: invoice.state === 'cancelled',
    paidOn: invoice.state === 'paid' ? invoice.paidOn : null,
    paidAmountRappen: invoice.state === 'paid' ? invoice.paidRappen : null,
    creditNote,
    reminder,
  });
  const name = fileNamePart(snapshot.debtor);
  if (creditNote) return { pdf, fileName: `${serverText('invoice', language, 'creditNote.fileName')}-${creditNote.number}${name ? `-${name}` : ''}.pdf` };
  const kind = reminder
    ? `${serverText('invoice', language, 'reminder.title', { level: serverText('invoice', language, `reminder.ordinals.${reminder.level}`) }).replace(/[^\p{L}\p{N}]+/gu, '-')}-`
    : '';
  return { pdf, fileName: `${kind}${serverText('invoice', language, 'fileName')}-${invoice.number}${name ? `-${name}` : ''}.pdf` };
}

/** An invoice as PDF, or the credit note that cancelled it (404 when it has none). */
export async function invoicePdfById(ctx: AppContext, id: number, asCreditNote = false) {
  const invoice = await findInvoice(ctx.db, id);
  if (!invoice) throw new AppError('NOT_FOUND', 'No such invoice.');
  return invoicePdf(ctx, invoice, undefined, asCreditNote);
}

export async function bookingInvoicePdf(ctx: AppContext, bookingId: number) {
  const invoice = await currentInvoiceOfBooking(ctx.db, bookingId);
  if (!invoice) throw new AppError('NOT_FOUND', 'This booking has no invoice.');
  return invoicePdf(ctx, invoice);
}

export async function reminderPdf(ctx: AppContext, id: number, level: number) {
  const invoice = await findInvoice(ctx.db, id);
  const reminder = invoice ? await findReminder(ctx.db, id, level) : undefined;
  if (!invoice || !reminder) throw new AppError('NOT_FOUND', 'No such reminder.');
  return invoicePdf(ctx, invoice, reminder);
}

/** One's own invoice as PDF (someone else's: 404, as if it did not exist). */
export async function ownInvoicePdf(ctx: AppContext, customerId: number, id: number) {
  const invoice = await findInvoice(ctx.db, id);
  if (!invoice || invoice.customerId !== customerId) throw new AppError('NOT_FOUND', 'No such invoice.');
  return invoicePdf(ctx, invoice);
}
