import type { arrangementsContract, ResponseOf, therapiesContract } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Active therapies in display order. */
export function useTherapies() {
  return useQuery({
    queryKey: ['therapies'],
    queryFn: async () => (await apiGet<ResponseOf<typeof therapiesContract>>('/api/therapies')).therapies,
  });
}

/** Durations with prices in Rappen. */
export function useArrangements() {
  return useQuery({
    queryKey: ['arrangements'],
    queryFn: async () => (await apiGet<ResponseOf<typeof arrangementsContract>>('/api/arrangements')).arrangements,
  });
}
