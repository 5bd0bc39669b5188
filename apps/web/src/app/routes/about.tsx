import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextCard } from '../../components/ui/text-card.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { usePublicSettings, useTherapists } from '../../features/practice/api/practice-queries.ts';
import { practiceValues } from '../../features/practice/api/practice-values.ts';
import { TherapistSummary } from '../../features/practice/components/therapist-summary.tsx';

type Point = { title: string; text: string };

/** The practice: story, values, qualifications and the team with links to the biographies. */
export function Component() {
  const { t } = useTranslation('about');
  const settings = usePublicSettings();
  const therapists = useTherapists();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} />;
  const values = practiceValues(settings.data);
  const story = t('story.paragraphs', { returnObjects: true, ...values }) as string[];
  const points = t('values.points', { returnObjects: true, ...values }) as Point[];
  const qualifications = t('qualifications.items', { returnObjects: true, ...values }) as string[];
  return (
    <Stack gap={48}>
      <PageHeader title={t('title')} lead={t('intro', values)} />
      <Stack gap="sm" maw={820}>
        <Title order={2}>{t('story.title', values)}</Title>
        {story.map((p) => (
          <Text key={p}>{p}</Text>
        ))}
      </Stack>
      <Stack gap="md">
        <Title order={2}>{t('values.title', values)}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {points.map((point) => (
            <TextCard key={point.title} title={point.title} text={point.text} bg="praxis.0" headingOrder={3} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2}>{t('qualifications.title')}</Title>
        <List spacing="xs">
          {qualifications.map((q) => (
            <List.Item key={q}>{q}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="md" id="team">
        <Title order={2}>{t('team.title')}</Title>
        <Text c="dimmed">{t('team.intro', values)}</Text>
        {therapists.isPending ? (
          <LoadingState />
        ) : therapists.isError ? (
          <ErrorState error={therapists.error} onRetry={() => void therapists.refetch()} />
        ) : therapists.data.length === 0 ? (
          <Text>{t('team.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {therapists.data.map((therapist) => (
              <Card key={therapist.id} withBorder padding="lg" data-testid="team-card">
                <TherapistSummary therapist={therapist} />
                <Anchor component={AppLink} to={`/therapist/${therapist.id}`} mt="sm">
                  {t('team.readBio')}
                </Anchor>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
