import type {
  activeRolesContract,
  autoLoginContract,
  BodyOf,
  forgotPasswordContract,
  loginContract,
  loginLinkContract,
  logoutContract,
  registerContract,
  ResponseOf,
  RoleName,
  SessionUser,
  sessionContract,
} from '@praxis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export const SESSION_KEY = ['session'] as const;

const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<SessionUser | null> => (await apiGet<ResponseOf<typeof sessionContract>>('/api/account/me')).user,
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
      mutationFn: (input: BodyOf<typeof loginContract>) => apiSend<ResponseOf<typeof loginContract>>('POST', '/api/account/login', input),
      onSuccess: (answer) => setUser(answer.user),
    }),
    autoLogin: useMutation({
      mutationFn: (input: BodyOf<typeof autoLoginContract>) => apiSend<ResponseOf<typeof autoLoginContract>>('POST', '/api/account/auto-login', input),
      onSuccess: (answer) => setUser(answer.user),
    }),
    register: useMutation({
      mutationFn: (input: { email: string; language: string; returnPath?: string }) =>
        apiSend<ResponseOf<typeof registerContract>>('POST', '/api/account/register', input),
    }),
    forgotPassword: useMutation({
      mutationFn: (input: { email: string; language?: string; returnPath?: string }) =>
        apiSend<ResponseOf<typeof forgotPasswordContract>>('POST', '/api/account/forgot-password', input),
    }),
    sendLoginLink: useMutation({
      mutationFn: (input: { email: string; language?: string; returnPath?: string }) =>
        apiSend<ResponseOf<typeof loginLinkContract>>('POST', '/api/account/login-link', input),
    }),
    logout: useMutation({
      mutationFn: () => apiSend<ResponseOf<typeof logoutContract>>('POST', '/api/account/logout'),
      onSettled: () => {
        setUser(null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] && query.queryKey[0] !== 'settings' });
      },
    }),
    setActiveRoles: useMutation({
      mutationFn: (activeRoles: RoleName[]) => apiSend<ResponseOf<typeof activeRolesContract>>('PUT', '/api/account/active-roles', { activeRoles }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    }),
  };
}
