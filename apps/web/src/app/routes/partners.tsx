import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { practiceValues } from '../../features/practice/api/practice-values.ts';

type PartnerGroup = { heading: string; text: string; items: string[] };

/** Quality labels, medical cooperation, insurers and local partners. */
export function Component() {
  const { t } = useTranslation('partners');
  const settings = usePublicSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} />;
  const values = practiceValues(settings.data);
  const groups = t('groups', { returnObjects: true, ...values }) as PartnerGroup[];
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('intro', values)} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {groups.map((group) => (
          <Card key={group.heading} withBorder padding="lg">
            <Title order={2} size="h4">
              {group.heading}
            </Title>
            <Text size="sm" mt="xs">
              {group.text}
            </Text>
            <List size="sm" mt="sm" spacing={4}>
              {group.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      <Card padding="lg" mt="lg" bg="sand.0">
        <Title order={2} size="h4">
          {t('becomePartnerTitle')}
        </Title>
        <Text size="sm" mt="xs">
          {t('becomePartnerText', values)}{' '}
          <Anchor href={`mailto:${settings.data.email}`}>{settings.data.email}</Anchor>
        </Text>
      </Card>
    </Stack>
  );
}
