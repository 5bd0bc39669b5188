import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BackToTop } from '../../components/layout/back-to-top.tsx';
import { ScrollToTop } from '../../components/layout/scroll-to-top.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { AnalyticsLoader } from '../../features/consent/components/analytics-loader.tsx';
import { CookieBanner } from '../../features/consent/components/cookie-banner.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, page, footer, consent banner and back-to-top around every page. */
export function RootLayout() {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  return (
    <Box className="site">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <SiteHeader practiceName={settings.data?.name} />
      <Box component="main" id="main" className="site-main" tabIndex={-1}>
        <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <SiteFooter settings={settings} />
      <BackToTop />
      <CookieBanner privacyHref="/impressum#privacy" />
      <AnalyticsLoader tagManagerId={settings.data?.tagManagerId} />
    </Box>
  );
}
