import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import {
  type bookingCounters,
  type cashCounters,
  type creditNoteCounters,
  type invoiceCounters,
  type receiptCounters,
  type voucherCounters,
} from './schema/index.ts';

/**
 * The next number of `year` from a yearly counter table (invoices, credit notes, receipts, vouchers, cash entries, bookings): the row stays locked
 * until the transaction ends, so concurrent documents take turns, and a document whose
 * transaction fails takes its number back (gapless, unlike `max()+1` or a sequence).
 */
export async function nextYearlySequence(
  tx: Executor,
  counters: typeof invoiceCounters | typeof receiptCounters | typeof creditNoteCounters | typeof voucherCounters | typeof cashCounters | typeof bookingCounters,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: counters.year, set: { last: sql`${counters.last} + 1` } })
    .returning({ last: counters.last });
  return row!.last;
}
