import {
  activeRolesEndpoint,
  type autoLoginContract,
  autoLoginEndpoint,
  type BodyOf,
  type forgotPasswordContract,
  forgotPasswordEndpoint,
  type loginContract,
  loginEndpoint,
  type loginLinkContract,
  loginLinkEndpoint,
  logoutEndpoint,
  publicSettingsEndpoint,
  type registerContract,
  registerEndpoint,
  type RoleName,
  sessionEndpoint,
  type SessionUser,
} from '@praxis/domain';
import { partialMatchKey, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export const SESSION_KEY = queryKeyOf(sessionEndpoint);

/** What stays in the cache when the session ends: the session itself (set to null) and the public settings. */
const KEPT_AFTER_LOGIN = [SESSION_KEY, queryKeyOf(publicSettingsEndpoint)];

/** Drops the data of the login that ended (everything but the session and the public settings). */
export function forgetLoginData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !KEPT_AFTER_LOGIN.some((key) => partialMatchKey(query.queryKey, key)) });
}

const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<SessionUser | null> => (await api(sessionEndpoint)).user,
  staleTime: 60_000,
};

// A session that still needs its second step counts as logged out everywhere but on /second-factor.
const completeLogin = (user: SessionUser | null): SessionUser | null => (user?.secondFactor ? null : user);
const pendingLogin = (user: SessionUser | null): SessionUser | null => (user?.secondFactor ? user : null);

/** The logged-in user (null when logged out, or while the login still needs its second factor). */
export function useSession() {
  return useQuery({ ...sessionQuery, select: completeLogin });
}

/** The user whose login still needs its second step (`secondFactor` set), else null. */
export function usePendingLogin() {
  return useQuery({ ...sessionQuery, select: pendingLogin });
}

/** The account mutations; each one that changes the session writes the answer into the cache. */
export function useAccountActions() {
  const queryClient = useQueryClient();
  const setUser = (user: SessionUser | null) => queryClient.setQueryData(SESSION_KEY, user);
  return {
    login: useMutation({
      mutationFn: (input: BodyOf<typeof loginContract>) => api(loginEndpoint, { body: input }),
      onSuccess: (answer) => setUser(answer.user),
    }),
    autoLogin: useMutation({
      mutationFn: (input: BodyOf<typeof autoLoginContract>) => api(autoLoginEndpoint, { body: input }),
      onSuccess: (answer) => setUser(answer.user),
    }),
    register: useMutation({
      mutationFn: (input: { email: string; language: string; returnPath?: string }) =>
        api(registerEndpoint, { body: input as BodyOf<typeof registerContract> }),
    }),
    forgotPassword: useMutation({
      mutationFn: (input: { email: string; language?: string; returnPath?: string }) =>
        api(forgotPasswordEndpoint, { body: input as BodyOf<typeof forgotPasswordContract> }),
    }),
    sendLoginLink: useMutation({
      mutationFn: (input: { email: string; language?: string; returnPath?: string }) =>
        api(loginLinkEndpoint, { body: input as BodyOf<typeof loginLinkContract> }),
    }),
    logout: useMutation({
      mutationFn: () => api(logoutEndpoint),
      onSettled: () => {
        setUser(null);
        forgetLoginData(queryClient);
      },
    }),
    setActiveRoles: useMutation({
      mutationFn: (activeRoles: RoleName[]) => api(activeRolesEndpoint, { body: { activeRoles } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    }),
  };
}
