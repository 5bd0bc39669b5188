import { customerHealthFormPdfEndpoint, type Language, ownHealthFormPdfEndpoint, urlOf } from '@praxis/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import type { Profile } from '../api/profile-queries.ts';

/**
 * The health form's state: which version is signed and when, the PDF, and (for the customer)
 * filling in or updating it. Staff without a therapist role see no health data.
 */
export function HealthPanel({ profile, own, canReadAny }: { profile: Profile; own: boolean; canReadAny: boolean }) {
  const { t, i18n } = useTranslation('profile');
  if (!own && !canReadAny) return <Text c="dimmed">{t('health.noAccess')}</Text>;
  const form = profile.healthForm;
  const lang = i18n.language as Language;
  const pdf = own
    ? urlOf(ownHealthFormPdfEndpoint, { query: { lang } })
    : urlOf(customerHealthFormPdfEndpoint, { params: { id: profile.id }, query: { lang } });
  return (
    <Stack maw={560} data-testid="health-panel">
      <Text>
        {form ? t('health.signed', { version: form.version, date: new Date(form.signedAt).toLocaleDateString(`${i18n.language}-CH`) }) : t('health.missing')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('health.privacy')}
      </Text>
      <Group>
        {own ? (
          <Button component={AppLink} to="/health-form">
            {form ? t('health.update') : t('health.fill')}
          </Button>
        ) : null}
        {form ? (
          <Button component="a" href={pdf} target="_blank" rel="noopener" variant="light">
            {t('health.pdf')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
