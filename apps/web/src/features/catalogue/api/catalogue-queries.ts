import { arrangementsEndpoint, therapiesEndpoint } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** Active therapies in display order. */
export function useTherapies() {
  return useQuery({
    queryKey: queryKeyOf(therapiesEndpoint),
    queryFn: async () => (await api(therapiesEndpoint)).therapies,
  });
}

/** Durations with prices in Rappen. */
export function useArrangements() {
  return useQuery({
    queryKey: queryKeyOf(arrangementsEndpoint),
    queryFn: async () => (await api(arrangementsEndpoint)).arrangements,
  });
}
