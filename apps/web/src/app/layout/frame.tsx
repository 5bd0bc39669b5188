import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSecondFactorTarget } from '../../features/account/hooks/use-second-factor-target.ts';
import { useSessionSync } from '../../features/account/hooks/use-session-sync.ts';
import { useLoginDialog } from '../../features/account/login-dialog-store.ts';

// The account pop-up loads with its first opening: most visitors never open it.
const AccountDialog = lazy(() => import('../../features/account/components/account-dialog.tsx').then((m) => ({ default: m.AccountDialog })));

/**
 * What both layouts (the public site and the staff workspace) do first: keep the login state in
 * step with other tabs, and answer where to go instead of the page: an e-mailed login link goes to
 * /auto-login, a login that still needs its second step reaches nothing but that step.
 */
export function useFrameRedirect(): string | null {
  const location = useLocation();
  useSessionSync();
  const secondStep = useSecondFactorTarget();
  return autoLoginTarget(location.pathname, location.search, location.hash) ?? secondStep ?? null;
}

/** The account pop-up, while it is open. */
export function FrameDialogs() {
  const loginDialog = useLoginDialog();
  if (!loginDialog.open) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialog />
    </Suspense>
  );
}

/**
 * Any address carrying `email` and `pw` (an e-mailed login link) goes to /auto-login, with the
 * address minus those two as `forwardUrl`.
 */
export function autoLoginTarget(pathname: string, search: string, hash: string): string | null {
  const params = new URLSearchParams(search);
  const email = params.get('email');
  const pw = params.get('pw');
  if (!email || !pw || pathname === '/auto-login') return null;
  params.delete('email');
  params.delete('pw');
  const rest = params.toString();
  const forward = `${pathname}${rest ? `?${rest}` : ''}${hash}`;
  const target = new URLSearchParams({ email, pw, forwardUrl: forward });
  const lang = params.get('lang');
  if (lang) target.set('lang', lang);
  return `/auto-login?${target}`;
}
