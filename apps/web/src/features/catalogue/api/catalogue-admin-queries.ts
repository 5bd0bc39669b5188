import type { ArrangementUpdate, PublicArrangement, TherapyTexts, TherapyUpdate } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export interface StaffTherapy {
  id: number;
  labelKey: string;
  image: string;
  tariff590Code: string | null;
  active: boolean;
  sortOrder: number;
  arrangementIds: number[];
  texts: TherapyTexts;
}
export interface Catalogue {
  therapies: StaffTherapy[];
  arrangements: PublicArrangement[];
  priceHistory: Array<{ arrangementId: number; priceRappen: number; durationMinutes: number; slotMinutes: number; validFrom: string }>;
}

export function useCatalogue() {
  return useQuery({ queryKey: ['catalogue'], queryFn: () => apiGet<Catalogue>('/api/catalogue'), refetchInterval: 60_000 });
}

/** Saves a therapy or a duration; the public lists are refreshed too. */
export function useCatalogueActions() {
  const queryClient = useQueryClient();
  const store = (catalogue: Catalogue) => {
    queryClient.setQueryData(['catalogue'], catalogue);
    void queryClient.invalidateQueries({ queryKey: ['therapies'] });
    void queryClient.invalidateQueries({ queryKey: ['arrangements'] });
  };
  return {
    saveTherapy: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TherapyUpdate }) => apiSend<Catalogue>('PUT', `/api/catalogue/therapies/${id}`, input),
      onSuccess: store,
    }),
    saveArrangement: useMutation({
      mutationFn: ({ id, input }: { id: number; input: ArrangementUpdate }) => apiSend<Catalogue>('PUT', `/api/catalogue/arrangements/${id}`, input),
      onSuccess: store,
    }),
  };
}
