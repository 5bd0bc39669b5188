import type { PublicTherapy } from '@praxis/domain';
import { Box, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
// Drawn into the page, not fetched: the picture is there with the first paint of the page.
import heroArt from '../../assets/hero.svg?raw';
import { AppLink } from '../../components/ui/app-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TextCard } from '../../components/ui/text-card.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { useArrangements, useOfferedTherapies } from '../../features/catalogue/api/catalogue-queries.ts';
import { TherapyCard } from '../../features/catalogue/components/therapy-card.tsx';
import { therapyImageUrl } from '../../features/catalogue/components/therapy-images.ts';
import { therapyTextOf } from '../../features/catalogue/components/therapy-text.ts';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { practiceValues } from '../../features/practice/api/practice-values.ts';
import { BookingPicker } from '../../features/therapy-picker/components/booking-picker.tsx';
import { HydrateLater } from '../../lib/hydrate-later.tsx';

type Highlight = { title: string; text: string };

/**
 * The home page: introduction, the booking picker (pain location → therapy wheel → duration →
 * calendar), highlights, a selection of therapies, prices and contact.
 */
export function Component() {
  const { t, i18n } = useTranslation(['home', 'common', 'picker', 'therapies']);
  const settings = usePublicSettings();
  const therapies = useOfferedTherapies();
  const arrangements = useArrangements();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  const values = practiceValues(settings.data);
  const therapyText = (therapy: PublicTherapy) => therapyTextOf(therapy, t, i18n.language);

  const highlights = t('highlights', { returnObjects: true, ...values }) as Highlight[];
  const approach = t('approach.paragraphs', { returnObjects: true, ...values }) as string[];
  return (
    <Stack gap={64}>
      <Grid align="center" gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Text c="praxis.7" fw={600} tt="uppercase" size="sm" lts={1}>
              {t('hero.eyebrow', values)}
            </Text>
            <PageHeader title={t('hero.title', values)} lead={t('hero.subtitle', values)} documentTitle={`${settings.data.name} – ${t('metaTitle', values)}`} />
            <Group>
              {/* A plain in-page anchor: the browser scrolls to the picker and keeps ?lang. */}
              <Button component="a" href="#book-now" size="md">
                {t('hero.ctaPrimary')}
              </Button>
              <Button component={AppLink} to="/pricing" size="md" variant="light">
                {t('hero.ctaSecondary')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Box className="hero-art" aria-hidden="true" dangerouslySetInnerHTML={{ __html: heroArt }} />
        </Grid.Col>
      </Grid>

      <HydrateLater name="home-picker">
        <Paper
          component="section"
          id="book-now"
          aria-labelledby="book-now-title"
          bg="praxis.0"
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          style={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}
        >
          <Stack gap="xl">
            <div>
              <Title order={2} id="book-now-title">
                {t('picker:section.title')}
              </Title>
              <Text c="dimmed" mt="xs" maw={720}>
                {t('picker:section.lead')}
              </Text>
            </div>
            {therapies.isPending || arrangements.isPending ? (
              <LoadingState />
            ) : therapies.isError || arrangements.isError ? (
              <ErrorState error={therapies.error ?? arrangements.error} onRetry={() => void Promise.all([therapies.refetch(), arrangements.refetch()])} />
            ) : (
              <BookingPicker therapies={therapies.data} arrangements={arrangements.data} therapyText={therapyText} imageOf={imageOf} />
            )}
          </Stack>
        </Paper>
      </HydrateLater>

      <HydrateLater name="home-highlights">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {highlights.map((h) => (
            <TextCard key={h.title} title={h.title} text={h.text} bg="praxis.0" />
          ))}
        </SimpleGrid>

        <Stack gap="sm" maw={820}>
          <Title order={2}>{t('approach.title', values)}</Title>
          {approach.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
        </Stack>
      </HydrateLater>

      <HydrateLater name="home-therapies">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={2}>{t('therapiesTeaser.title', values)}</Title>
              <Text c="dimmed">{t('therapiesTeaser.text', values)}</Text>
            </div>
            <Button component={AppLink} to="/therapies" variant="subtle">
              {t('therapiesTeaser.cta')}
            </Button>
          </Group>
          {therapies.isPending || arrangements.isPending ? (
            <LoadingState />
          ) : therapies.isError || arrangements.isError ? (
            <ErrorState error={therapies.error ?? arrangements.error} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {therapies.data.slice(0, 6).map((therapy) => (
                <TherapyCard key={therapy.id} therapy={therapy} arrangements={arrangements.data} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </HydrateLater>

      <HydrateLater name="home-teasers">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Teaser title={t('pricingTeaser.title', values)} text={t('pricingTeaser.text', values)} cta={t('pricingTeaser.cta')} to="/pricing" />
          <Teaser title={t('insurance.title', values)} text={t('insurance.text', values)} cta={t('insurance.cta')} to="/refund" />
          <Teaser title={t('contactTeaser.title', values)} text={t('contactTeaser.text', values)} cta={t('contactTeaser.cta')} to="/contacts" />
        </SimpleGrid>
      </HydrateLater>
    </Stack>
  );
}

// NOTE: no picture stays undefined, never '': an empty src makes the browser fetch the page again.
const imageOf = (therapy: PublicTherapy) => therapyImageUrl(therapy.image);

function Teaser({ title, text, cta, to }: { title: string; text: string; cta: string; to: string }) {
  return (
    <TextCard title={title} text={text} bg="sand.0">
      <Button component={AppLink} to={to} variant="light" mt="md" w="fit-content">
        {cta}
      </Button>
    </TextCard>
  );
}
