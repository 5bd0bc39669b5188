import { Card, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentSections, type DocumentSection } from '../../components/ui/document-sections.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { practiceValues } from '../../features/practice/api/practice-values.ts';

/** Reimbursement by supplementary insurance, receipts, refunds, vouchers, and a checklist. */
export function Component() {
  const { t } = useTranslation('legal');
  const settings = usePublicSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} />;
  const values = practiceValues(settings.data);
  const sections = t('refund.sections', { returnObjects: true, ...values }) as DocumentSection[];
  const checklist = t('refund.checklist', { returnObjects: true, ...values }) as string[];
  return (
    <Stack maw={860}>
      <PageHeader title={t('refund.title')} lead={t('refund.intro', values)} />
      <DocumentSections sections={sections} />
      <Card withBorder padding="lg" mt="lg" bg="praxis.0">
        <Title order={2} size="h4" mb="sm">
          {t('refund.checklistTitle')}
        </Title>
        <List spacing="xs">
          {checklist.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
