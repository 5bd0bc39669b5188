import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { decideConsent, useConsent } from '../consent-store.ts';

/**
 * The consent banner: accept or reject analytics and the embedded map; the mandatory cookies
 * (session, security, this choice) are shown switched on and cannot be turned off.
 */
export function CookieBanner({ privacyHref }: { privacyHref: string }) {
  const { t } = useTranslation();
  const { bannerOpen } = useConsent();
  if (!bannerOpen) return null;
  return (
    <Paper
      component="section"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      shadow="xl"
      radius="md"
      p="lg"
      withBorder
      className="cookie-banner"
      data-testid="cookie-banner"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="cookie-banner-title">
          {t('consent.title')}
        </Title>
        <Text size="sm">
          {t('consent.text')} <a href={privacyHref}>{t('consent.privacyLink')}</a>
        </Text>
        <Switch checked disabled label={t('consent.mandatory')} description={t('consent.mandatoryHint')} />
        <Switch checked={false} disabled label={t('consent.optional')} description={t('consent.optionalHint')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => decideConsent('rejected')}>
            {t('consent.reject')}
          </Button>
          <Button onClick={() => decideConsent('accepted')}>{t('consent.accept')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
