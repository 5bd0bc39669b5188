import {
  bookingNumberOf,
  dueDateOf,
  formatChf,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  hasInvoiceAddress,
  nextReminder,
  practiceDate,
  qrAddressOverflow,
  type InvoiceListQuery,
  type InvoiceMail,
  type InvoiceRowDto,
  type InvoiceState,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { Actor } from '../account/index.ts';
import { assertMonthsOpen } from '../cash/index.ts';
import type { PaymentEvent } from '../payments/index.ts';
import { notify } from '../notifications/index.ts';
import { lockUserRow } from '../users/index.ts';
import { renderInvoicePdf, type InvoiceLine } from './invoice-pdf.ts';
import { accountForReference, billingAccount, issuerOf, type InvoiceSnapshot } from './invoice-snapshot.ts';
import { fileNamePart } from '../../lib/send-pdf.ts';
import {
  bookingInvoiceFacts,
  countInvoices,
  currentInvoiceOfBooking,
  documentsOfCustomer,
  findInvoice,
  findReminder,
  insertInvoice,
  insertReminder,
  invoiceTotals,
  listInvoices,
  lockInvoice,
  lockInvoiceOfPayment,
  lockInvoiceOfVoucher,
  countOpenVoucherInvoices,
  lockVoucherRow,
  nextCreditNoteSequence,
  nextInvoiceSequence,
  invoicesWithoutSnapshot,
  reminderFeeOf,
  updateInvoice,
  voucherInvoiceFacts,
  type InvoiceRow,
} from './invoices.repo.ts';

const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'postalCode', 'city'] as const;

type Customer = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  location: string | null;
  countryCode: string | null;
  language: string;
};

/** What an invoice prints of its target: the customer, the lines and what was paid besides. */
interface InvoiceContent {
  customer: Customer;
  lines: InvoiceLine[];
  paidRappen: number;
}

/**
 * An invoice in `tx`: the customer's invoice address must be complete (409
 * `INVOICE_ADDRESS_INCOMPLETE` naming the missing fields) and fit the QR-bill (409
 * `INVOICE_ADDRESS_INVALID` naming the long ones), both before a number is taken; the number is the year's next
 * (gapless), the reference follows the account, and the due day the payment term of the settings.
 * It keeps what it prints as its snapshot.
 */
async function createInvoice(
  ctx: AppContext,
  tx: Executor,
  target: { targetType: 'booking'; bookingId: number; paymentId: number } | { targetType: 'voucher'; targetVoucherId: number },
  content: InvoiceContent,
  amountRappen: number,
  actorUserId: number | null,
): Promise<InvoiceRow> {
  const { customer } = content;
  const address = { ...customer, city: customer.location };
  if (!hasInvoiceAddress(address)) {
    const missing = ADDRESS_FIELDS.filter((field) => !(address[field] ?? '').trim());
    throw new AppError(
      'INVOICE_ADDRESS_INCOMPLETE',
      `The customer's invoice address lacks: ${missing.join(', ')}.`,
      missing.map((field) => ({ path: `/customer/${field}`, message: 'required' })),
    );
  }
  const overflow = qrAddressOverflow(address);
  if (overflow.length > 0)
    throw new AppError(
      'INVOICE_ADDRESS_INVALID',
      `The customer's invoice address is too long for a QR-bill in: ${overflow.join(', ')}.`,
      overflow.map((field) => ({ path: `/customer/${field}`, message: 'tooLongForInvoice' })),
    );
  const practice = await ctx.settings(tx);
  const { account, reference } = billingAccount(practice);
  const issuedOn = practiceDate(ctx.now());
  const year = Number(issuedOn.slice(0, 4));
  const number = formatInvoiceNumber(year, await nextInvoiceSequence(tx, year));
  const snapshot: InvoiceSnapshot = { issuer: issuerOf(practice), account, debtor: debtorOf(customer), lines: content.lines, paidRappen: content.paidRappen };
  return insertInvoice(tx, {
    number,
    year,
    ...target,
    customerId: customer.id,
    amountRappen,
    issuedOn,
    dueOn: dueDateOf(issuedOn, practice.paymentTermDays),
    state: 'open',
    reference: reference(number),
    language: customer.language,
    snapshot,
    createdByUserId: actorUserId,
  });
}

const debtorOf = (customer: Customer): InvoiceSnapshot['debtor'] => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  street: customer.street ?? '',
  houseNumber: customer.houseNumber ?? '',
  postalCode: customer.postalCode ?? '',
  city: customer.location ?? '',
  countryCode: customer.countryCode ?? 'CH',
});

