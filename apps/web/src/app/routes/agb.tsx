import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentSections, type DocumentSection } from '../../components/ui/document-sections.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { WithPracticeSettings } from '../../features/practice/components/with-practice-settings.tsx';

/** Terms and conditions, with the practice's data and cancellation hours from settings. */
export function Component() {
  const { t } = useTranslation('legal');
  return (
    <WithPracticeSettings>
      {(_settings, values) => (
        <Stack maw={860}>
          <PageHeader title={t('agb.title')} lead={t('agb.intro', values)} />
          <Text size="sm" c="dimmed" mt={-16} mb="md">
            {t('agb.version')}
          </Text>
          <DocumentSections sections={t('agb.sections', { returnObjects: true, ...values }) as DocumentSection[]} />
        </Stack>
      )}
    </WithPracticeSettings>
  );
}
