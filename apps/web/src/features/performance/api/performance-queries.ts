import { type Language, type performanceContract, performanceCsvEndpoint, performanceEndpoint, type ResponseOf, urlOf } from '@praxis/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export type PerformanceReport = ResponseOf<typeof performanceContract>;
export type PerformanceFigures = PerformanceReport['totals'];

/** The last 12 months and the current one, over all therapists or one; reloads every minute. */
export function usePerformance(therapistId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(performanceEndpoint, { query: { therapistId: therapistId ?? undefined } }),
    queryFn: () => api(performanceEndpoint, { query: { therapistId: therapistId ?? undefined } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** The same report as a CSV file, headed in `language`. */
export function performanceCsvUrl(therapistId: number | null, language: string): string {
  return urlOf(performanceCsvEndpoint, { query: { lang: language as Language, therapistId: therapistId ?? undefined } });
}
