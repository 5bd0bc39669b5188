import type { publicSettingsContract, ResponseOf, therapistsContract } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The practice's public settings: contact data, opening hours, directions, rules; a change shows within a minute. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['settings', 'public'],
    queryFn: () => apiGet<ResponseOf<typeof publicSettingsContract>>('/api/settings/public'),
    staleTime: 60_000,
  });
}

/** The published therapist profiles. */
export function useTherapists() {
  return useQuery({
    queryKey: ['therapists'],
    queryFn: async () => (await apiGet<ResponseOf<typeof therapistsContract>>('/api/therapists')).therapists,
  });
}
