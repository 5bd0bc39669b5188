import {
  cancelReceiptEndpoint,
  copyReceiptEndpoint,
  createReceiptEndpoint,
  type NewReceipt,
  type RECEIPT_REASONS,
  type receiptBookingsContract,
  receiptBookingsEndpoint,
  type ReceiptLanguage,
  receiptMailTextEndpoint,
  receiptPdfEndpoint,
  receiptPreviewEndpoint,
  type ResponseOf,
  sendReceiptEndpoint,
  urlOf,
} from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf, queryScopeOf } from '../../../lib/query-keys.ts';
import type { DocumentMail } from '../components/document-mail-form.tsx';

export type ReceiptBookings = ResponseOf<typeof receiptBookingsContract>;

/** Every receipt query: a customer's bookings with their receipts and the receipts' mail texts (under '/api/staff/receipts'). */
const RECEIPTS_SCOPE = queryScopeOf(receiptBookingsEndpoint, 2);

export const receiptPdfUrl = (id: number) => urlOf(receiptPdfEndpoint, { params: { id } });

/** The preview (no number) of the receipt of a customer's paid bookings in a range. */
export const receiptPreviewUrl = (range: {
  customerId: number;
  from: string;
  to: string;
  language: ReceiptLanguage;
  reason: (typeof RECEIPT_REASONS)[number];
}) => urlOf(receiptPreviewEndpoint, { query: range });

/** A customer's held bookings in a range (paid or not, with the receipts naming them) and their receipts; null range: not asked. */
export function useReceiptBookings(customerId: number, range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: queryKeyOf(receiptBookingsEndpoint, { query: { customerId, from: range?.from, to: range?.to } }),
    queryFn: () => api(receiptBookingsEndpoint, { query: { customerId, from: range!.from, to: range!.to } }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useReceiptMailText(id: number) {
  return useQuery({
    queryKey: queryKeyOf(receiptMailTextEndpoint, { params: { id } }),
    queryFn: () => api(receiptMailTextEndpoint, { params: { id } }),
    staleTime: Infinity,
  });
}

/** Making, copying, cancelling and e-mailing receipts; each reloads the customer's receipts. */
export function useReceiptActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: RECEIPTS_SCOPE });
  return {
    create: useMutation({
      mutationFn: (body: NewReceipt) => api(createReceiptEndpoint, { body }),
      onSuccess: refresh,
    }),
    copy: useMutation({
      mutationFn: (id: number) => api(copyReceiptEndpoint, { params: { id } }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) => api(cancelReceiptEndpoint, { params: { id }, body: { reason } }),
      onSuccess: refresh,
    }),
    send: useMutation({
      mutationFn: ({ id, mail }: { id: number; mail: DocumentMail }) => api(sendReceiptEndpoint, { params: { id }, body: mail }),
      onSuccess: refresh,
    }),
  };
}
