import type { performanceContract, ResponseOf } from '@praxis/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export type PerformanceReport = ResponseOf<typeof performanceContract>;
export type PerformanceMonth = PerformanceReport['months'][number];
export type PerformanceFigures = PerformanceReport['totals'];

const query = (therapistId: number | null) => (therapistId === null ? '' : `?therapistId=${therapistId}`);

/** The last 12 months and the current one, over all therapists or one; reloads every minute. */
export function usePerformance(therapistId: number | null) {
  return useQuery({
    queryKey: ['staff', 'performance', therapistId],
    queryFn: () => apiGet<PerformanceReport>(`/api/staff/performance${query(therapistId)}`),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** The same report as a CSV file, headed in `language`. */
export function performanceCsvUrl(therapistId: number | null, language: string): string {
  const params = new URLSearchParams({ lang: language });
  if (therapistId !== null) params.set('therapistId', String(therapistId));
  return `/api/staff/performance.csv?${params}`;
}
