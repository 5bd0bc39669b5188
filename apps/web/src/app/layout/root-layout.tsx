import { Box, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { BackToTop } from '../../components/layout/back-to-top.tsx';
import { ScrollToTop } from '../../components/layout/scroll-to-top.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { useSecondFactorTarget } from '../../features/account/hooks/use-second-factor-target.ts';
import { useSessionSync } from '../../features/account/hooks/use-session-sync.ts';
import { useLoginDialog } from '../../features/account/login-dialog-store.ts';
import { AnalyticsLoader } from '../../features/consent/components/analytics-loader.tsx';
import { CookieBanner } from '../../features/consent/components/cookie-banner.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { MarkInteractive } from './mark-interactive.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

// The account pop-up loads with its first opening: most visitors never open it.
const AccountDialog = lazy(() => import('../../features/account/components/account-dialog.tsx').then((m) => ({ default: m.AccountDialog })));

/** Header, page, footer, consent banner and back-to-top around every page; a login without its second step sees only /second-factor. */
export function RootLayout() {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const location = useLocation();
  const loginDialog = useLoginDialog();
  useSessionSync();
  // A login that still needs its second step reaches nothing but that step.
  const secondStep = useSecondFactorTarget();
  const loginLink = autoLoginTarget(location.pathname, location.search, location.hash);
  if (loginLink) return <Navigate to={loginLink} replace />;
  if (secondStep) return <Navigate to={secondStep} replace />;
  return (
    <Box className="site">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <HydrateLater name="header">
        <SiteHeader practiceName={settings.data?.name} />
      </HydrateLater>
      <Box component="main" id="main" className="site-main" tabIndex={-1}>
        <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
            <MarkInteractive />
          </Suspense>
        </Container>
      </Box>
      <HydrateLater name="footer">
        <SiteFooter settings={settings} />
      </HydrateLater>
      <BackToTop />
      <HydrateLater name="consent">
        <CookieBanner privacyHref="/datenschutz" />
      </HydrateLater>
      {loginDialog.open ? (
        <Suspense fallback={null}>
          <AccountDialog />
        </Suspense>
      ) : null}
      <AnalyticsLoader tagManagerId={settings.data?.tagManagerId} />
    </Box>
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
