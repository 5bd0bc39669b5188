import { addDays, dueDateOf, formatInvoiceNumber, practiceDate, qrReferenceOf, REMINDER_TERM_DAYS } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { invoiceCounters, invoiceReminders, invoices, payments } from '../db/schema/index.ts';
import { nextYearlySequence } from '../db/yearly-counter.repo.ts';
import { readPracticeSettings } from '../modules/settings/settings.repo.ts';
import { insertDemoBooking, workdayBefore } from './demo-schedule.seed.ts';

/**
 * A treatment billed by invoice two months ago, sent, unpaid and reminded twice; the second
 * reminder's due day passed five days ago, so the third (with the fee) is due now. Numbered from
 * the year's counter like any invoice; only when the practice bills with a QR-IBAN and the customer
 * has no invoice yet.
 */
export async function seedDemoOverdueInvoice(db: Executor, ids: { lea: number; customer: number }, now: Date): Promise<void> {
  const practice = await readPracticeSettings(db);
  if (!practice.qrIban) return;
  if ((await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.customerId, ids.customer)).limit(1)).length > 0) return;
  const today = practiceDate(now);
  // Backwards from today: the second reminder due 5 days ago, each reminder made 2 days after the day before it passed.
  const secondDue = addDays(today, -5);
  const secondIssued = addDays(secondDue, -REMINDER_TERM_DAYS);
  const firstDue = addDays(secondIssued, -2);
  const firstIssued = addDays(firstDue, -REMINDER_TERM_DAYS);
  const dueOn = addDays(firstIssued, -2);
  const issuedOn = addDays(dueOn, -practice.paymentTermDays);
  const treated = workdayBefore(issuedOn, 1);
  const booking = await insertDemoBooking(db, ids.lea, ids.customer, treated, 17 * 60, 1);
  if (!booking) return;
  const [payment] = await db
    .insert(payments)
    .values({
      targetType: 'booking',
      bookingId: booking.id,
      amountRappen: booking.priceRappen,
      typeId: 5,
      paidOn: issuedOn,
      payerId: ids.customer,
      therapistId: ids.lea,
      serviceDate: treated,
    })
    .returning({ id: payments.id });
  const year = Number(issuedOn.slice(0, 4));
  const number = formatInvoiceNumber(year, await nextYearlySequence(db, invoiceCounters, year));
  const [invoice] = await db
    .insert(invoices)
    .values({
      number,
      year,
      targetType: 'booking',
      bookingId: booking.id,
      paymentId: payment!.id,
      customerId: ids.customer,
      amountRappen: booking.priceRappen,
      issuedOn,
      dueOn: dueDateOf(issuedOn, practice.paymentTermDays),
      state: 'sent',
      sentAt: new Date(`${issuedOn}T09:00:00Z`),
      reminderLevel: 2,
      reminderDueOn: secondDue,
      reference: qrReferenceOf(number),
      language: 'fr',
    })
    .returning({ id: invoices.id });
  await db.insert(invoiceReminders).values([
    { invoiceId: invoice!.id, level: 1, feeRappen: 0, issuedOn: firstIssued, dueOn: firstDue },
    { invoiceId: invoice!.id, level: 2, feeRappen: 0, issuedOn: secondIssued, dueOn: secondDue },
  ]);
}
