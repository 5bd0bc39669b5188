import type { Sex } from '@praxis/domain';

/** The practice as a receipt's biller: name, address, ZSR and the canton it treats in. */
export interface ReceiptBiller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  zsr: string | null;
  canton: string | null;
}

/** The patient block: in Latin script (transliterated as the QR-bill's), with what Tarif 590 asks of a patient. */
export interface ReceiptPatient {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  birthday: string;
  sex: Sex | null;
  insuredNumber: string | null;
  insurer: string | null;
}

/** A provider as each line names them: the therapist, at the practice's address, with ZSR and EMR. */
export interface ReceiptProvider {
  name: string;
  address: string;
  zsr: string;
  emr: string;
}

export interface ReceiptLine {
  /** The treatment day (practice zone). */
  date: string;
  /** The Tarif 590 method code. */
  position: string;
  description: string;
  units: number;
  unitPrice: string;
  /** What was paid for it (never more than its price). */
  amountRappen: number;
  provider: ReceiptProvider;
}

/** A payment the receipt rests on: its type, amount and day; an invoice's or voucher's number. */
export interface ReceiptPaymentLine {
  typeId: number;
  amountRappen: number;
  date: string;
  reference: string | null;
}

/**
 * Everything a receipt prints besides its own columns (number, day, language, reason, total), as
 * it was on the day of issue. Its PDF (and every copy's) is rendered from this alone, so a later
 * change of settings, profile or catalogue never changes it.
 */
export interface ReceiptSnapshot {
  biller: ReceiptBiller;
  patient: ReceiptPatient;
  lines: ReceiptLine[];
  payments: ReceiptPaymentLine[];
  /** The first and last treatment day. */
  period: { from: string; to: string };
}
