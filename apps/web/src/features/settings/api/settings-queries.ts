import { adminSettingsEndpoint, type PracticeSettings, updateSettingsEndpoint } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The whole practice settings, billing data included (admins). */
export function useAdminSettings() {
  return useQuery({
    queryKey: ['settings', 'admin'],
    queryFn: () => api(adminSettingsEndpoint),
  });
}

/** Stores the whole settings object; refreshes every settings query (the public one too). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PracticeSettings) => api(updateSettingsEndpoint, { body: settings }),
    // The stored object at once (another section saved next starts from it), then every settings query afresh.
    onSuccess: (stored) => {
      queryClient.setQueryData(['settings', 'admin'], stored);
      return queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