/** A booking's treatment line, in `language`, from the booking as it is now. */
async function bookingContent(db: Executor, bookingId: number, language: string | null): Promise<InvoiceContent> {
  const facts = await bookingInvoiceFacts(db, bookingId);
  if (!facts) throw new AppError('NOT_FOUND', 'No such booking.');
  const { booking } = facts;
  const lines: InvoiceLine[] = [
    {
      date: practiceDate(booking.startsAt),
      therapy: serverText('therapies', language ?? facts.customer.language, `items.${facts.labelKey}.name`),
      durationMinutes: booking.durationMinutes,
      therapist: [facts.therapistFirst, facts.therapistLast].filter(Boolean).join(' '),
      therapistZsr: facts.therapistZsr,
      priceRappen: booking.priceRappen,
      bookingNumber: bookingNumberOf(booking),
    },
  ];
  return { customer: facts.customer, lines, paidRappen: facts.cashPaid };
}

/** A voucher's line (its value), in `language`. */
async function voucherContent(db: Executor, voucherId: number, language: string | null): Promise<InvoiceContent> {
  const facts = await voucherInvoiceFacts(db, voucherId);
  if (!facts) throw new AppError('NOT_FOUND', 'No such voucher.');
  const lines: InvoiceLine[] = [
    {
      date: facts.voucher.requestedOn,
      therapy: serverText('invoice', language ?? facts.buyer.language, 'voucher.line', { number: facts.voucher.number }),
      durationMinutes: null,
      therapist: '',
      therapistZsr: null,
      priceRappen: facts.voucher.initialRappen,
    },
  ];
  return { customer: facts.buyer, lines, paidRappen: 0 };
}

/** An invoice-creation payment (type 5) on a booking makes its invoice, in the payment's transaction. */
export async function invoiceForPayment(ctx: AppContext, tx: Executor, payment: PaymentEvent, actorUserId: number | null): Promise<InvoiceRow | undefined> {
  if (payment.typeId !== 5 || payment.bookingId === null) return undefined;
  const content = await bookingContent(tx, payment.bookingId, null);
  return createInvoice(ctx, tx, { targetType: 'booking', bookingId: payment.bookingId, paymentId: payment.id }, content, payment.amountRappen, actorUserId);
}

/** How many voucher invoices a customer may have open (or sent) at once when they ask for one themselves. */
export const MAX_OPEN_VOUCHER_INVOICES = 2;

/**
 * Before a customer's own voucher request by invoice takes any number, in its transaction: the
 * customer's row is locked (so of concurrent requests one counts after the other) and a third open
 * voucher invoice is refused (409 `VOUCHER_INVOICES_OPEN`; the transaction makes nothing). Staff
 * requesting for a customer are not held to it: theirs is a decision already.
 */
export async function guardVoucherInvoices(tx: Executor, customerId: number): Promise<void> {
  // The customer's row first: of concurrent requests one counts after the other.
  await lockUserRow(tx, customerId, 'no key update');
  const open = await countOpenVoucherInvoices(tx, customerId);
  if (open >= MAX_OPEN_VOUCHER_INVOICES)
    throw new AppError('VOUCHER_INVOICES_OPEN', `The customer has ${open} voucher invoices open; at most ${MAX_OPEN_VOUCHER_INVOICES} at once.`);
}

/** A voucher's invoice in advance (section 9 "Voucher by invoice"), in the request's transaction; its buyer's address must be complete. */
export async function invoiceForVoucher(ctx: AppContext, tx: Executor, voucherId: number, actorUserId: number): Promise<{ id: number; number: string }> {
  const content = await voucherContent(tx, voucherId, null);
  const amountRappen = content.lines[0]!.priceRappen;
  const invoice = await createInvoice(ctx, tx, { targetType: 'voucher', targetVoucherId: voucherId }, content, amountRappen, actorUserId);
  return { id: invoice.id, number: invoice.number };
}

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

export async function reminderPdf(ctx: AppContext, id: number, level: number) {
  const invoice = await findInvoice(ctx.db, id);
  const reminder = invoice ? await findReminder(ctx.db, id, level) : undefined;
  if (!invoice || !reminder) throw new AppError('NOT_FOUND', 'No such reminder.');
  return invoicePdf(ctx, invoice, reminder);
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

/**
 * Marks an invoice paid in `tx` on the day its money arrived (within `checkPaidOn`'s window): a
 * booking's invoice came from its invoice-creation payment, so that records no second payment; for
 * a voucher's invoice the money commands then record the voucher's invoice payment (type 7). The
 * voucher is locked before its invoice: the order a payment on the voucher takes them.
 */
export async function payInvoice(ctx: AppContext, tx: Executor, actorUserId: number, id: number, paidOn: string): Promise<InvoiceRow> {
  const seen = await findInvoice(tx, id);
  if (!seen) throw new AppError('NOT_FOUND', 'No such invoice.');
  if (seen.targetVoucherId !== null) await lockVoucherRow(tx, seen.targetVoucherId);
  const invoice = (await lockInvoice(tx, id))!;
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

/** One's own invoice as PDF (someone else's: 404, as if it did not exist). */
export async function ownInvoicePdf(ctx: AppContext, customerId: number, id: number) {
  const invoice = await findInvoice(ctx.db, id);
  if (!invoice || invoice.customerId !== customerId) throw new AppError('NOT_FOUND', 'No such invoice.');
  return invoicePdf(ctx, invoice);
}
