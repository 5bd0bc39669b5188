import { LIMITS, staffSearchEndpoint, type StaffSearchResult } from '@praxis/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export type { StaffSearchResult } from '@praxis/domain';

/** How long a search's answer counts as fresh: typing a text again within it asks nothing. */
const FRESH_MS = 30_000;

/**
 * The staff's global search for `q` (trimmed): asked only from 2 characters on; while the next
 * answer loads, the last one stays shown.
 */
export function useStaffSearch(q: string) {
  const text = q.trim().slice(0, LIMITS.search);
  return useQuery<StaffSearchResult>({
    queryKey: queryKeyOf(staffSearchEndpoint, { query: { q: text } }),
    queryFn: () => api(staffSearchEndpoint, { query: { q: text } }),
    enabled: text.length >= LIMITS.staffSearchMin,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}
