import {
  type BodyOf,
  type createPaymentContract,
  createPaymentEndpoint,
  type NewPayment,
  paymentDateEndpoint,
  type paymentListContract,
  paymentListEndpoint,
  type PaymentTarget,
  type redeemableVouchersContract,
  redeemableVouchersEndpoint,
  removePaymentEndpoint,
  type ResponseOf,
  staffBookingEndpoint,
  staffBookingsEndpoint,
  type todoListContract,
  todoListEndpoint,
  voucherListEndpoint,
} from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export type PaymentList = ResponseOf<typeof paymentListContract>;
export type TodoList = ResponseOf<typeof todoListContract>;
export type RedeemableVoucher = ResponseOf<typeof redeemableVouchersContract>['vouchers'][number];

/** How often the to-do list reloads (section 4 "Data loader"). */
export const TODO_REFRESH_MS = 60_000;

const paymentsKey = (targetType: PaymentTarget, targetId: number) => queryKeyOf(paymentListEndpoint, { query: { targetType, targetId } });

/** A target's payments, their sum, the price and the form's default amount. */
export function usePayments(targetType: PaymentTarget, targetId: number) {
  return useQuery({
    queryKey: paymentsKey(targetType, targetId),
    queryFn: () => api(paymentListEndpoint, { query: { targetType, targetId } }),
  });
}

// A payment changes the booking list's paid and outstanding figures (and a booking's details, under
// the same path) and the to-do list; a voucher's payment (or a redemption) its state and balance in
// voucher management (the redeemable vouchers too): all reload.
function refreshAfterChange(queryClient: QueryClient, targetType: PaymentTarget, targetId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentsKey(targetType, targetId) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(staffBookingsEndpoint) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(todoListEndpoint) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(voucherListEndpoint) }),
  ]);
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPayment) => api(createPaymentEndpoint, { body: body satisfies BodyOf<typeof createPaymentContract> }),
    onSuccess: (payment) => refreshAfterChange(queryClient, payment.targetType, payment.targetId),
  });
}

export function useRemovePayment(targetType: PaymentTarget, targetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(removePaymentEndpoint, { params: { id } }),
    onSuccess: () => refreshAfterChange(queryClient, targetType, targetId),
  });
}

export function useRedatePayment(targetType: PaymentTarget, targetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: number; date: string }) => api(paymentDateEndpoint, { params: { id }, body: { date } }),
    onSuccess: () => refreshAfterChange(queryClient, targetType, targetId),
  });
}

/** Vouchers a redemption can use (paid, not archived, with a balance), found by code, number or names; the first ones without a search. */
export function useRedeemableVouchers(search: string) {
  return useQuery({
    queryKey: queryKeyOf(redeemableVouchersEndpoint, { query: { search } }),
    queryFn: async () => (await api(redeemableVouchersEndpoint, { query: { search } })).vouchers,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The to-do list; reloads every minute. */
export function useTodos() {
  return useQuery({
    queryKey: queryKeyOf(todoListEndpoint),
    queryFn: () => api(todoListEndpoint),
    refetchInterval: TODO_REFRESH_MS,
  });
}

/** One booking as the front desk sees it (the to-do's details). */
export function useStaffBooking(id: number | null) {
  return useQuery({
    queryKey: queryKeyOf(staffBookingEndpoint, { params: { id: id! } }),
    queryFn: () => api(staffBookingEndpoint, { params: { id: id! } }),
    enabled: id !== null,
  });
}
