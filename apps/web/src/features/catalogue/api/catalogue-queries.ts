import { arrangementsEndpoint, therapiesEndpoint } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Active therapies in display order. */
export function useTherapies() {
  return useQuery({
    queryKey: ['therapies'],
    queryFn: async () => (await api(therapiesEndpoint)).therapies,
  });
}

/** Durations with prices in Rappen. */
export function useArrangements() {
  return useQuery({
    queryKey: ['arrangements'],
    queryFn: async () => (await api(arrangementsEndpoint)).arrangements,
  });
}
