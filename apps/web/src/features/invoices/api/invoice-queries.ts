import type {
  createReminderContract,
  InvoiceFilter,
  invoiceListContract,
  InvoiceMail,
  invoiceMailTextContract,
  invoicePaidContract,
  invoiceStateContract,
  ResponseOf,
  sendInvoiceContract,
} from '@praxis/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export type InvoiceList = ResponseOf<typeof invoiceListContract>;
export type InvoiceRow = InvoiceList['invoices'][number];

const INVOICES_KEY = ['staff', 'invoices'] as const;

/** Invoices per page of the list (the server allows up to 200). */
export const INVOICE_PAGE_SIZE = 50;

/** What the invoice list asks for: a state, the year of issue, a search; none: all. */
export interface InvoiceListFilters {
  state: InvoiceFilter | null;
  year: string | null;
  search: string;
}

/** The list call of one page; empty filters are left out. */
export function invoicesPath(filters: InvoiceListFilters, offset: number): string {
  const query = new URLSearchParams();
  if (filters.state) query.set('state', filters.state);
  if (filters.year) query.set('period', filters.year);
  if (filters.search) query.set('search', filters.search);
  if (offset > 0) query.set('offset', String(offset));
  query.set('limit', String(INVOICE_PAGE_SIZE));
  return `/api/staff/invoices?${query.toString()}`;
}

/**
 * The invoices of the filters, loaded page by page (newest first), with how many match and the
 * totals over all invoices; the loaded pages reload every minute. While new filters load, the rows
 * of the previous ones stay in view.
 */
export function useInvoices(filters: InvoiceListFilters) {
  const query = useInfiniteQuery({
    queryKey: [...INVOICES_KEY, filters],
    queryFn: ({ pageParam }) => apiGet<InvoiceList>(invoicesPath(filters, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.invoices.length, 0);
      return last.invoices.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.invoices), [pages]);
  const last = pages?.[pages.length - 1];
  return { ...query, rows, total: last?.total, totals: last?.totals };
}

/** The e-mail an invoice (or its reminder of `reminderLevel`) goes out with, prefilled; null: not asked yet. */
export function useInvoiceMailText(id: number | null, reminderLevel?: number) {
  return useQuery({
    queryKey: ['staff', 'invoice-mail', id, reminderLevel ?? 0],
    queryFn: () =>
      apiGet<ResponseOf<typeof invoiceMailTextContract>>(`/api/staff/invoices/${id}/mail-text${reminderLevel ? `?reminderLevel=${reminderLevel}` : ''}`),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

export const invoicePdfUrl = (id: number) => `/api/staff/invoices/${id}/pdf`;
export const creditNotePdfUrl = (id: number) => `/api/staff/invoices/${id}/credit-note/pdf`;
export const reminderPdfUrl = (id: number, level: number) => `/api/staff/invoices/${id}/reminders/${level}/pdf`;

/** The invoice actions; each reloads the list. */
export function useInvoiceActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
  return {
    send: useMutation({
      mutationFn: ({ id, mail }: { id: number; mail: InvoiceMail }) =>
        apiSend<ResponseOf<typeof sendInvoiceContract>>('POST', `/api/staff/invoices/${id}/send`, mail),
      onSuccess: refresh,
    }),
    markSent: useMutation({
      mutationFn: (id: number) => apiSend<ResponseOf<typeof invoiceStateContract>>('POST', `/api/staff/invoices/${id}/mark-sent`),
      onSuccess: refresh,
    }),
    paid: useMutation({
      mutationFn: ({ id, paidOn }: { id: number; paidOn: string }) =>
        apiSend<ResponseOf<typeof invoicePaidContract>>('POST', `/api/staff/invoices/${id}/paid`, { paidOn }),
      onSuccess: refresh,
    }),
    remind: useMutation({
      mutationFn: (id: number) => apiSend<ResponseOf<typeof createReminderContract>>('POST', `/api/staff/invoices/${id}/reminders`),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (id: number) => apiSend<ResponseOf<typeof invoiceStateContract>>('POST', `/api/staff/invoices/${id}/cancel`),
      onSuccess: refresh,
    }),
  };
}
