import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { BackToTop } from '../../components/layout/back-to-top.tsx';
import { ScrollToTop } from '../../components/layout/scroll-to-top.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { AnalyticsLoader } from '../../features/consent/components/analytics-loader.tsx';
import { CookieBanner } from '../../features/consent/components/cookie-banner.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { FrameDialogs, useFrameRedirect } from './frame.tsx';
import { MarkInteractive } from './mark-interactive.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, page, footer, consent banner and back-to-top around every page; a login without its second step sees only /second-factor. */
export function RootLayout() {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const redirect = useFrameRedirect();
  if (redirect) return <Navigate to={redirect} replace />;
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
      <FrameDialogs />
      <AnalyticsLoader tagManagerId={settings.data?.tagManagerId} />
    </Box>
  );
}
