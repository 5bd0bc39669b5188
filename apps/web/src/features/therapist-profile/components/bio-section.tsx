import { LANGUAGE_NAMES, LANGUAGES, LIMITS, type Language } from '@praxis/domain';
import { Paper, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import type { ProfileForm } from './profile-form.ts';

/**
 * The biography per language in tabs, German first and required; another language left empty
 * falls back to German. After a failed save the first language in error is opened and its field focused.
 */
export function BioSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('therapist-profile');
  const [tab, setTab] = useState<Language>('de');
  const panels = useRef<HTMLDivElement>(null);
  const focusAfterSwitch = useRef(false);
  const errorPaths = Object.keys(form.errors).filter((path) => path.startsWith('bio.'));
  const inError = LANGUAGES.filter((language) => errorPaths.some((path) => path.startsWith(`bio.${language}.`)));
  const errorKey = errorPaths.join(',');
  useEffect(() => {
    const first = inError[0];
    if (first && !inError.includes(tab)) {
      focusAfterSwitch.current = true;
      setTab(first);
    }
    // Only a new set of errors opens another tab, not a click on a tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorKey]);
  useEffect(() => {
    if (!focusAfterSwitch.current || !panels.current) return;
    focusAfterSwitch.current = false;
    focusFirstError(panels.current.querySelector(`[data-language="${tab}"]`) ?? panels.current, errorPaths);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab]);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="profile-bio">
      <Stack gap="sm" ref={panels}>
        <Title order={2} size="h3">
          {t('bio.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('bio.lead')}
        </Text>
        <Tabs value={tab} onChange={(value) => value && setTab(value as Language)}>
          <Tabs.List>
            {LANGUAGES.map((language) => (
              <Tabs.Tab
                key={language}
                value={language}
                color={inError.includes(language) ? 'red' : undefined}
                c={inError.includes(language) ? 'red' : undefined}
              >
                {LANGUAGE_NAMES[language]}
                {language === 'de' ? (
                  <Text span c="red" aria-hidden>
                    {' *'}
                  </Text>
                ) : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LANGUAGES.map((language) => (
            <Tabs.Panel key={language} value={language} pt="md" data-language={language}>
              <BioFieldsEditor form={form} language={language} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
}

function BioFieldsEditor({ form, language }: { form: ProfileForm; language: Language }) {
  const { t } = useTranslation('therapist-profile');
  const german = language === 'de';
  const path = (field: string) => `bio.${language}.${field}`;
  return (
    <Stack gap="sm">
      <Text size="sm" c={german ? undefined : 'dimmed'}>
        {german ? t('bio.germanRequired') : t('bio.fallback')}
      </Text>
      <TextInput
        label={t('bio.fields.title')}
        description={t('bio.hints.title')}
        required={german}
        maxLength={LIMITS.shortText}
        {...form.getInputProps(path('title'))}
      />
      <Textarea
        label={t('bio.fields.summary')}
        description={t('bio.hints.summary', { max: LIMITS.bioSummary })}
        required={german}
        autosize
        minRows={2}
        maxLength={LIMITS.bioSummary}
        {...form.getInputProps(path('summary'))}
      />
      <Textarea
        label={t('bio.fields.paragraphs')}
        description={t('bio.hints.paragraphs', { paragraphs: LIMITS.bioParagraphs, max: LIMITS.bioParagraph })}
        autosize
        minRows={5}
        {...form.getInputProps(path('paragraphs'))}
      />
      <Textarea
        label={t('bio.fields.focus')}
        description={t('bio.hints.list', { items: LIMITS.bioListItems })}
        autosize
        minRows={3}
        {...form.getInputProps(path('focus'))}
      />
      <Textarea
        label={t('bio.fields.qualifications')}
        description={t('bio.hints.list', { items: LIMITS.bioListItems })}
        autosize
        minRows={3}
        {...form.getInputProps(path('qualifications'))}
      />
    </Stack>
  );
}
