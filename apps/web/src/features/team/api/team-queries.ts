import {
  type BodyOf,
  type createStaffContract,
  createStaffEndpoint,
  endUserSessionsEndpoint,
  mfaResetEndpoint,
  staffListEndpoint,
  type StaffMemberDto,
  staffBookingsEndpoint,
  type updateStaffContract,
  updateStaffEndpoint,
} from '@praxis/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf, queryScopeOf } from '../../../lib/query-keys.ts';

/** A team change reloads the team and everything staff see (under '/api/staff': the bookings show the therapists, their roles). */
const refreshTeam = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(staffListEndpoint) }),
    queryClient.invalidateQueries({ queryKey: queryScopeOf(staffBookingsEndpoint, 1) }),
  ]);

/** A staff member on the team screen (the domain's `staffMemberSchema`). */
export type StaffMember = StaffMemberDto;

/** Every staff member, active or not; staff lists refresh every 60 s (DESIGN.md section 3). */
export function useStaff() {
  return useQuery({
    queryKey: queryKeyOf(staffListEndpoint),
    queryFn: async () => (await api(staffListEndpoint)).staff,
    refetchInterval: 60_000,
  });
}

/** Adds a staff member (a login link is mailed to them) or changes one. */
export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: null; body: BodyOf<typeof createStaffContract> } | { id: number; body: BodyOf<typeof updateStaffContract> }) =>
      change.id === null ? api(createStaffEndpoint, { body: change.body }) : api(updateStaffEndpoint, { params: { id: change.id }, body: change.body }),
    onSuccess: () => refreshTeam(queryClient),
  });
}

/** Resets a staff member's second factor (a lost phone): their sessions end, they set it up again at the next login. */
export function useResetMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(mfaResetEndpoint, { params: { id } }),
    onSuccess: () => refreshTeam(queryClient),
  });
}

/** Ends every session of a user (audited); answers how many ended. */
export function useEndUserSessions() {
  return useMutation({
    mutationFn: (id: number) => api(endUserSessionsEndpoint, { params: { id } }),
  });
}
