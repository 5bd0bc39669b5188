// Making invoices: from an invoice-creation payment on a booking, or in advance for a voucher; the customer's address checked before a number is taken.
import { bookingNumberOf, dueDateOf, formatInvoiceNumber, missingInvoiceAddress, practiceDate, qrAddressOverflow } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { PaymentEvent } from '../payments/index.ts';
import { lockUserRow } from '../users/index.ts';
import type { InvoiceLine } from './invoice-pdf.ts';
import { type InvoiceSnapshot, billingAccount, issuerOf } from './invoice-snapshot.ts';
import { type InvoiceRow, bookingInvoiceFacts, countOpenVoucherInvoices, insertInvoice, nextInvoiceSequence, voucherInvoiceFacts } from './invoices.repo.ts';

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
  const missing = missingInvoiceAddress(address);
  if (missing.length > 0) {
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

export const debtorOf = (customer: Customer): InvoiceSnapshot['debtor'] => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  street: customer.street ?? '',
  houseNumber: customer.houseNumber ?? '',
  postalCode: customer.postalCode ?? '',
  city: customer.location ?? '',
  countryCode: customer.countryCode ?? 'CH',
});

/** A booking's treatment line, in `language`, from the booking as it is now. */
export async function bookingContent(db: Executor, bookingId: number, language: string | null): Promise<InvoiceContent> {
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
export async function voucherContent(db: Executor, voucherId: number, language: string | null): Promise<InvoiceContent> {
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
