import { addDays } from '../schedule/zoned-day.ts';

/** An invoice's life: open → sent (by e-mail or post) → paid; or cancelled by a credit note. */
export const INVOICE_STATES = ['open', 'sent', 'paid', 'cancelled'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The highest reminder level; from the third on, the processing fee of the settings is added (section 9). */
export const MAX_REMINDER_LEVEL = 3;
export const FEE_FROM_LEVEL = 3;

/** "2027-0042": the year and the yearly sequence, four digits at least. */
export const formatInvoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, '0')}`;

/**
 * "G-2027-0042": a credit note's number, the year and its own yearly sequence, with a letter so it
 * is never taken for an invoice's number (credit notes issued before kept theirs, "2027-0003").
 */
export const formatCreditNoteNumber = (year: number, sequence: number) => `G-${formatInvoiceNumber(year, sequence)}`;

/** The due day: the issue day plus the payment term. */
export const dueDateOf = (issuedOn: string, paymentTermDays: number) => addDays(issuedOn, paymentTermDays);

/** The fee a reminder adds: the settings' fee from level 3, none before. */
export const reminderFee = (level: number, feeRappen: number) => (level >= FEE_FROM_LEVEL ? feeRappen : 0);

/** An invoice not yet paid (nor cancelled) whose due day has passed. */
export const isOverdue = (invoice: { state: InvoiceState; dueOn: string }, today: string) =>
  (invoice.state === 'open' || invoice.state === 'sent') && invoice.dueOn < today;

/** The QR-bill's own texts exist in German, French, Italian and English; Russian and Spanish customers get English there. */
export const qrBillLanguage = (language: string): 'DE' | 'FR' | 'IT' | 'EN' =>
  language === 'de' ? 'DE' : language === 'fr' ? 'FR' : language === 'it' ? 'IT' : 'EN';

/** Tarif 590 counts treatment time in units of 5 minutes. */
export const tariffUnits = (durationMinutes: number) => Math.ceil(durationMinutes / 5);

/** Days a reminder gives to pay. */
export const REMINDER_TERM_DAYS = 10;

/**
 * The next reminder of an invoice on `today`: its level, fee and new due day; or why there is none
 * (`notOpen`: paid or cancelled; `notOverdue`: the current due day has not passed; `maxLevel`: the
 * third was sent).
 */
export function nextReminder(
  invoice: { state: InvoiceState; dueOn: string; reminderLevel: number },
  today: string,
  feeRappen: number,
): { level: number; feeRappen: number; dueOn: string } | 'notOpen' | 'notOverdue' | 'maxLevel' {
  if (invoice.state !== 'open' && invoice.state !== 'sent') return 'notOpen';
  if (invoice.reminderLevel >= MAX_REMINDER_LEVEL) return 'maxLevel';
  if (!(invoice.dueOn < today)) return 'notOverdue';
  const level = invoice.reminderLevel + 1;
  return { level, feeRappen: reminderFee(level, feeRappen), dueOn: addDays(today, REMINDER_TERM_DAYS) };
}
