import {
  archiveVoucherEndpoint,
  type BodyOf,
  type createVoucherContract,
  createVoucherEndpoint,
  invoicePdfEndpoint,
  type markVoucherSentContract,
  markVoucherSentEndpoint,
  ownVoucherPdfEndpoint,
  type ownVouchersContract,
  ownVouchersEndpoint,
  type ResponseOf,
  restoreVoucherEndpoint,
  sendVoucherEndpoint,
  urlOf,
  type voucherDetailContract,
  voucherDetailEndpoint,
  type voucherListContract,
  voucherListEndpoint,
  voucherPdfEndpoint,
  type VoucherState,
} from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export type VoucherList = ResponseOf<typeof voucherListContract>;
export type VoucherListRow = VoucherList['vouchers'][number];
export type VoucherDetail = ResponseOf<typeof voucherDetailContract>;
export type OwnVoucher = ResponseOf<typeof ownVouchersContract>['vouchers'][number];
export type CreatedVoucher = ResponseOf<typeof createVoucherContract>;

const OWN_KEY = queryKeyOf(ownVouchersEndpoint);
// Every query of voucher management (list, details, redeemable ones: under '/api/staff/vouchers'); the
// payment editor reloads it too after a voucher's payment (its state and balance change).
const STAFF_SCOPE = queryKeyOf(voucherListEndpoint);

/** Sends a voucher request; the own list and voucher management show it at once. */
export function useRequestVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createVoucherContract>) => api(createVoucherEndpoint, { body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: OWN_KEY }), queryClient.invalidateQueries({ queryKey: STAFF_SCOPE })]),
  });
}

/** One's own vouchers; `enabled` false while nobody is logged in. */
export function useOwnVouchers(enabled = true) {
  return useQuery({
    queryKey: OWN_KEY,
    queryFn: async () => (await api(ownVouchersEndpoint)).vouchers,
    enabled,
  });
}

/** The certificate of one's own paid voucher. */
export const ownCertificateUrl = (id: number) => urlOf(ownVoucherPdfEndpoint, { params: { id } });
/** The certificate as staff open it (any voucher). */
export const staffCertificateUrl = (id: number) => urlOf(voucherPdfEndpoint, { params: { id } });
/** A voucher's invoice in advance. */
export const voucherInvoiceUrl = (invoiceId: number) => urlOf(invoicePdfEndpoint, { params: { id: invoiceId } });

/** Voucher management's list for a state (all when null) and a search; reloads every minute. */
export function useStaffVouchers(state: VoucherState | null, search: string) {
  return useQuery({
    queryKey: queryKeyOf(voucherListEndpoint, { query: { state: state || undefined, search: search || undefined } }),
    queryFn: () => api(voucherListEndpoint, { query: { state: state || undefined, search: search || undefined } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** One voucher with its shipping data, payments, redemptions and invoice; null asks nothing. */
export function useVoucherDetail(id: number | null) {
  return useQuery({
    queryKey: queryKeyOf(voucherDetailEndpoint, { params: { id: id! } }),
    queryFn: () => api(voucherDetailEndpoint, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** A change of one voucher ("sent by post", archive, restore): answers the row; the list and the details reload. */
function useVoucherChange(change: (id: number) => Promise<ResponseOf<typeof markVoucherSentContract>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_SCOPE }),
  });
}

/** Sending the certificate by e-mail (answers the mail's id), "sent by post", archive and restore. */
export function useVoucherActions() {
  const queryClient = useQueryClient();
  return {
    send: useMutation({
      mutationFn: (id: number) => api(sendVoucherEndpoint, { params: { id } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_SCOPE }),
    }),
    markSent: useVoucherChange((id) => api(markVoucherSentEndpoint, { params: { id } })),
    archive: useVoucherChange((id) => api(archiveVoucherEndpoint, { params: { id } })),
    restore: useVoucherChange((id) => api(restoreVoucherEndpoint, { params: { id } })),
  };
}
