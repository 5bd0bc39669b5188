import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextCard } from '../../components/ui/text-card.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { useArrangements } from '../../features/catalogue/api/catalogue-queries.ts';
import { PriceTable } from '../../features/catalogue/components/price-table.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { practiceValues } from '../../features/practice/api/practice-values.ts';

/** Prices of the three durations, the price per 5 minutes, payment, cancellation, insurance. */
export function Component() {
  const { t } = useTranslation('pricing');
  const arrangements = useArrangements();
  const settings = usePublicSettings();
  if (arrangements.isPending || settings.isPending) return <LoadingState />;
  if (arrangements.isError || settings.isError) return <ErrorState error={arrangements.error ?? settings.error} />;
  const values = practiceValues(settings.data);
  const included = t('included.items', { returnObjects: true, ...values }) as string[];
  return (
    <Stack gap="xl">
      <PageHeader title={t('title')} lead={t('intro', values)} />
      <PriceTable arrangements={arrangements.data} />
      <Text size="sm" c="dimmed">
        {t('note')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            {t('included.title')}
          </Title>
          <List spacing={4} size="sm">
            {included.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Card>
        <TextCard title={t('payment.title')} text={t('payment.text', values)} />
        <TextCard title={t('cancellation.title')} text={t('cancellation.text', values)} />
        <TextCard title={t('insurance.title')} text={t('insurance.text', values)}>
          <Anchor component={AppLink} to="/refund" size="sm" mt="xs">
            {t('insurance.cta')}
          </Anchor>
        </TextCard>
        <TextCard title={t('vouchers.title')} text={t('vouchers.text', values)}>
          <Anchor component={AppLink} to="/vouchers" size="sm" mt="xs">
            {t('vouchers.cta')}
          </Anchor>
        </TextCard>
      </SimpleGrid>
    </Stack>
  );
}
