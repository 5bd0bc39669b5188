import { billingDataComplete, qrReferenceOf, scorReferenceOf, type PracticeSettings } from '@praxis/domain';
import { AppError } from '../../lib/app-error.ts';
import type { InvoiceLine, InvoicePdfInput } from './invoice-pdf.ts';

/** The practice as an invoice's letterhead and QR part print it. */
export type InvoiceIssuer = Pick<PracticeSettings, 'name' | 'street' | 'postalCode' | 'city' | 'phone' | 'email' | 'uid' | 'vatExempt' | 'creditor'>;

/**
 * Everything an invoice prints besides its own columns (number, days, amount, reference, language),
 * as it was on the day of issue. Its PDF, reminders and credit note are rendered from this alone,
 * so a later change of settings, profile or catalogue never changes or breaks them.
 */
export interface InvoiceSnapshot {
  issuer: InvoiceIssuer;
  /** The QR-IBAN with a QR reference, the IBAN with a creditor reference. */
  account: string;
  debtor: InvoicePdfInput['customer'];
  lines: InvoiceLine[];
  /** Paid directly (card, cash, Twint, voucher) before the invoice. */
  paidRappen: number;
}

export const issuerOf = (practice: PracticeSettings): InvoiceIssuer => ({
  name: practice.name,
  street: practice.street,
  postalCode: practice.postalCode,
  city: practice.city,
  phone: practice.phone,
  email: practice.email,
  uid: practice.uid,
  vatExempt: practice.vatExempt,
  creditor: { ...practice.creditor },
});

/** The account a new invoice names: the QR-IBAN (with a QR reference) or the IBAN (with a creditor reference). */
export function billingAccount(practice: PracticeSettings): { account: string; reference: (number: string) => string } {
  if (!billingDataComplete(practice)) throw new AppError('BILLING_DATA_MISSING', 'The practice settings lack the practice data, an IBAN or its holder.');
  if (practice.qrIban) return { account: practice.qrIban, reference: qrReferenceOf };
  if (practice.iban) return { account: practice.iban, reference: (number) => scorReferenceOf(number.replace(/\D/g, '')) };
  throw new AppError('BILLING_DATA_MISSING', 'The practice settings name no IBAN for invoices.');
}

/**
 * The account that fits an invoice issued before snapshots were kept: a QR reference needs the
 * QR-IBAN, a creditor reference the IBAN, whichever the settings name today.
 */
export function accountForReference(practice: PracticeSettings, reference: string | null): string {
  const qr = reference !== null && !reference.startsWith('RF');
  const account = qr ? (practice.qrIban ?? practice.iban) : (practice.iban ?? practice.qrIban);
  if (!account) throw new AppError('BILLING_DATA_MISSING', 'The practice settings name no IBAN for invoices.');
  return account;
}
