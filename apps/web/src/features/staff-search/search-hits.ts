import { formatVoucherCode, practiceDate, receiptPdfEndpoint, STAFF_SEARCH_KINDS, urlOf, type StaffSearchKind, type StaffSearchResult } from '@praxis/domain';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../lib/format.ts';
import { personName } from '../../lib/person-name.ts';

/** Where a hit leads: a screen of the app, or a document opened in a new tab. */
export type HitTarget = { path: string } | { document: string };

/** One hit as the search lists it: its kind, what it shows and where it leads. */
export interface SearchHit {
  kind: StaffSearchKind;
  /** Unique in the answer ("bookings-12"), the option's element id is made from it. */
  key: string;
  title: string;
  detail: string;
  target: HitTarget;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * Each hit and where staff work on it: a customer's profile (the client list's link); a booking in
 * the booking list's day view of its day, searched by its customer's e-mail; an invoice in the
 * invoices and a voucher in voucher management, searched by its number; a receipt's PDF (no screen
 * lists receipts: they are made, copied and cancelled from a booking's row).
 */
export function searchHits(result: StaffSearchResult, t: TFunction, format: Formatters): Record<StaffSearchKind, SearchHit[]> {
  const cancelled = (text: string, isCancelled: boolean, kind: 'booking' | 'receipt') => (isCancelled ? `${text} · ${t(`search:${kind}Cancelled`)}` : text);
  return {
    customers: result.customers.map((c) => ({
      kind: 'customers',
      key: `customers-${c.id}`,
      title: personName(c),
      detail: [c.email, c.phone].filter(Boolean).join(' · '),
      target: { path: `/account?${query({ email: c.email })}` },
    })),
    bookings: result.bookings.map((b) => ({
      kind: 'bookings',
      key: `bookings-${b.id}`,
      title: `${b.number} · ${personName(b.customer)}`,
      detail: cancelled(`${format.dateTime(b.start)} · ${t(`therapies:items.${b.therapyLabelKey}.name`)}`, b.cancelled, 'booking'),
      target: { path: `/bookingList?${query({ view: 'day', date: practiceDate(new Date(b.start)), search: b.customer.email })}` },
    })),
    invoices: result.invoices.map((i) => ({
      kind: 'invoices',
      key: `invoices-${i.id}`,
      title: `${i.number} · ${personName(i.customer)}`,
      detail: `${format.date(i.issuedOn)} · ${format.chf(i.amountRappen)} · ${t(`search:invoiceStates.${i.state}`)}`,
      target: { path: `/invoices?${query({ search: i.number })}` },
    })),
    receipts: result.receipts.map((r) => ({
      kind: 'receipts',
      key: `receipts-${r.id}`,
      title: `${r.number} · ${personName(r.customer)}`,
      detail: cancelled(`${format.date(r.issuedOn)} · ${format.chf(r.totalRappen)} · ${t('search:opensPdf')}`, r.cancelled, 'receipt'),
      target: { document: urlOf(receiptPdfEndpoint, { params: { id: r.id } }) },
    })),
    vouchers: result.vouchers.map((v) => ({
      kind: 'vouchers',
      key: `vouchers-${v.id}`,
      title: `${v.number} · ${formatVoucherCode(v.code)}`,
      detail: `${personName(v.buyer)} · ${format.chf(v.balanceRappen)} / ${format.chf(v.initialRappen)} · ${t(`search:voucherStates.${v.state}`)}`,
      target: { path: `/voucherManagement?${query({ search: v.number })}` },
    })),
  };
}

/** The groups that have hits, in the search's order, and all their hits in that order (the arrow keys' order). */
export function groupedHits(hits: Record<StaffSearchKind, SearchHit[]>) {
  const groups = STAFF_SEARCH_KINDS.filter((kind) => hits[kind].length > 0).map((kind) => ({ kind, hits: hits[kind] }));
  return { groups, flat: groups.flatMap((group) => group.hits) };
}
