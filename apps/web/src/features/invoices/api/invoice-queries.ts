import {
  cancelInvoiceEndpoint,
  createReminderEndpoint,
  creditNotePdfEndpoint,
  type InvoiceFilter,
  type invoiceListContract,
  invoiceListEndpoint,
  type InvoiceMail,
  invoiceMailTextEndpoint,
  invoicePaidEndpoint,
  invoicePdfEndpoint,
  markInvoiceSentEndpoint,
  reminderPdfEndpoint,
  type ResponseOf,
  sendInvoiceEndpoint,
  urlOf,
} from '@praxis/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export type InvoiceList = ResponseOf<typeof invoiceListContract>;
export type InvoiceRow = InvoiceList['invoices'][number];

/** Invoices per page of the list (the server allows up to 200). */
export const INVOICE_PAGE_SIZE = 50;

/** What the invoice list asks for: a state, the year of issue, a search; none: all. */
export interface InvoiceListFilters {
  state: InvoiceFilter | null;
  year: string | null;
  search: string;
}

/** The list call of one page; empty filters are left out. */
function invoicesPage(filters: InvoiceListFilters, offset: number) {
  return api(invoiceListEndpoint, {
    query: {
      state: filters.state || undefined,
      period: filters.year || undefined,
      search: filters.search || undefined,
      offset: offset > 0 ? offset : undefined,
      limit: INVOICE_PAGE_SIZE,
    },
  });
}

/**
 * The invoices of the filters, loaded page by page (newest first), with how many match and the
 * totals over all invoices; the loaded pages reload every minute. While new filters load, the rows
 * of the previous ones stay in view.
 */
export function useInvoices(filters: InvoiceListFilters) {
  const query = useInfiniteQuery({
    queryKey: queryKeyOf(invoiceListEndpoint, { filters }),
    queryFn: ({ pageParam }) => invoicesPage(filters, pageParam),
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
    queryKey: queryKeyOf(invoiceMailTextEndpoint, { params: { id: id! }, query: { reminderLevel: reminderLevel || undefined } }),
    queryFn: () => api(invoiceMailTextEndpoint, { params: { id: id! }, query: { reminderLevel: reminderLevel || undefined } }),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

export const invoicePdfUrl = (id: number) => urlOf(invoicePdfEndpoint, { params: { id } });
export const creditNotePdfUrl = (id: number) => urlOf(creditNotePdfEndpoint, { params: { id } });
export const reminderPdfUrl = (id: number, level: number) => urlOf(reminderPdfEndpoint, { params: { id, level } });

/** The invoice actions; each reloads the list (and every invoice's mail texts: everything under '/api/staff/invoices'). */
export function useInvoiceActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf(invoiceListEndpoint) });
  return {
    send: useMutation({
      mutationFn: ({ id, mail }: { id: number; mail: InvoiceMail }) => api(sendInvoiceEndpoint, { params: { id }, body: mail }),
      onSuccess: refresh,
    }),
    markSent: useMutation({
      mutationFn: (id: number) => api(markInvoiceSentEndpoint, { params: { id } }),
      onSuccess: refresh,
    }),
    paid: useMutation({
      mutationFn: ({ id, paidOn }: { id: number; paidOn: string }) => api(invoicePaidEndpoint, { params: { id }, body: { paidOn } }),
      onSuccess: refresh,
    }),
    remind: useMutation({
      mutationFn: (id: number) => api(createReminderEndpoint, { params: { id } }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (id: number) => api(cancelInvoiceEndpoint, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
