import { LIMITS } from '@praxis/domain';
import { MultiSelect, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileForm } from './profile-form.ts';

/** Languages a therapist may speak (ISO 639-1), named by the browser in the UI language. */
export const SPOKEN_LANGUAGES = ['de', 'en', 'fr', 'it', 'rm', 'es', 'pt', 'ru', 'uk', 'pl', 'tr', 'sq', 'sr', 'hr', 'ar', 'zh', 'ja', 'nl'] as const;

function languageNames(uiLanguage: string, codes: readonly string[]) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([uiLanguage], { type: 'language' });
  } catch {
    // An engine without display names shows the codes.
  }
  return codes.map((code) => {
    const name = names?.of(code) ?? code;
    return { value: code, label: name === code ? code : name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1) };
  });
}

/** Staff managers only: languages spoken, ZSR and EMR numbers, publication. */
export function RegistrySection({ form }: { form: ProfileForm }) {
  const { t, i18n } = useTranslation('therapist-profile');
  const chosen = form.values.languages;
  // Codes saved earlier that the list lacks stay choosable.
  const codes = useMemo(() => [...SPOKEN_LANGUAGES, ...chosen.filter((c) => !(SPOKEN_LANGUAGES as readonly string[]).includes(c))], [chosen]);
  const data = useMemo(() => languageNames(i18n.language, codes), [i18n.language, codes]);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="profile-registry">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('registry.title')}
        </Title>
        <MultiSelect
          label={t('registry.languages')}
          description={t('registry.languagesHint')}
          data={data}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common:clearSelection') }}
          maxValues={LIMITS.spokenLanguages}
          nothingFoundMessage={t('registry.noLanguage')}
          {...form.getInputProps('languages')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('registry.zsr')}
            description={t('registry.zsrHint')}
            placeholder="A123456"
            maxLength={LIMITS.shortText}
            {...form.getInputProps('zsr')}
          />
          <TextInput
            label={t('registry.emr')}
            description={t('registry.emrHint')}
            inputMode="numeric"
            maxLength={LIMITS.shortText}
            {...form.getInputProps('emr')}
          />
        </SimpleGrid>
        <Switch label={t('registry.published')} description={t('registry.publishedHint')} {...form.getInputProps('published', { type: 'checkbox' })} />
      </Stack>
    </Paper>
  );
}
