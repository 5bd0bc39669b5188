import {
  type BodyOf,
  type cashMonthContract,
  cashMonthEndpoint,
  closeCashMonthEndpoint,
  type createCashCountContract,
  createCashCountEndpoint,
  createCashTransactionEndpoint,
  type NewCashCount,
  type NewCashTransaction,
  reopenCashMonthEndpoint,
  type ResponseOf,
  type reverseCashTransactionContract,
  reverseCashTransactionEndpoint,
} from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf, queryScopeOf } from '../../../lib/query-keys.ts';

export type CashMonth = ResponseOf<typeof cashMonthContract>;
export type CashRow = CashMonth['transactions'][number];
export type CashCountRow = CashMonth['counts'][number];
export type CountResult = ResponseOf<typeof createCashCountContract>;

/** Every query of the cash book (under '/api/staff/cash'). */
const CASH_SCOPE = queryScopeOf(cashMonthEndpoint, 2);

/** One month of the cash book: carry-over, entries with running balance, counts, totals per type; reloads every minute. */
export function useCashMonth(month: string | null) {
  return useQuery({
    queryKey: queryKeyOf(cashMonthEndpoint, { params: { month: month! } }),
    queryFn: () => api(cashMonthEndpoint, { params: { month: month! } }),
    enabled: month !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** The cash book's actions; each reloads every month shown (an entry moves the carry-over of the months after it). */
export function useCashActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CASH_SCOPE });
  return {
    createEntry: useMutation({
      mutationFn: (entry: NewCashTransaction) => api(createCashTransactionEndpoint, { body: entry }),
      onSuccess: refresh,
    }),
    reverse: useMutation({
      mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof reverseCashTransactionContract> }) =>
        api(reverseCashTransactionEndpoint, { params: { id }, body }),
      onSuccess: refresh,
    }),
    count: useMutation({
      mutationFn: (count: NewCashCount) => api(createCashCountEndpoint, { body: count }),
      onSuccess: refresh,
    }),
    close: useMutation({
      mutationFn: (month: string) => api(closeCashMonthEndpoint, { params: { month } }),
      onSuccess: refresh,
    }),
    reopen: useMutation({
      mutationFn: ({ month, reason }: { month: string; reason: string }) => api(reopenCashMonthEndpoint, { params: { month }, body: { reason } }),
      onSuccess: refresh,
    }),
  };
}
