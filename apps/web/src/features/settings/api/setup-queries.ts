import { practiceSetupEndpoint, publicSettingsEndpoint, publishSiteEndpoint } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** The set-up checklist (admins): each step and whether it is done; read afresh on every visit, it ticks itself. */
export function usePracticeSetup() {
  return useQuery({
    queryKey: queryKeyOf(practiceSetupEndpoint),
    queryFn: () => api(practiceSetupEndpoint),
    refetchOnMount: 'always',
  });
}

/** Publishes the site; the checklist and the public settings (which carry `published`) follow. */
export function usePublishSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(publishSiteEndpoint),
    onSuccess: (setup) => {
      queryClient.setQueryData(queryKeyOf(practiceSetupEndpoint), setup);
      return queryClient.invalidateQueries({ queryKey: queryKeyOf(publicSettingsEndpoint) });
    },
  });
}
