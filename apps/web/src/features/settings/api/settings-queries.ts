import type { adminSettingsContract, PracticeSettings, ResponseOf, updateSettingsContract } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** The whole practice settings, billing data included (admins). */
export function useAdminSettings() {
  return useQuery({
    queryKey: ['settings', 'admin'],
    queryFn: () => apiGet<ResponseOf<typeof adminSettingsContract>>('/api/admin/settings'),
  });
}

/** Stores the whole settings object; refreshes every settings query (the public one too). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PracticeSettings) => apiSend<ResponseOf<typeof updateSettingsContract>>('PUT', '/api/admin/settings', settings),
    // The stored object at once (another section saved next starts from it), then every settings query afresh.
    onSuccess: (stored) => {
      queryClient.setQueryData(['settings', 'admin'], stored);
      return queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
