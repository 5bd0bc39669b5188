import { therapistsEndpoint } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/**
 * The published therapists with what they offer. The same cache entry (key, URL and shape) as the
 * practice pages' therapist query and the server's preload of /book (entry-server.tsx), so the page
 * renders the choice without another request; features do not import each other, hence this twin.
 */
export function useBookableTherapists() {
  return useQuery({
    queryKey: queryKeyOf(therapistsEndpoint),
    queryFn: async () => (await api(therapistsEndpoint)).therapists,
  });
}
