import type { PublicArrangement, PublicTherapy } from '@praxis/domain';
import { Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferFields } from './profile-form-values.ts';
import type { ProfileForm } from './profile-form.ts';

/**
 * Staff managers only: per active therapy a checkbox, and when checked its durations; a therapy
 * offered needs at least one duration. Offers stay in the catalogue's order.
 */
export function OffersSection({
  form,
  therapies,
  arrangements,
  therapyName,
}: {
  form: ProfileForm;
  therapies: readonly PublicTherapy[];
  arrangements: readonly PublicArrangement[];
  therapyName: (therapy: PublicTherapy) => string;
}) {
  const { t } = useTranslation(['therapist-profile', 'common']);
  const offers = form.values.offers;
  const toggle = (therapy: PublicTherapy, on: boolean) => {
    const current = form.getValues().offers;
    const durations = durationsOf(therapy, arrangements);
    const next: OfferFields[] = therapies
      .filter((candidate) => (candidate.id === therapy.id ? on : current.some((o) => o.therapyId === candidate.id)))
      .map(
        (candidate) =>
          current.find((o) => o.therapyId === candidate.id) ?? {
            therapyId: candidate.id,
            // One duration only: it is the choice.
            arrangementIds: durations.length === 1 ? durations.map((a) => String(a.id)) : [],
          },
      );
    // The offers' errors sit at their places in the list, which changes.
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([path]) => !path.startsWith('offers'))));
    form.setFieldValue('offers', next);
  };
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="profile-offers">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('offers.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('offers.lead')}
        </Text>
        {form.errors.offers ? (
          <Text size="sm" c="red">
            {form.errorText('offers')}
          </Text>
        ) : null}
        {therapies.length === 0 ? <Text size="sm">{t('offers.none')}</Text> : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
          {therapies.map((therapy) => {
            const index = offers.findIndex((o) => o.therapyId === therapy.id);
            const name = therapyName(therapy);
            return (
              <Stack key={therapy.id} gap={6}>
                <Checkbox label={name} fw={500} checked={index >= 0} onChange={(event) => toggle(therapy, event.currentTarget.checked)} />
                {index >= 0 ? (
                  <Checkbox.Group
                    // The therapy's checkbox above names the group for the eye.
                    label={<VisuallyHidden>{t('offers.durationsOf', { therapy: name })}</VisuallyHidden>}
                    pl={{ base: 'md', sm: 'xl' }}
                    {...form.getInputProps(`offers.${index}.arrangementIds`)}
                    error={form.errorText(`offers.${index}.arrangementIds`) ?? form.errorText(`offers.${index}.therapyId`) ?? form.errorText(`offers.${index}`)}
                  >
                    <Group gap="md" mt={4}>
                      {durationsOf(therapy, arrangements).map((arrangement) => (
                        <Checkbox key={arrangement.id} value={String(arrangement.id)} label={t('common:minutes', { count: arrangement.durationMinutes })} />
                      ))}
                    </Group>
                  </Checkbox.Group>
                ) : null}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function durationsOf(therapy: PublicTherapy, arrangements: readonly PublicArrangement[]) {
  return arrangements.filter((a) => therapy.arrangementIds.includes(a.id)).sort((a, b) => a.durationMinutes - b.durationMinutes);
}
