import type {
  BodyOf,
  createVoucherContract,
  ownVouchersContract,
  ResponseOf,
  sendVoucherContract,
  voucherActionContract,
  voucherDetailContract,
  voucherListContract,
  VoucherState,
} from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export type VoucherList = ResponseOf<typeof voucherListContract>;
export type VoucherListRow = VoucherList['vouchers'][number];
export type VoucherDetail = ResponseOf<typeof voucherDetailContract>;
export type OwnVoucher = ResponseOf<typeof ownVouchersContract>['vouchers'][number];
export type CreatedVoucher = ResponseOf<typeof createVoucherContract>;

const OWN_KEY = ['vouchers', 'own'] as const;
// The payment editor reloads this key too after a voucher's payment (its state and balance change).
const STAFF_KEY = ['staff', 'vouchers'] as const;

/** Sends a voucher request; the own list and voucher management show it at once. */
export function useRequestVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createVoucherContract>) => apiSend<CreatedVoucher>('POST', '/api/vouchers', body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: OWN_KEY }), queryClient.invalidateQueries({ queryKey: STAFF_KEY })]),
  });
}

/** One's own vouchers; `enabled` false while nobody is logged in. */
export function useOwnVouchers(enabled = true) {
  return useQuery({
    queryKey: OWN_KEY,
    queryFn: async () => (await apiGet<ResponseOf<typeof ownVouchersContract>>('/api/vouchers/own')).vouchers,
    enabled,
  });
}

/** The certificate of one's own paid voucher. */
export const ownCertificateUrl = (id: number) => `/api/vouchers/${id}/pdf`;
/** The certificate as staff open it (any voucher). */
export const staffCertificateUrl = (id: number) => `/api/staff/vouchers/${id}/pdf`;
/** A voucher's invoice in advance. */
export const voucherInvoiceUrl = (invoiceId: number) => `/api/staff/invoices/${invoiceId}/pdf`;

/** Voucher management's list for a state (all when null) and a search; reloads every minute. */
export function useStaffVouchers(state: VoucherState | null, search: string) {
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (search) query.set('search', search);
  const suffix = query.size > 0 ? `?${query}` : '';
  return useQuery({
    queryKey: [...STAFF_KEY, 'list', state, search],
    queryFn: () => apiGet<VoucherList>(`/api/staff/vouchers${suffix}`),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** One voucher with its shipping data, payments, redemptions and invoice; null asks nothing. */
export function useVoucherDetail(id: number | null) {
  return useQuery({
    queryKey: [...STAFF_KEY, 'detail', id],
    queryFn: () => apiGet<VoucherDetail>(`/api/staff/vouchers/${id}`),
    enabled: id !== null,
  });
}

/** A change of one voucher ("sent by post", archive, restore): answers the row; the list and the details reload. */
function useVoucherChange(action: 'mark-sent' | 'archive' | 'restore') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<ResponseOf<typeof voucherActionContract>>('POST', `/api/staff/vouchers/${id}/${action}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

/** Sending the certificate by e-mail (answers the mail's id), "sent by post", archive and restore. */
export function useVoucherActions() {
  const queryClient = useQueryClient();
  return {
    send: useMutation({
      mutationFn: (id: number) => apiSend<ResponseOf<typeof sendVoucherContract>>('POST', `/api/staff/vouchers/${id}/send`),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
    }),
    markSent: useVoucherChange('mark-sent'),
    archive: useVoucherChange('archive'),
    restore: useVoucherChange('restore'),
  };
}
