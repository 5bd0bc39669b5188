import type { HealthFormInput, ownHealthFormContract, ResponseOf, signHealthFormContract } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** The own newest signed form (null before the first signature). */
export function useOwnHealthForm() {
  return useQuery({
    queryKey: ['health-form', 'own'],
    queryFn: async () => (await apiGet<ResponseOf<typeof ownHealthFormContract>>('/api/health-form')).form,
    staleTime: 0,
  });
}

export function useSignHealthForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HealthFormInput) => apiSend<ResponseOf<typeof signHealthFormContract>>('POST', '/api/health-form', input),
    onSuccess: (answer) => {
      queryClient.setQueryData(['health-form', 'own'], answer.form);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
