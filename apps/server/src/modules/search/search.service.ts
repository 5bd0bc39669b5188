import { bookingNumberOf, LIMITS, staffSearchKinds, voucherState, type InvoiceState, type RoleName, type StaffSearchResult } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { findBookings, findCustomers, findInvoices, findReceipts, findVouchers } from './search.repo.ts';
import { searchTerms } from './search-terms.ts';

/** A kind not searched: the roles may not list it, or the text cannot be one of its numbers. */
const NONE: Promise<never[]> = Promise.resolve([]);

/**
 * The staff's global search for `q` (trimmed, 2 to 100 characters): at most
 * `LIMITS.staffSearchHits` of each kind the active roles may list (`staffSearchKinds`), the others
 * not even asked for. Customers by part of the name, the e-mail or the phone number; bookings,
 * invoices, receipts and vouchers by their number, in full or its start; vouchers by their code too.
 */
export async function staffSearch(ctx: AppContext, roles: readonly RoleName[], q: string): Promise<StaffSearchResult> {
  const kinds = staffSearchKinds(roles);
  const may = (kind: (typeof kinds)[number]) => kinds.includes(kind);
  const terms = searchTerms(q);
  const limit = LIMITS.staffSearchHits;
  const { db } = ctx;
  const [customers, bookings, invoices, receipts, vouchers] = await Promise.all([
    may('customers') && terms.customer ? findCustomers(db, terms.customer, limit) : NONE,
    may('bookings') && terms.booking ? findBookings(db, terms.booking, limit) : NONE,
    may('invoices') && terms.document ? findInvoices(db, terms.document, limit) : NONE,
    may('receipts') && terms.document ? findReceipts(db, terms.document, limit) : NONE,
    may('vouchers') && (terms.document || terms.voucherCode) ? findVouchers(db, terms, limit) : NONE,
  ]);
  return {
    kinds,
    customers,
    bookings: bookings.map((b) => ({
      id: b.id,
      number: bookingNumberOf(b) ?? '',
      start: b.startsAt.toISOString(),
      therapyLabelKey: b.therapyLabelKey,
      cancelled: b.cancelledAt !== null,
      customer: b.customer,
    })),
    // The column holds only the states the invoices module writes (as its own list reads them).
    invoices: invoices.map((i) => ({ ...i, state: i.state as InvoiceState })),
    receipts: receipts.map(({ cancelledAt, ...r }) => ({ ...r, cancelled: cancelledAt !== null })),
    vouchers: vouchers.map(({ archivedAt, confirmedAt, sentAt, ...v }) => ({
      ...v,
      state: voucherState({ archived: archivedAt !== null, confirmed: confirmedAt !== null, sent: sentAt !== null, balanceRappen: v.balanceRappen }),
    })),
  };
}
