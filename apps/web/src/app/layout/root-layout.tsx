import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { actsAs, holdsStaffRole } from '@praxis/domain';
import { BackToTop } from '../../components/layout/back-to-top.tsx';
import { ScrollToTop } from '../../components/layout/scroll-to-top.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { AnalyticsLoader } from '../../features/consent/components/analytics-loader.tsx';
import { CookieBanner } from '../../features/consent/components/cookie-banner.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { publicPageModule } from '../public-pages.ts';
import { FrameDialogs, useFrameRedirect } from './frame.tsx';
import { MarkInteractive } from './mark-interactive.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteInSetup, SitePreviewNotice } from './site-in-setup.tsx';

/** Header, page, footer, consent banner and back-to-top around every page; a login without its second step sees only /second-factor. */
export function RootLayout() {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const { data: user } = useSession();
  const { pathname } = useLocation();
  const redirect = useFrameRedirect();
  if (redirect) return <Navigate to={redirect} replace />;
  // Until the admin publishes the site, visitors get a neutral page instead of its content pages
  // (the login, its links and the account stay reachable); staff see the site with a notice.
  const unpublished = settings.data?.published === false && publicPageModule(pathname) !== null;
  const staff = user ? holdsStaffRole(user.roles) : false;
  const closed = unpublished && !staff;
  return (
    <Box className="site">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <HydrateLater name="header">
        <SiteHeader practiceName={settings.data?.name} closed={closed} />
      </HydrateLater>
      <Box component="main" id="main" className="site-main" tabIndex={-1}>
        <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
          {unpublished && staff ? <SitePreviewNotice admin={actsAs(user!.activeRoles, 'admin')} /> : null}
          <Suspense fallback={<LoadingState />}>
            {closed ? <SiteInSetup /> : <Outlet />}
            <MarkInteractive />
          </Suspense>
        </Container>
      </Box>
      {closed ? null : (
        <HydrateLater name="footer">
          <SiteFooter settings={settings} />
        </HydrateLater>
      )}
      <BackToTop />
      <HydrateLater name="consent">
        <CookieBanner privacyHref="/datenschutz" />
      </HydrateLater>
      <FrameDialogs />
      <AnalyticsLoader tagManagerId={settings.data?.tagManagerId} />
    </Box>
  );
}
