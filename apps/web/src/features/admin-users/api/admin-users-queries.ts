import type { RoleName } from '@praxis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export interface AdminUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  roles: RoleName[];
}

/** Users matching `search`; staff lists refresh every 60 s (DESIGN.md section 3). */
export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: ['admin-users', search],
    queryFn: async () => (await apiGet<{ users: AdminUser[] }>(`/api/admin/users?search=${encodeURIComponent(search)}`)).users,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useSetRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: RoleName[] }) => apiSend<{ roles: RoleName[] }>('PUT', `/api/admin/users/${id}/roles`, { roles }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}
