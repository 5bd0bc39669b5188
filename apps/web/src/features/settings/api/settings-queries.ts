import { adminSettingsEndpoint, type PracticeSettings, publicSettingsEndpoint, updateSettingsEndpoint } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** The whole practice settings, billing data included (admins). */
export function useAdminSettings() {
  return useQuery({
    queryKey: queryKeyOf(adminSettingsEndpoint),
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
      queryClient.setQueryData(queryKeyOf(adminSettingsEndpoint), stored);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminSettingsEndpoint) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(publicSettingsEndpoint) }),
      ]);
    },
  });
}
