// Invoices listed, mailed, reminded, marked sent, and a customer's own documents.
import { type InvoiceListQuery, type InvoiceMail, type InvoiceRowDto, type InvoiceState, formatChf, nextReminder, practiceDate } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { Actor } from '../account/index.ts';
import { notify } from '../notifications/index.ts';
import {
  type InvoiceRow,
  countInvoices,
  documentsOfCustomer,
  findReminder,
  insertReminder,
  invoiceTotals,
  listInvoices,
  lockInvoice,
  updateInvoice,
} from './invoices.repo.ts';
import { invoicePdf } from './invoice-documents.ts';

type ListedInvoice = Awaited<ReturnType<typeof listInvoices>>[number];

function presentInvoice({ invoice: i, feeRappen, firstName, lastName, email }: ListedInvoice): InvoiceRowDto {
  return {
    id: i.id,
    number: i.number,
    targetType: i.targetType,
    targetId: (i.bookingId ?? i.targetVoucherId)!,
    customer: { id: i.customerId, firstName, lastName, email },
    amountRappen: i.amountRappen,
    feeRappen,
    state: i.state as InvoiceState,
    issuedOn: i.issuedOn,
    dueOn: i.reminderDueOn ?? i.dueOn,
    reminderLevel: i.reminderLevel,
    paidOn: i.paidOn,
    paidRappen: i.state === 'paid' ? (i.paidRappen ?? i.amountRappen) : null,
    creditNoteNumber: i.creditNoteNumber,
    cancelledOn: i.cancelledOn,
  };
}

/**
 * One page of the invoices a query matches (a state or `overdue`, a period of issue, a search),
 * newest first, with how many match and the totals over all invoices.
 */
export async function invoiceList(ctx: AppContext, query: InvoiceListQuery) {
  const today = practiceDate(ctx.now());
  const filter = { ...(query.state === 'overdue' ? { overdueOn: today } : { state: query.state }), period: query.period, search: query.search };
  const [rows, totals] = await Promise.all([listInvoices(ctx.db, filter, query), invoiceTotals(ctx.db, today)]);
  const total = rows[0]?.total ?? (query.offset > 0 ? await countInvoices(ctx.db, filter) : 0);
  return { invoices: rows.map(presentInvoice), total, totals };
}

export async function invoiceRow(ctx: AppContext, id: number): Promise<InvoiceRowDto> {
  const [row] = await listInvoices(ctx.db, { id });
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice.');
  return presentInvoice(row);
}

/** The e-mail an invoice goes out with, prefilled in the customer's language. */
export async function invoiceMailText(ctx: AppContext, id: number, reminderLevel?: number): Promise<InvoiceMail> {
  const [row] = await listInvoices(ctx.db, { id });
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice.');
  const { invoice } = row;
  const reminder = reminderLevel ? await findReminder(ctx.db, id, reminderLevel) : undefined;
  if (reminderLevel && !reminder) throw new AppError('NOT_FOUND', 'No such reminder.');
  const practice = await ctx.settings();
  const language = invoice.language;
  const day = (date: string) => new Intl.DateTimeFormat(`${language}-CH`, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const values = {
    number: invoice.number,
    practiceName: practice.name,
    amount: formatChf(invoice.amountRappen + (reminder?.feeRappen ?? 0), language),
    due: day(reminder?.dueOn ?? invoice.dueOn),
    level: reminderLevel ? serverText('invoice', language, `reminder.ordinals.${reminderLevel}`) : 0,
  };
  const prefix = reminder ? 'reminder.mail' : invoice.targetType === 'voucher' ? 'voucher.mail' : 'mail';
  return {
    ...(reminderLevel ? { reminderLevel } : {}),
    to: row.email,
    subject: serverText('invoice', language, `${prefix}.subject`, values),
    text: serverText('invoice', language, `${prefix}.text`, values),
  };
}

/**
 * The next reminder of an overdue invoice (section 9 "Dunning"): level 1 to 3, the fee of the
 * settings from the third, ten more days; audited. 409 `INVOICE_STATE` when it is paid, cancelled,
 * not overdue or reminded three times.
 */
export async function createReminder(ctx: AppContext, actor: Actor, id: number) {
  const today = practiceDate(ctx.now());
  const practice = await ctx.settings();
  return ctx.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice) throw new AppError('NOT_FOUND', 'No such invoice.');
    const next = nextReminder(
      { state: invoice.state as InvoiceState, dueOn: invoice.reminderDueOn ?? invoice.dueOn, reminderLevel: invoice.reminderLevel },
      today,
      practice.reminderFeeRappen,
    );
    if (typeof next === 'string') throw new AppError('INVOICE_STATE', `No reminder: ${next}.`, [{ path: '/id', message: next }]);
    const reminder = await insertReminder(tx, {
      invoiceId: id,
      level: next.level,
      feeRappen: next.feeRappen,
      issuedOn: today,
      dueOn: next.dueOn,
      createdByUserId: actor.userId,
    });
    await updateInvoice(tx, id, { reminderLevel: next.level, reminderDueOn: next.dueOn });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: invoice.customerId,
      action: 'invoice.reminder',
      detail: { id, number: invoice.number, ...next },
      at: ctx.now(),
    });
    return { level: reminder.level, feeRappen: reminder.feeRappen, issuedOn: reminder.issuedOn, dueOn: reminder.dueOn };
  });
}

