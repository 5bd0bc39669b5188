import type {
  acceptTermsContract,
  changePasswordContract,
  loginLinkContract,
  ownProfileContract,
  PasswordChange,
  ProfileDto,
  ProfileInput,
  ResponseOf,
  saveProfileContract,
  saveStaffFieldsContract,
  StaffProfileInput,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client.ts';

/** A profile as the API returns it: own or, for staff, a customer's with the staff part (the domain's `profileSchema`). */
export type Profile = ProfileDto;

/** Own profile (no e-mail) or a customer's profile for staff; `enabled` false asks for nothing (e.g. logged out). */
export function useProfile(email: string | null, enabled = true) {
  return useQuery({
    queryKey: ['profile', email ?? 'own'],
    queryFn: () => apiGet<ResponseOf<typeof ownProfileContract>>(email ? `/api/users/profile?email=${encodeURIComponent(email)}` : '/api/profile'),
    enabled,
  });
}

export function useProfileActions(email: string | null, userId: number | undefined) {
  const queryClient = useQueryClient();
  const store = (profile: Profile) => queryClient.setQueryData(['profile', email ?? 'own'], profile);
  return {
    save: useMutation({
      mutationFn: (input: ProfileInput) =>
        apiSend<ResponseOf<typeof saveProfileContract>>('PUT', email ? `/api/users/${userId}/profile` : '/api/profile', input),
      onSuccess: (profile) => {
        store(profile);
        if (!email) void queryClient.invalidateQueries({ queryKey: ['session'] });
      },
    }),
    setPassword: useMutation({
      mutationFn: (input: PasswordChange) => apiSend<ResponseOf<typeof changePasswordContract>>('PUT', '/api/profile/password', input),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: ['profile', 'own'] });
        void queryClient.invalidateQueries({ queryKey: ['session'] });
      },
      // The session's recent link login has run out: the session answer says so after a reload.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'RECENT_LOGIN_NEEDED') void queryClient.invalidateQueries({ queryKey: ['session'] });
      },
    }),
    /** A login link to the own address (the same call as the login pop-up's). */
    requestLoginLink: useMutation({
      mutationFn: (input: { email: string; language: string; returnPath: string }) =>
        apiSend<ResponseOf<typeof loginLinkContract>>('POST', '/api/account/login-link', input),
    }),
    acceptTerms: useMutation({
      mutationFn: (version: number) => apiSend<ResponseOf<typeof acceptTermsContract>>('POST', '/api/profile/terms', { version }),
      onSuccess: store,
    }),
    saveStaff: useMutation({
      mutationFn: (input: StaffProfileInput) => apiSend<ResponseOf<typeof saveStaffFieldsContract>>('PUT', `/api/users/${userId}/staff`, input),
      onSuccess: store,
    }),
  };
}
