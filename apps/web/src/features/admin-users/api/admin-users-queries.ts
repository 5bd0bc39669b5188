import { type AdminUserDto, adminUsersEndpoint, type RoleName, setUserRolesEndpoint } from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** A user in the admins' role editor (the domain's `adminUserSchema`). */
export type AdminUser = AdminUserDto;

/** Users matching `search`; staff lists refresh every 60 s (DESIGN.md section 3). */
export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: queryKeyOf(adminUsersEndpoint, { query: { search } }),
    queryFn: async () => (await api(adminUsersEndpoint, { query: { search } })).users,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useSetRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: RoleName[] }) => api(setUserRolesEndpoint, { params: { id }, body: { roles } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(adminUsersEndpoint) }),
  });
}
