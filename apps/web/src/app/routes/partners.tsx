import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextCard } from '../../components/ui/text-card.tsx';
import { WithPracticeSettings } from '../../features/practice/components/with-practice-settings.tsx';

type PartnerGroup = { heading: string; text: string; items: string[] };

/** Quality labels, medical cooperation, insurers and local partners. */
export function Component() {
  const { t } = useTranslation('partners');
  return (
    <WithPracticeSettings>
      {(settings, values) => (
        <Stack>
          <PageHeader title={t('title')} lead={t('intro', values)} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {(t('groups', { returnObjects: true, ...values }) as PartnerGroup[]).map((group) => (
              <TextCard key={group.heading} title={group.heading} text={group.text}>
                <List size="sm" mt="sm" spacing={4}>
                  {group.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </TextCard>
            ))}
          </SimpleGrid>
          <Card padding="lg" mt="lg" bg="sand.0">
            <Title order={2} size="h4">
              {t('becomePartnerTitle')}
            </Title>
            <Text size="sm" mt="xs">
              {t('becomePartnerText', values)} <Anchor href={`mailto:${settings.email}`}>{settings.email}</Anchor>
            </Text>
          </Card>
        </Stack>
      )}
    </WithPracticeSettings>
  );
}
