import { LANGUAGE_NAMES, isLanguage } from '@praxis/domain';
import { Alert, Anchor, Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { pickBio } from '../../features/practice/api/pick-bio.ts';
import { useTherapists } from '../../features/practice/api/practice-queries.ts';
import { TherapistSummary } from '../../features/practice/components/therapist-summary.tsx';

/** The name of a language the site is not translated into, in the reader's language ('pt' → 'Portugiesisch'). */
function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A therapist's biography: career, focus areas, qualifications, languages, registry numbers. */
export function Component() {
  const { t, i18n } = useTranslation('about');
  const { id } = useParams();
  const therapists = useTherapists();
  const therapist = therapists.data?.find((candidate) => String(candidate.id) === id);
  useEffect(() => {
    if (therapist) document.title = `${therapist.firstName} ${therapist.lastName}`;
  }, [therapist]);
  if (therapists.isPending) return <LoadingState />;
  if (therapists.isError) return <ErrorState error={therapists.error} onRetry={() => void therapists.refetch()} />;
  const back = (
    <Anchor component={AppLink} to="/about" size="sm">
      ← {t('bio.back')}
    </Anchor>
  );
  if (!therapist) {
    return (
      <Stack align="flex-start">
        <Alert color="orange" role="alert">
          {t('bio.notFound')}
        </Alert>
        {back}
      </Stack>
    );
  }
  const bio = pickBio(therapist, i18n.language);
  const registry = [therapist.zsr && `ZSR ${therapist.zsr}`, therapist.emr && `EMR ${therapist.emr}`].filter(Boolean).join(' · ');
  return (
    <Stack gap="xl" maw={900}>
      {back}
      <TherapistSummary therapist={therapist} headingOrder={1} />
      {bio?.paragraphs.map((p) => (
        <Text key={p}>{p}</Text>
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('bio.focusTitle')}
          </Title>
          <List spacing={4}>
            {bio?.focus.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('bio.qualificationsTitle')}
          </Title>
          <List spacing={4}>
            {bio?.qualifications.map((q) => (
              <List.Item key={q}>{q}</List.Item>
            ))}
          </List>
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('bio.languagesTitle')}
        </Title>
        <Group gap={6}>
          {therapist.languages.map((code) => (
            <Badge key={code} variant="light">
              {isLanguage(code) ? LANGUAGE_NAMES[code] : languageName(code, i18n.language)}
            </Badge>
          ))}
        </Group>
      </Stack>
      {registry ? (
        <Text size="sm" c="dimmed">
          {t('bio.registryNumbers')}: {registry}
        </Text>
      ) : null}
    </Stack>
  );
}
