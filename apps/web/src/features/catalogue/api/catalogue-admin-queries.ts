import {
  arrangementsEndpoint,
  type ArrangementUpdate,
  type StaffCatalogueDto,
  staffCatalogueEndpoint,
  type StaffTherapyDto,
  therapiesEndpoint,
  type TherapyUpdate,
  updateArrangementEndpoint,
  updateTherapyEndpoint,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** A therapy in the catalogue editor (the domain's `staffTherapySchema`). */
export type StaffTherapy = StaffTherapyDto;
/** Everything the catalogue editor shows (the domain's `staffCatalogueSchema`). */
export type Catalogue = StaffCatalogueDto;

export function useCatalogue() {
  return useQuery({ queryKey: queryKeyOf(staffCatalogueEndpoint), queryFn: () => api(staffCatalogueEndpoint), refetchInterval: 60_000 });
}

/** Saves a therapy or a duration; the public lists are refreshed too. */
export function useCatalogueActions() {
  const queryClient = useQueryClient();
  const store = (catalogue: Catalogue) => {
    queryClient.setQueryData(queryKeyOf(staffCatalogueEndpoint), catalogue);
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(therapiesEndpoint) });
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(arrangementsEndpoint) });
  };
  return {
    saveTherapy: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TherapyUpdate }) => api(updateTherapyEndpoint, { params: { id }, body: input }),
      onSuccess: store,
    }),
    saveArrangement: useMutation({
      mutationFn: ({ id, input }: { id: number; input: ArrangementUpdate }) => api(updateArrangementEndpoint, { params: { id }, body: input }),
      onSuccess: store,
    }),
  };
}
