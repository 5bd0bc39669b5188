import {
  dueDateOf,
  formatInvoiceNumber,
  hasInvoiceAddress,
  practiceDate,
  qrReferenceOf,
  scorReferenceOf,
  type InvoiceState,
  type PracticeSettings,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { PaymentEvent } from '../../core/app-events.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  bookingInvoiceFacts,
  cancelInvoiceOfPayment,
  currentInvoiceOfBooking,
  findInvoice,
  insertInvoice,
  listInvoices,
  nextInvoiceSequence,
  type InvoiceRow,
} from './invoices.repo.ts';

const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'postalCode', 'city'] as const;

/** The account the QR-bill names: the QR-IBAN (with a QR reference) or the IBAN (with a creditor reference). */
function billingAccount(practice: PracticeSettings): { account: string; reference: (number: string) => string } {
  if (practice.qrIban) return { account: practice.qrIban, reference: qrReferenceOf };
  if (practice.iban) return { account: practice.iban, reference: (number) => scorReferenceOf(number.replace(/\D/g, '')) };
  throw new AppError('BILLING_DATA_MISSING', 'The practice settings name no IBAN for invoices.');
}

/**
 * An invoice-creation payment (type 5) on a booking makes its invoice, in the payment's
 * transaction: the customer's invoice address must be complete (409 `INVOICE_ADDRESS_INCOMPLETE`
 * naming the missing fields), the number is the year's next (gapless), the reference follows the
 * account, and the due day the payment term of the settings.
 */
export async function invoiceForPayment(ctx: AppContext, tx: Executor, payment: PaymentEvent, actorUserId: number | null): Promise<InvoiceRow | undefined> {
  if (payment.typeId !== 5 || payment.bookingId === null) return undefined;
  const facts = await bookingInvoiceFacts(tx, payment.bookingId);
  if (!facts) throw new AppError('NOT_FOUND', 'No such booking.');
  const address = { ...facts.customer, city: facts.customer.location };
  if (!hasInvoiceAddress(address)) {
    const missing = ADDRESS_FIELDS.filter((field) => !(address[field] ?? '').trim());
    throw new AppError(
      'INVOICE_ADDRESS_INCOMPLETE',
      `The customer's invoice address lacks: ${missing.join(', ')}.`,
      missing.map((field) => ({ path: `/customer/${field}`, message: 'required' })),
    );
  }
  const practice = await ctx.settings(tx);
  const { reference } = billingAccount(practice);
  const issuedOn = practiceDate(ctx.now());
  const year = Number(issuedOn.slice(0, 4));
  const number = formatInvoiceNumber(year, await nextInvoiceSequence(tx, year));
  return insertInvoice(tx, {
    number,
    year,
    targetType: 'booking',
    bookingId: payment.bookingId,
    paymentId: payment.id,
    customerId: facts.customer.id,
    amountRappen: payment.amountRappen,
    issuedOn,
    dueOn: dueDateOf(issuedOn, practice.paymentTermDays),
    state: 'open',
    reference: reference(number),
    language: facts.customer.language,
    createdByUserId: actorUserId,
  });
}

export const cancelInvoiceForPayment = (tx: Executor, payment: PaymentEvent) => (payment.typeId === 5 ? cancelInvoiceOfPayment(tx, payment.id) : undefined);

/** The PDF of an invoice with its file name ("Rechnung-2027-0001-Anna-Meier.pdf"). */
export async function invoicePdf(ctx: AppContext, invoice: InvoiceRow): Promise<{ pdf: Buffer; fileName: string }> {
  if (invoice.bookingId === null) throw new AppError('NOT_FOUND', 'No such invoice.');
  const facts = await bookingInvoiceFacts(ctx.db, invoice.bookingId);
  if (!facts) throw new AppError('NOT_FOUND', 'No such booking.');
  const practice = await ctx.settings();
  const { account } = billingAccount(practice);
  const { booking, customer } = facts;
  const language = invoice.language;
  const paid = facts.cashPaid;
  const pdf = await renderInvoicePdf({
    language,
    practice,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      street: customer.street ?? '',
      postalCode: customer.postalCode ?? '',
      city: customer.location ?? '',
      countryCode: customer.countryCode ?? 'CH',
    },
    lines: [
      {
        date: practiceDate(booking.startsAt),
        therapy: serverText('therapies', language, `items.${facts.labelKey}.name`),
        durationMinutes: booking.durationMinutes,
        therapist: [facts.therapistFirst, facts.therapistLast].filter(Boolean).join(' '),
        therapistZsr: facts.therapistZsr,
        priceRappen: booking.priceRappen,
      },
    ],
    paidRappen: paid,
    amountRappen: invoice.amountRappen,
    reference: invoice.reference,
    account,
    cancelled: invoice.state === 'cancelled',
  });
  const name = [customer.firstName, customer.lastName]
    .filter(Boolean)
    .join('-')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}-]+/gu, '-');
  return { pdf, fileName: `${serverText('invoice', language, 'fileName')}-${invoice.number}${name ? `-${name}` : ''}.pdf` };
}

export async function invoicePdfById(ctx: AppContext, id: number) {
  const invoice = await findInvoice(ctx.db, id);
  if (!invoice) throw new AppError('NOT_FOUND', 'No such invoice.');
  return invoicePdf(ctx, invoice);
}

export async function bookingInvoicePdf(ctx: AppContext, bookingId: number) {
  const invoice = await currentInvoiceOfBooking(ctx.db, bookingId);
  if (!invoice) throw new AppError('NOT_FOUND', 'This booking has no invoice.');
  return invoicePdf(ctx, invoice);
}

export async function invoiceList(ctx: AppContext, state?: string) {
  const rows = await listInvoices(ctx.db, state);
  return {
    invoices: rows.map(({ invoice: i, firstName, lastName, email }) => ({
      id: i.id,
      number: i.number,
      targetType: i.targetType,
      targetId: (i.bookingId ?? i.targetVoucherId)!,
      customer: { id: i.customerId, firstName, lastName, email },
      amountRappen: i.amountRappen,
      state: i.state as InvoiceState,
      issuedOn: i.issuedOn,
      dueOn: i.dueOn,
      reminderLevel: i.reminderLevel,
      paidOn: i.paidOn,
    })),
  };
}
