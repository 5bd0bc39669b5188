import { useLocation } from 'react-router';
import { usePendingLogin } from '../api/session-queries.ts';
import { secondFactorTarget } from '../second-factor.ts';

/** Where to go instead of this page while the session still needs its second step; null when it need not. */
export function useSecondFactorTarget(): string | null {
  const { data: pending } = usePendingLogin();
  const { pathname, search, hash } = useLocation();
  return pending ? secondFactorTarget(pathname, search, hash) : null;
}
