import type { PublicArrangement, PublicTherapy } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Active therapies in display order. */
export function useTherapies() {
  return useQuery({
    queryKey: ['therapies'],
    queryFn: async () => (await apiGet<{ therapies: PublicTherapy[] }>('/api/therapies')).therapies,
  });
}

/** Durations with prices in Rappen. */
export function useArrangements() {
  return useQuery({
    queryKey: ['arrangements'],
    queryFn: async () => (await apiGet<{ arrangements: PublicArrangement[] }>('/api/arrangements')).arrangements,
  });
}
