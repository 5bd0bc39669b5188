import type {
  BodyOf,
  cashMonthContract,
  closeCashMonthContract,
  createCashCountContract,
  createCashTransactionContract,
  NewCashCount,
  NewCashTransaction,
  reopenCashMonthContract,
  ResponseOf,
  reverseCashTransactionContract,
} from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export type CashMonth = ResponseOf<typeof cashMonthContract>;
export type CashRow = CashMonth['transactions'][number];
export type CashCountRow = CashMonth['counts'][number];
export type CountResult = ResponseOf<typeof createCashCountContract>;

const CASH_KEY = ['staff', 'cash'] as const;

/** One month of the cash book: carry-over, entries with running balance, counts, totals per type; reloads every minute. */
export function useCashMonth(month: string | null) {
  return useQuery({
    queryKey: [...CASH_KEY, 'month', month],
    queryFn: () => apiGet<CashMonth>(`/api/staff/cash/months/${month}`),
    enabled: month !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** The cash book's actions; each reloads every month shown (an entry moves the carry-over of the months after it). */
export function useCashActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CASH_KEY });
  return {
    createEntry: useMutation({
      mutationFn: (entry: NewCashTransaction) => apiSend<ResponseOf<typeof createCashTransactionContract>>('POST', '/api/staff/cash/transactions', entry),
      onSuccess: refresh,
    }),
    reverse: useMutation({
      mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof reverseCashTransactionContract> }) =>
        apiSend<ResponseOf<typeof reverseCashTransactionContract>>('POST', `/api/staff/cash/transactions/${id}/reverse`, body),
      onSuccess: refresh,
    }),
    count: useMutation({
      mutationFn: (count: NewCashCount) => apiSend<CountResult>('POST', '/api/staff/cash/counts', count),
      onSuccess: refresh,
    }),
    close: useMutation({
      mutationFn: (month: string) => apiSend<ResponseOf<typeof closeCashMonthContract>>('POST', `/api/staff/cash/months/${month}/close`),
      onSuccess: refresh,
    }),
    reopen: useMutation({
      mutationFn: ({ month, reason }: { month: string; reason: string }) =>
        apiSend<ResponseOf<typeof reopenCashMonthContract>>('POST', `/api/staff/cash/months/${month}/reopen`, { reason }),
      onSuccess: refresh,
    }),
  };
}
