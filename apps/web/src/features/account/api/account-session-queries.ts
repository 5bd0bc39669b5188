import { accountSessionsEndpoint, endOtherSessionsEndpoint, endSessionEndpoint } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import { forgetLoginData, SESSION_KEY } from './session-queries.ts';

export const ACCOUNT_SESSIONS_KEY = queryKeyOf(accountSessionsEndpoint);

/** The own live sessions (device, address, started, last seen; which one is this one). */
export function useAccountSessions() {
  return useQuery({
    queryKey: ACCOUNT_SESSIONS_KEY,
    queryFn: async () => (await api(accountSessionsEndpoint)).sessions,
  });
}

/**
 * Ends one session or all others; the list is read afresh after. Ending the current session logs
 * out: the cached session and the data of the login are dropped, as at a logout.
 */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY });
  return {
    endOne: useMutation({
      mutationFn: ({ id }: { id: number; current: boolean }) => api(endSessionEndpoint, { params: { id } }),
      onSuccess: async (_answer, { current }) => {
        if (!current) return refresh();
        queryClient.setQueryData(SESSION_KEY, null);
        forgetLoginData(queryClient);
        await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      },
    }),
    endOthers: useMutation({
      mutationFn: () => api(endOtherSessionsEndpoint),
      onSuccess: refresh,
    }),
  };
}
