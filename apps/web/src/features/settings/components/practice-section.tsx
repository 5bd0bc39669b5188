import { LIMITS, practiceSettingsSchema, type PracticeSettings } from '@praxis/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsSection, useSectionForm } from './section-form.tsx';

const schema = practiceSettingsSchema.pick({ name: true, legalName: true, responsiblePerson: true, uid: true });

/** The practice's names, the person responsible and the company's UID (imprint). */
export function PracticeSection({ settings }: { settings: PracticeSettings }) {
  const { t } = useTranslation('settings');
  const { form, section } = useSectionForm(settings, schema, {
    toValues: (s) => ({ name: s.name, legalName: s.legalName, responsiblePerson: s.responsiblePerson, uid: s.uid }),
  });
  return (
    <SettingsSection section="practice" {...section}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.name')} required maxLength={LIMITS.name} {...form.getInputProps('name')} />
        <TextInput label={t('fields.legalName')} required maxLength={LIMITS.name} {...form.getInputProps('legalName')} />
        <TextInput label={t('fields.responsiblePerson')} required maxLength={LIMITS.name} {...form.getInputProps('responsiblePerson')} />
        <TextInput label={t('fields.uid')} description={t('hints.uid')} maxLength={LIMITS.name} {...form.getInputProps('uid')} />
      </SimpleGrid>
    </SettingsSection>
  );
}
