import { type HealthForm, type Language, ownHealthFormPdfEndpoint, safeReturnPath, urlOf } from '@praxis/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { useOwnHealthForm } from '../../features/health-form/api/health-form-queries.ts';
import { HealthFormEditor } from '../../features/health-form/components/health-form-editor.tsx';
import { useFormat } from '../../lib/use-format.ts';

/** The own health form: fill in or update and sign; then an end page with Continue or Done/Home. */
export function Component() {
  return (
    <RequireRole>
      <HealthFormPage />
    </RequireRole>
  );
}

function HealthFormPage() {
  const { t, i18n } = useTranslation('health');
  const format = useFormat();
  const [params] = useSearchParams();
  const current = useOwnHealthForm();
  const [signed, setSigned] = useState<HealthForm | null>(null);
  const next = safeReturnPath(params.get('return') ?? '/account?tab=health');
  if (signed) {
    return (
      <Stack align="center" py="xl" gap="md" data-testid="health-form-done">
        <Title order={1}>{t('done.title')}</Title>
        <Text>{t('done.text', { version: signed.version })}</Text>
        <Group>
          <Button component={AppLink} to={next}>
            {t('done.continue')}
          </Button>
          <Button component="a" href={urlOf(ownHealthFormPdfEndpoint, { query: { lang: i18n.language as Language } })} target="_blank" variant="light">
            {t('done.pdf')}
          </Button>
          <Button component={AppLink} to="/" variant="subtle">
            {t('done.home')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (current.isPending) return <LoadingState />;
  if (current.isError) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  return (
    <Stack maw={760}>
      <PageHeader title={t('pageTitle')} lead={t('intro')} />
      {current.data ? (
        <Text size="sm" c="dimmed">
          {t('current', { version: current.data.version, date: format.instantDate(current.data.signedAt) })}
        </Text>
      ) : null}
      <HealthFormEditor previous={current.data} onSigned={setSigned} />
    </Stack>
  );
}
