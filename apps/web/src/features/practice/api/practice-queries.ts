import { publicSettingsEndpoint, therapistsEndpoint } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** The practice's public settings: contact data, opening hours, directions, rules; a change shows within a minute. */
export function usePublicSettings() {
  return useQuery({
    queryKey: queryKeyOf(publicSettingsEndpoint),
    queryFn: () => api(publicSettingsEndpoint),
    staleTime: 60_000,
  });
}

/** The published therapist profiles. */
export function useTherapists() {
  return useQuery({
    queryKey: queryKeyOf(therapistsEndpoint),
    queryFn: async () => (await api(therapistsEndpoint)).therapists,
  });
}
