import { type HealthFormInput, ownHealthFormEndpoint, ownProfileEndpoint, profileByEmailEndpoint, signHealthFormEndpoint } from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** The own newest signed form (null before the first signature). */
export function useOwnHealthForm() {
  return useQuery({
    queryKey: queryKeyOf(ownHealthFormEndpoint),
    queryFn: async () => (await api(ownHealthFormEndpoint)).form,
    staleTime: 0,
  });
}

export function useSignHealthForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HealthFormInput) => api(signHealthFormEndpoint, { body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeyOf(ownHealthFormEndpoint), answer.form);
      // Every profile (the own and any looked up by e-mail) shows whether the form is signed.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ownProfileEndpoint) });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(profileByEmailEndpoint) });
    },
  });
}