/**
 * Changes an invoice's state in a transaction that locks it (audited as `invoice.<action>`); `allowed`
 * lists the states it may come from (409 `INVOICE_STATE` otherwise).
 */
async function changeInvoice(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: string,
  allowed: readonly InvoiceState[],
  change: (invoice: InvoiceRow, tx: Executor) => Promise<Partial<Pick<InvoiceRow, 'state' | 'sentAt' | 'paidOn'>>>,
): Promise<InvoiceRowDto> {
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice) throw new AppError('NOT_FOUND', 'No such invoice.');
    if (!allowed.includes(invoice.state as InvoiceState)) throw new AppError('INVOICE_STATE', `A ${invoice.state} invoice cannot be ${action}.`);
    const next = await change(invoice, tx);
    await updateInvoice(tx, id, next);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: invoice.customerId,
      action: `invoice.${action}`,
      detail: { id, number: invoice.number, old: { state: invoice.state, paidOn: invoice.paidOn }, new: next },
      at: ctx.now(),
    });
  });
  return invoiceRow(ctx, id);
}

/** Sends an invoice by e-mail with its PDF; an open one becomes sent. */
export async function sendInvoice(ctx: AppContext, actor: Actor, id: number, mail: InvoiceMail): Promise<{ mailId: number; invoice: InvoiceRowDto }> {
  const [row] = await listInvoices(ctx.db, { id });
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice.');
  const reminder = mail.reminderLevel ? await findReminder(ctx.db, id, mail.reminderLevel) : undefined;
  if (mail.reminderLevel && !reminder) throw new AppError('NOT_FOUND', 'No such reminder.');
  const document = await invoicePdf(ctx, row.invoice, reminder);
  let mailId = 0;
  const invoice = await changeInvoice(ctx, actor, id, 'send', ['open', 'sent'], async (current, tx) => {
    mailId = await notify(ctx, tx, {
      kind: 'invoiceDocument',
      to: { email: mail.to, language: current.language, firstName: row.firstName, lastName: row.lastName },
      subject: mail.subject,
      text: mail.text,
      document: { fileName: document.fileName, pdf: document.pdf },
    });
    return { state: 'sent', sentAt: current.sentAt ?? ctx.now() };
  });
  ctx.notifyMail();
  return { mailId, invoice };
}

/** Marks an invoice as sent by post. */
export const markInvoiceSent = (ctx: AppContext, actor: Actor, id: number) =>
  changeInvoice(ctx, actor, id, 'mark-sent', ['open', 'sent'], async (current) => ({ state: 'sent', sentAt: current.sentAt ?? ctx.now() }));

/** The customer's own invoices and receipts. */
export async function ownDocuments(ctx: AppContext, customerId: number) {
  const documents = await documentsOfCustomer(ctx.db, customerId);
  return {
    invoices: documents.invoices.map((i) => ({
      id: i.id,
      number: i.number,
      bookingId: i.bookingId,
      amountRappen: i.amountRappen,
      state: i.state as InvoiceState,
      dueOn: i.reminderDueOn ?? i.dueOn,
    })),
    receipts: documents.receipts.map((r) => ({ id: r.id, number: r.number, bookingIds: r.bookingIds, issuedOn: r.issuedOn })),
  };
}
