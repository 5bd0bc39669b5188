import { LIMITS, practiceSettingsSchema, type PracticeSettings } from '@praxis/domain';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyAsNull, SettingsSection, useSectionForm } from './section-form.tsx';

const schema = practiceSettingsSchema.pick({ tagManagerId: true });

/** The Google Tag Manager container; empty: no analytics. It loads only after the visitor's consent. */
export function AnalyticsSection({ settings }: { settings: PracticeSettings }) {
  const { t } = useTranslation('settings');
  const { form, section } = useSectionForm(settings, schema, {
    toValues: (s) => ({ tagManagerId: s.tagManagerId ?? '' }),
    toInput: ({ tagManagerId }) => ({ tagManagerId: emptyAsNull(tagManagerId) }),
  });
  return (
    <SettingsSection section="analytics" {...section}>
      <TextInput
        label={t('fields.tagManagerId')}
        description={t('hints.tagManagerId')}
        placeholder="GTM-XXXXXXX"
        maxLength={LIMITS.tagManagerId}
        maw={360}
        {...form.getInputProps('tagManagerId')}
      />
    </SettingsSection>
  );
}
