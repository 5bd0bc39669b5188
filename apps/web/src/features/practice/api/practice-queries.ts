import { publicSettingsEndpoint, therapistsEndpoint } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The practice's public settings: contact data, opening hours, directions, rules; a change shows within a minute. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    queryFn: () => api(publicSettingsEndpoint),
    staleTime: 60_000,
  });
}

/** The published therapist profiles. */
export function useTherapists() {
  return useQuery({
    queryKey: ['therapists'],
    queryFn: async () => (await api(therapistsEndpoint)).therapists,
  });
}
