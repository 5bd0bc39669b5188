import { Card, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentSections, type DocumentSection } from '../../components/ui/document-sections.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { WithPracticeSettings } from '../../features/practice/components/with-practice-settings.tsx';

/** Reimbursement by supplementary insurance, receipts, refunds, vouchers, and a checklist. */
export function Component() {
  const { t } = useTranslation('legal');
  return (
    <WithPracticeSettings>
      {(_settings, values) => (
        <Stack maw={860}>
          <PageHeader title={t('refund.title')} lead={t('refund.intro', values)} />
          <DocumentSections sections={t('refund.sections', { returnObjects: true, ...values }) as DocumentSection[]} />
          <Card withBorder padding="lg" mt="lg" bg="praxis.0">
            <Title order={2} size="h4" mb="sm">
              {t('refund.checklistTitle')}
            </Title>
            <List spacing="xs">
              {(t('refund.checklist', { returnObjects: true, ...values }) as string[]).map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Card>
        </Stack>
      )}
    </WithPracticeSettings>
  );
}
