import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { SESSION_KEY } from './api/session-queries.ts';
import { openLoginDialog } from './login-dialog-store.ts';

/**
 * What a failed call means for the session (DESIGN.md section 3): `UNAUTHENTICATED` ends it in the
 * UI and opens the login pop-up; `MFA_REQUIRED` fetches it afresh, and the session that still needs
 * its second step leads to the second-step screen.
 */
export function handleSessionError(error: unknown, client: QueryClient): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (error.code === 'UNAUTHENTICATED') {
    client.setQueryData(SESSION_KEY, null);
    openLoginDialog('login', 'expired');
  } else if (error.code === 'MFA_REQUIRED') {
    void client.invalidateQueries({ queryKey: SESSION_KEY });
  }
}
