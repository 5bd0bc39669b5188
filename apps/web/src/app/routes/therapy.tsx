import { formatChf, type PublicArrangement, type PublicTherapy } from '@praxis/domain';
import { Alert, Anchor, Button, Card, Grid, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { useArrangements, useOfferedTherapies } from '../../features/catalogue/api/catalogue-queries.ts';
import { therapyImageUrl } from '../../features/catalogue/components/therapy-images.ts';
import { useTherapyText } from '../../features/catalogue/components/therapy-text.ts';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';

/** One therapy (`?therapyid=`): long description, benefits, durations with prices, cautions. */
export function Component() {
  const { t } = useTranslation(['therapies', 'common']);
  const [params] = useSearchParams();
  const therapies = useOfferedTherapies();
  const arrangements = useArrangements();
  const settings = usePublicSettings();
  if (therapies.isPending || arrangements.isPending) return <LoadingState />;
  if (therapies.isError || arrangements.isError) return <ErrorState error={therapies.error ?? arrangements.error} />;
  const id = Number(params.get('therapyid') ?? params.get('id'));
  const therapy = therapies.data.find((candidate) => candidate.id === id);
  if (!therapy) {
    return (
      <Stack align="flex-start">
        <Alert color="orange" role="alert">
          {t('notFound')}
        </Alert>
        <Anchor component={AppLink} to="/therapies">
          {t('backToList')}
        </Anchor>
      </Stack>
    );
  }
  return <TherapyDetail therapy={therapy} arrangements={arrangements.data} phone={settings.data?.phone} />;
}

function TherapyDetail({ therapy, arrangements, phone }: { therapy: PublicTherapy; arrangements: PublicArrangement[]; phone: string | undefined }) {
  const { t, i18n } = useTranslation(['therapies', 'common']);
  const text = useTherapyText(therapy);
  const key = `items.${therapy.labelKey}`;
  const paragraphs = text.long;
  const benefits = t(`${key}.benefits`, { returnObjects: true }) as string[];
  const offered = arrangements.filter((a) => therapy.arrangementIds.includes(a.id));
  return (
    <Stack gap="xl">
      <Anchor component={AppLink} to="/therapies" size="sm">
        ← {t('backToList')}
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PageHeader title={text.name} lead={text.short} />
          <Stack gap="sm">
            {paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
          </Stack>
          <Title order={2} size="h3" mt="xl" mb="sm">
            {t('benefitsTitle')}
          </Title>
          <List spacing="xs">
            {benefits.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
          <Title order={2} size="h3" mt="xl" mb="sm">
            {t('suitableTitle')}
          </Title>
          <Text>{t(`${key}.suitableFor`)}</Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Image src={therapyImageUrl(therapy.image)} alt="" radius="md" width={320} height={200} style={{ height: 'auto' }} />
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('durationsTitle')}
              </Title>
              <Stack gap="xs" data-testid="therapy-durations">
                {offered.map((a) => (
                  <Group key={a.id} justify="space-between">
                    <Text>{t('common:minutes', { count: a.durationMinutes })}</Text>
                    <Text fw={600}>{formatChf(a.priceRappen, i18n.language)}</Text>
                  </Group>
                ))}
              </Stack>
              {offered.length > 0 ? (
                <Button
                  component={AppLink}
                  to={`/bookoptions?therapyid=${therapy.id}&arrangementid=${offered.some((a) => a.id === 2) ? 2 : offered[0]!.id}`}
                  mt="md"
                  fullWidth
                >
                  {t('common:bookOnline')}
                </Button>
              ) : null}
              {phone ? (
                <Button component="a" href={`tel:${phone.replace(/[^+\d]/g, '')}`} mt="xs" variant="light" fullWidth>
                  {t('common:bookByPhone', { phone })}
                </Button>
              ) : null}
            </Card>
            <Alert color="terracotta" variant="light" title={t('contraindicationsTitle')}>
              {t('contraindicationsText')}
            </Alert>
            <Text size="sm" c="dimmed">
              {t('insuranceNote')}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
