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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export type InvoiceList = ResponseOf<typeof invoiceListContract>;
export type InvoiceRow = InvoiceList['invoices'][number];

const INVOICES_KEY = ['staff', 'invoices'] as const;

/** The invoices of a filter (all when none), with the totals; reloads every minute. */
export function useInvoices(filter: InvoiceFilter | null) {
  return useQuery({
    queryKey: [...INVOICES_KEY, filter],
    queryFn: () => apiGet<InvoiceList>(`/api/staff/invoices${filter ? `?state=${filter}` : ''}`),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
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
