import { arrangementsEndpoint, therapiesEndpoint, therapistsEndpoint } from '@praxis/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import { offeredTherapies } from '../offered-therapies.ts';

/** Active therapies in display order (all of them: staff screens name and choose from these). */
export function useTherapies() {
  return useQuery({
    queryKey: queryKeyOf(therapiesEndpoint),
    queryFn: async () => (await api(therapiesEndpoint)).therapies,
  });
}

/** Durations with prices in Rappen. */
export function useArrangements() {
  return useQuery({
    queryKey: queryKeyOf(arrangementsEndpoint),
    queryFn: async () => (await api(arrangementsEndpoint)).arrangements,
  });
}

/**
 * What the public site offers: the active therapies a published therapist offers, in the durations
 * someone offers them in (`offeredTherapies`). The therapists come from the cache entry the pages
 * and the server's pre-render share.
 */
export function useOfferedTherapies() {
  const therapies = useTherapies();
  const therapists = useQuery({
    queryKey: queryKeyOf(therapistsEndpoint),
    queryFn: async () => (await api(therapistsEndpoint)).therapists,
  });
  const data = useMemo(
    () => (therapies.data && therapists.data ? offeredTherapies(therapies.data, therapists.data) : undefined),
    [therapies.data, therapists.data],
  );
  const failed = therapies.isError ? therapies : therapists.isError ? therapists : null;
  if (failed)
    return {
      isPending: false,
      isError: true,
      error: failed.error,
      data: undefined,
      refetch: () => Promise.all([therapies.refetch(), therapists.refetch()]),
    } as const;
  if (data === undefined)
    return { isPending: true, isError: false, error: null, data: undefined, refetch: () => Promise.all([therapies.refetch(), therapists.refetch()]) } as const;
  return { isPending: false, isError: false, error: null, data, refetch: () => Promise.all([therapies.refetch(), therapists.refetch()]) } as const;
}
