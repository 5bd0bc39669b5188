import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_KEY, useSession } from '../api/session-queries.ts';

const SYNC_MS = 1000;
const hint = () => document.cookie.match(/(?:^|;\s*)sid_user=([^;]*)/)?.[1] ?? '';

/**
 * Keeps the user in step with the session cookie: every second it compares the readable
 * `sid_user` cookie (set and cleared with the session) with what it saw last; a login or logout
 * in another tab changes it, and the session is fetched again. The session also ends in the UI
 * when its 12 hours are over.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  useEffect(() => {
    let seen = hint();
    const timer = setInterval(() => {
      const now = hint();
      if (now !== seen) {
        seen = now;
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      }
    }, SYNC_MS);
    return () => clearInterval(timer);
  }, [queryClient]);
  useEffect(() => {
    if (!user) return;
    const left = new Date(user.expiresAt).getTime() - Date.now();
    const timer = setTimeout(() => queryClient.setQueryData(SESSION_KEY, null), Math.max(0, Math.min(left, 2_147_000_000)));
    return () => clearTimeout(timer);
  }, [user, queryClient]);
}
