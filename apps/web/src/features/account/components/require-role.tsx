import { passesGuard, type Guard } from '@praxis/domain';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { useSession } from '../api/session-queries.ts';
import { openLoginDialog } from '../login-dialog-store.ts';

/**
 * Guards a screen (specification section 6): without the required active role the user lands on
 * /. `guard` undefined only requires a login; visitors also get the login pop-up.
 */
export function RequireRole({ guard, children }: { guard?: Guard; children: ReactNode }) {
  const { data: user, isPending } = useSession();
  useEffect(() => {
    if (!isPending && !user) openLoginDialog('login');
  }, [isPending, user]);
  if (isPending) return <LoadingState />;
  if (!user || (guard && !passesGuard(user.activeRoles, guard))) return <Navigate to="/" replace />;
  return <>{children}</>;
}
