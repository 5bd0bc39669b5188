import { therapistProfileUpdateSchema, type PublicArrangement, type PublicTherapy, type TherapistProfileUpdate } from '@praxis/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSaveTherapistProfile, type TherapistProfile } from '../api/therapist-profile-queries.ts';
import { BioSection } from './bio-section.tsx';
import { OffersSection } from './offers-section.tsx';
import { PhotoSection } from './photo-section.tsx';
import { PROFILE_RENAMES, toFormValues, toManagerInput, toOwnInput } from './profile-form-values.ts';
import { RegistrySection } from './registry-section.tsx';

/** A therapist's own save: the biography, nothing else. */
const ownProfileSchema = therapistProfileUpdateSchema.pick({ bio: true });

/** The active therapies and their durations, for a staff manager's choice of offers. */
export interface OfferCatalogue {
  therapies: readonly PublicTherapy[];
  arrangements: readonly PublicArrangement[];
  /** A therapy's name in the UI language. */
  therapyName: (therapy: PublicTherapy) => string;
}

/**
 * A therapist profile: photo and biography for the therapist themself; for staff managers (with
 * `catalogue`) also languages, registry numbers, publication and the therapies and durations offered.
 */
export function TherapistProfileEditor({ profile, catalogue }: { profile: TherapistProfile; catalogue?: OfferCatalogue }) {
  return (
    <Stack gap="lg" maw={960}>
      <PhotoSection profile={profile} />
      <ProfileFields profile={profile} catalogue={profile.mayManage ? catalogue : undefined} />
    </Stack>
  );
}

function ProfileFields({ profile, catalogue }: { profile: TherapistProfile; catalogue: OfferCatalogue | undefined }) {
  const { t } = useTranslation('therapist-profile');
  const save = useSaveTherapistProfile(profile.id);
  const manage = profile.mayManage;
  const schema: z.ZodType = manage ? therapistProfileUpdateSchema : ownProfileSchema;
  const form = useSchemaForm(schema, {
    initialValues: toFormValues(profile, catalogue?.therapies),
    toInput: manage ? toManagerInput : toOwnInput,
    texts: { namespace: 'therapist-profile' },
    renames: PROFILE_RENAMES,
    onSubmit: async (data) => {
      save.reset();
      await save.mutateAsync(data as TherapistProfileUpdate);
    },
  });
  const orphaned = save.data?.warnings.futureBookingsWithoutOffer ?? 0;
  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate>
      <Stack gap="lg">
        <BioSection form={form} />
        {manage ? <RegistrySection form={form} /> : null}
        {manage && catalogue ? (
          <OffersSection form={form} therapies={catalogue.therapies} arrangements={catalogue.arrangements} therapyName={catalogue.therapyName} />
        ) : null}
        <Stack gap="sm">
          {save.isSuccess ? (
            <Alert color="green" role="status">
              {t('save.done')}
            </Alert>
          ) : null}
          {orphaned > 0 ? (
            <Alert color="orange" role="alert" title={t('save.warningTitle')}>
              {t('save.futureBookingsWithoutOffer', { count: orphaned })}
            </Alert>
          ) : null}
          <ActionError error={save.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.pending} data-testid="profile-save">
              {t('save.action')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
