import { type HealthFormInput, ownHealthFormEndpoint, signHealthFormEndpoint } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The own newest signed form (null before the first signature). */
export function useOwnHealthForm() {
  return useQuery({
    queryKey: ['health-form', 'own'],
    queryFn: async () => (await api(ownHealthFormEndpoint)).form,
    staleTime: 0,
  });
}

export function useSignHealthForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HealthFormInput) => api(signHealthFormEndpoint, { body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['health-form', 'own'], answer.form);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
