import { PAYMENT_TYPE_IDS } from '../payments/payments.ts';
import { bookingAccounts, type CashAccounts, type CashType } from './cash-book.ts';

/** One double-entry record: on `date`, `amountRappen` (positive) debited to `debit` and credited to `credit`. */
export interface JournalEntry {
  date: string;
  /** The document's number as printed (cash entry, invoice, credit note); empty for a payment without one. */
  doc: string;
  description: string;
  debit: string;
  credit: string;
  amountRappen: number;
}

/** A cash-book line of the range, as the cash book lists it. */
export interface JournalCashLine {
  date: string;
  number: string;
  subject: string;
  type: CashType;
  debitRappen: number;
  creditRappen: number;
}

/** A payment of the range that does not pass the till: card, TWINT, voucher redemption. */
export interface JournalPayment {
  date: string;
  typeId: number;
  target: 'booking' | 'voucher';
  /** The booking's number (or `#id` without one) for a booking, the voucher's number for a voucher. */
  targetLabel: string;
  /** The redeemed voucher's number (type 4). */
  voucherNumber: string | null;
  amountRappen: number;
}

/** An invoice issued, cancelled or paid in the range (or before it, for the days that lie in it). */
export interface JournalInvoice {
  number: string;
  target: 'booking' | 'voucher';
  targetLabel: string;
  amountRappen: number;
  issuedOn: string;
  /** The credit note that cancelled it and its day. */
  creditNoteNumber: string | null;
  cancelledOn: string | null;
  /** The day the money arrived and what arrived (the amount with a reminder fee); null unless paid. */
  paidOn: string | null;
  paidRappen: number | null;
}

/** The texts a description is made of, in the export's language. */
export type JournalTextKey =
  | 'cardPayment'
  | 'twintPayment'
  | 'voucherRedemption'
  | 'voucherSaleCard'
  | 'voucherSaleTwint'
  | 'invoiceIssued'
  | 'voucherInvoiceIssued'
  | 'creditNote'
  | 'invoicePaid'
  | 'reminderFee';
export type JournalText = (key: JournalTextKey, values: Record<string, string>) => string;

/**
 * The practice's bookkeeping of the days [from, to] as double-entry records, with the accounts of
 * the settings. The cash book's lines as its CSV books them (the till against revenue, expenses,
 * bank or vouchers); card and TWINT payments of bookings on their day (their account against
 * revenue), of vouchers (against the voucher liability); voucher redemptions (the liability
 * against revenue); invoices on their issue day (receivables against revenue, or the voucher
 * liability for a voucher's), a credit note on its day (the reverse), and on the day the money
 * arrived (the bank against receivables, a reminder fee as revenue). Cash payments are in the cash
 * book already, an invoice-creation payment is its invoice and a voucher's invoice payment its
 * invoice's payment, so none of them books twice; a voucher paid with another voucher moves
 * nothing between accounts and books nothing. Sorted by day, documents before payments.
 */
export function accountingJournal(
  facts: { cash: readonly JournalCashLine[]; payments: readonly JournalPayment[]; invoices: readonly JournalInvoice[] },
  accounts: CashAccounts,
  range: { from: string; to: string },
  text: JournalText,
): JournalEntry[] {
  const within = (date: string | null): date is string => date !== null && date >= range.from && date <= range.to;
  const entries: JournalEntry[] = [];
  for (const line of facts.cash) {
    const direction = line.debitRappen > 0 ? 'debit' : 'credit';
    const { debit, credit } = bookingAccounts(line.type, direction, accounts);
    entries.push({ date: line.date, doc: line.number, description: line.subject, debit, credit, amountRappen: line.debitRappen || line.creditRappen });
  }
  for (const invoice of facts.invoices) {
    const earning = invoice.target === 'booking' ? accounts.revenue : accounts.voucherLiability;
    const values = { number: invoice.number, target: invoice.targetLabel };
    if (within(invoice.issuedOn))
      entries.push({
        date: invoice.issuedOn,
        doc: invoice.number,
        description: text(invoice.target === 'booking' ? 'invoiceIssued' : 'voucherInvoiceIssued', values),
        debit: accounts.receivables,
        credit: earning,
        amountRappen: invoice.amountRappen,
      });
    if (within(invoice.cancelledOn) && invoice.creditNoteNumber !== null)
      entries.push({
        date: invoice.cancelledOn,
        doc: invoice.creditNoteNumber,
        description: text('creditNote', { ...values, creditNote: invoice.creditNoteNumber }),
        debit: earning,
        credit: accounts.receivables,
        amountRappen: invoice.amountRappen,
      });
    if (within(invoice.paidOn)) {
      const received = invoice.paidRappen ?? invoice.amountRappen;
      entries.push({
        date: invoice.paidOn,
        doc: invoice.number,
        description: text('invoicePaid', values),
        debit: accounts.bank,
        credit: accounts.receivables,
        amountRappen: Math.min(received, invoice.amountRappen),
      });
      if (received > invoice.amountRappen)
        entries.push({
          date: invoice.paidOn,
          doc: invoice.number,
          description: text('reminderFee', values),
          debit: accounts.bank,
          credit: accounts.revenue,
          amountRappen: received - invoice.amountRappen,
        });
    }
  }
  for (const payment of facts.payments) {
    if (!within(payment.date)) continue;
    const values = { target: payment.targetLabel, voucher: payment.voucherNumber ?? '' };
    const record = (key: JournalTextKey, debit: string, credit: string) =>
      entries.push({ date: payment.date, doc: '', description: text(key, values), debit, credit, amountRappen: payment.amountRappen });
    const forBooking = payment.target === 'booking';
    if (payment.typeId === PAYMENT_TYPE_IDS.card)
      record(forBooking ? 'cardPayment' : 'voucherSaleCard', accounts.card, forBooking ? accounts.revenue : accounts.voucherLiability);
    else if (payment.typeId === PAYMENT_TYPE_IDS.twint)
      record(forBooking ? 'twintPayment' : 'voucherSaleTwint', accounts.twint, forBooking ? accounts.revenue : accounts.voucherLiability);
    else if (payment.typeId === PAYMENT_TYPE_IDS.voucherRedemption && forBooking) record('voucherRedemption', accounts.voucherLiability, accounts.revenue);
  }
  // Stable: within a day the cash book's lines keep their order, then invoices, then payments.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.date.localeCompare(b.entry.date) || a.index - b.index)
    .map(({ entry }) => entry);
}
