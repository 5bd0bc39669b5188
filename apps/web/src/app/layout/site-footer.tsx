import type { PublicSettings } from '@praxis/domain';
import { Anchor, Box, Container, Divider, Group, Text, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { ConsentMap } from '../../features/consent/components/consent-map.tsx';
import { reopenConsent } from '../../features/consent/consent-store.ts';
import { ContactBlock } from '../../features/practice/components/contact-block.tsx';

const FOOTER_LINKS = [
  { to: '/about', key: 'nav.about' },
  { to: '/partners', key: 'nav.partners' },
  { to: '/refund', key: 'nav.refund' },
  { to: '/agb', key: 'nav.agb' },
  { to: '/datenschutz', key: 'nav.datenschutz' },
  { to: '/impressum', key: 'nav.impressum' },
] as const;

/** The contact block (with the consent-gated map), legal links and cookie settings. */
export function SiteFooter({ settings }: { settings: UseQueryResult<PublicSettings> }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" className="site-footer">
      <Container size="lg" py="xl">
        {settings.isPending ? (
          <LoadingState />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <ContactBlock
            order={2}
            settings={settings.data}
            map={
              settings.data.geo ? (
                <ConsentMap lat={settings.data.geo.lat} lon={settings.data.geo.lon} title={t('contact.mapTitle', { practiceName: settings.data.name })} />
              ) : null
            }
          />
        )}
        <Divider my="lg" />
        <Group justify="space-between" gap="sm">
          <Group component="nav" gap="md" aria-label={t('nav.footer')}>
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={AppLink} to={link.to} size="sm" c="dimmed">
                {t(link.key)}
              </Anchor>
            ))}
            <UnstyledButton onClick={reopenConsent} fz="sm" c="dimmed" className="link-button">
              {t('consent.settings')}
            </UnstyledButton>
          </Group>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {settings.data?.legalName ?? ''}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
