import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentSections, type DocumentSection } from '../../components/ui/document-sections.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { practiceValues } from '../../features/practice/api/practice-values.ts';

/** Terms and conditions, with the practice's data and cancellation hours from settings. */
export function Component() {
  const { t } = useTranslation('legal');
  const settings = usePublicSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} />;
  const values = practiceValues(settings.data);
  const sections = t('agb.sections', { returnObjects: true, ...values }) as DocumentSection[];
  return (
    <Stack maw={860}>
      <PageHeader title={t('agb.title')} lead={t('agb.intro', values)} />
      <Text size="sm" c="dimmed" mt={-16} mb="md">
        {t('agb.version')}
      </Text>
      <DocumentSections sections={sections} />
    </Stack>
  );
}
