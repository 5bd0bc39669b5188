import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';

/** What a visitor sees of a practice's site until its admin has published it: a neutral page, no dead end. */
export function SiteInSetup() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('siteInSetup.title');
  }, [t]);
  return (
    <Stack gap="sm" py="xl" maw={640} mx="auto" ta="center" data-testid="site-in-setup">
      <Title order={1}>{t('siteInSetup.title')}</Title>
      <Text size="lg">{t('siteInSetup.text')}</Text>
    </Stack>
  );
}

/** Staff see the site before it is published, with this notice above each page; admins get the way to the set-up. */
export function SitePreviewNotice({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" mb="lg" data-testid="site-preview-notice">
      {t('siteInSetup.preview')}{' '}
      {admin ? (
        <Anchor component={AppLink} to="/admin/setup">
          {t('siteInSetup.setupLink')}
        </Anchor>
      ) : null}
    </Alert>
  );
}
