import {
  type acceptTermsContract,
  acceptTermsEndpoint,
  type BodyOf,
  changePasswordEndpoint,
  type loginLinkContract,
  loginLinkEndpoint,
  ownProfileEndpoint,
  type PasswordChange,
  profileByEmailEndpoint,
  type ProfileDto,
  type ProfileInput,
  saveOwnProfileEndpoint,
  saveProfileEndpoint,
  saveStaffFieldsEndpoint,
  sessionEndpoint,
  type StaffProfileInput,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** The own profile (no e-mail) or, for staff, a customer's by e-mail. */
const profileKey = (email: string | null) => (email ? queryKeyOf(profileByEmailEndpoint, { query: { email } }) : queryKeyOf(ownProfileEndpoint));

/** A profile as the API returns it: own or, for staff, a customer's with the staff part (the domain's `profileSchema`). */
export type Profile = ProfileDto;

/** Own profile (no e-mail) or a customer's profile for staff; `enabled` false asks for nothing (e.g. logged out). */
export function useProfile(email: string | null, enabled = true) {
  return useQuery({
    queryKey: profileKey(email),
    queryFn: () => (email ? api(profileByEmailEndpoint, { query: { email } }) : api(ownProfileEndpoint)),
    enabled,
  });
}

export function useProfileActions(email: string | null, userId: number | undefined) {
  const queryClient = useQueryClient();
  const store = (profile: Profile) => queryClient.setQueryData(profileKey(email), profile);
  return {
    save: useMutation({
      mutationFn: (input: ProfileInput) =>
        email ? api(saveProfileEndpoint, { params: { id: userId! }, body: input }) : api(saveOwnProfileEndpoint, { body: input }),
      onSuccess: (profile) => {
        store(profile);
        if (!email) void queryClient.invalidateQueries({ queryKey: queryKeyOf(sessionEndpoint) });
      },
    }),
    setPassword: useMutation({
      mutationFn: (input: PasswordChange) => api(changePasswordEndpoint, { body: input }),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeyOf(ownProfileEndpoint) });
        void queryClient.invalidateQueries({ queryKey: queryKeyOf(sessionEndpoint) });
      },
      // The session's recent link login has run out: the session answer says so after a reload.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'RECENT_LOGIN_NEEDED') void queryClient.invalidateQueries({ queryKey: queryKeyOf(sessionEndpoint) });
      },
    }),
    /** A login link to the own address (the same call as the login pop-up's). */
    requestLoginLink: useMutation({
      mutationFn: (input: { email: string; language: string; returnPath: string }) =>
        api(loginLinkEndpoint, { body: input as BodyOf<typeof loginLinkContract> }),
    }),
    acceptTerms: useMutation({
      mutationFn: (version: number) => api(acceptTermsEndpoint, { body: { version } as BodyOf<typeof acceptTermsContract> }),
      onSuccess: store,
    }),
    saveStaff: useMutation({
      mutationFn: (input: StaffProfileInput) => api(saveStaffFieldsEndpoint, { params: { id: userId! }, body: input }),
      onSuccess: store,
    }),
  };
}
