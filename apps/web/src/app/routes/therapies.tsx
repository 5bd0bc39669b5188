import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { useArrangements, useOfferedTherapies } from '../../features/catalogue/api/catalogue-queries.ts';
import { TherapyCard } from '../../features/catalogue/components/therapy-card.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { practiceValues } from '../../features/practice/api/practice-values.ts';

/** All active therapies with short descriptions and their durations. */
export function Component() {
  const { t } = useTranslation('therapies');
  const settings = usePublicSettings();
  const therapies = useOfferedTherapies();
  const arrangements = useArrangements();
  const values = settings.data ? practiceValues(settings.data) : {};
  return (
    <Stack>
      <PageHeader title={t('title')} lead={settings.data ? t('intro', values) : undefined} />
      {therapies.isPending || arrangements.isPending ? (
        <LoadingState />
      ) : therapies.isError || arrangements.isError ? (
        <ErrorState error={therapies.error ?? arrangements.error} onRetry={() => void therapies.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {therapies.data.map((therapy) => (
            <TherapyCard key={therapy.id} therapy={therapy} arrangements={arrangements.data} headingOrder={2} />
          ))}
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed" mt="lg">
        {t('insuranceNote')}
      </Text>
    </Stack>
  );
}
