import type {
  cancelReceiptContract,
  copyReceiptContract,
  createReceiptContract,
  NewReceipt,
  ReceiptLanguage,
  receiptBookingsContract,
  receiptMailTextContract,
  ResponseOf,
  sendReceiptContract,
} from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import type { DocumentMail } from '../components/document-mail-form.tsx';

export type ReceiptBookings = ResponseOf<typeof receiptBookingsContract>;

const RECEIPTS_KEY = ['staff', 'receipts'] as const;

export const receiptPdfUrl = (id: number) => `/api/staff/receipts/${id}/pdf`;

/** The preview (no number) of the receipt of a customer's paid bookings in a range. */
export const receiptPreviewUrl = (range: { customerId: number; from: string; to: string; language: ReceiptLanguage; reason: string }) =>
  `/api/staff/receipts/pdf?${new URLSearchParams({ ...range, customerId: String(range.customerId) }).toString()}`;

/** A customer's held bookings in a range (paid or not, with the receipts naming them) and their receipts; null range: not asked. */
export function useReceiptBookings(customerId: number, range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, customerId, range?.from, range?.to],
    queryFn: () => apiGet<ReceiptBookings>(`/api/staff/receipts/bookings?customerId=${customerId}&from=${range!.from}&to=${range!.to}`),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useReceiptMailText(id: number) {
  return useQuery({
    queryKey: ['staff', 'receipt-mail', id],
    queryFn: () => apiGet<ResponseOf<typeof receiptMailTextContract>>(`/api/staff/receipts/${id}/mail-text`),
    staleTime: Infinity,
  });
}

/** Making, copying, cancelling and e-mailing receipts; each reloads the customer's receipts. */
export function useReceiptActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: RECEIPTS_KEY });
  return {
    create: useMutation({
      mutationFn: (body: NewReceipt) => apiSend<ResponseOf<typeof createReceiptContract>>('POST', '/api/staff/receipts', body),
      onSuccess: refresh,
    }),
    copy: useMutation({
      mutationFn: (id: number) => apiSend<ResponseOf<typeof copyReceiptContract>>('POST', `/api/staff/receipts/${id}/copy`),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        apiSend<ResponseOf<typeof cancelReceiptContract>>('POST', `/api/staff/receipts/${id}/cancel`, { reason }),
      onSuccess: refresh,
    }),
    send: useMutation({
      mutationFn: ({ id, mail }: { id: number; mail: DocumentMail }) =>
        apiSend<ResponseOf<typeof sendReceiptContract>>('POST', `/api/staff/receipts/${id}/send`, mail),
      onSuccess: refresh,
    }),
  };
}
