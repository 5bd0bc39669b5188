import { passesGuard, type Guard } from '@praxis/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { useSession } from '../api/session-queries.ts';
import { openLoginDialog } from '../login-dialog-store.ts';

/**
 * Guards a screen (specification section 6): without the required active role the user lands on
 * /. `guard` undefined only requires a login; a visitor who opens the screen also gets the login
 * pop-up (not someone who just logged out here).
 */
export function RequireRole({ guard, children }: { guard?: Guard; children: ReactNode }) {
  const { data: user, isPending } = useSession();
  const wasLoggedIn = useRef(false);
  if (user) wasLoggedIn.current = true;
  useEffect(() => {
    if (!isPending && !user && !wasLoggedIn.current) openLoginDialog('login');
  }, [isPending, user]);
  if (isPending) return <LoadingState />;
  if (!user || (guard && !passesGuard(user.activeRoles, guard))) return <Navigate to="/" replace />;
  return <>{children}</>;
}
