import { LANGUAGE_NAMES, LANGUAGES, LIMITS, practiceSettingsSchema, type LocalizedText, type PracticeSettings } from '@praxis/domain';
import { Fieldset, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsSection, toNumber, useSectionForm, type NumberValue } from './section-form.tsx';

const schema = practiceSettingsSchema.pick({ directions: true });

interface Values extends Record<string, unknown> {
  directions: {
    bus: { lines: string; stop: string; walkMinutes: NumberValue };
    tram: { lines: string; stop: string; walkMinutes: NumberValue };
    train: { station: string; walkMinutes: NumberValue };
    parking: { name: string; walkMinutes: NumberValue };
    parkingNotes: LocalizedText;
  };
}

/** How to get there: bus, tram, train, the car park, and the parking note in every language. */
export function DirectionsSection({ settings }: { settings: PracticeSettings }) {
  const { t } = useTranslation('settings');
  const { form, section } = useSectionForm(settings, schema, {
    toValues: ({ directions: d }): Values => ({
      directions: { bus: { ...d.bus }, tram: { ...d.tram }, train: { ...d.train }, parking: { ...d.parking }, parkingNotes: { ...d.parkingNotes } },
    }),
    toInput: ({ directions: { bus, tram, train, parking, parkingNotes } }) => ({
      directions: {
        bus: { ...bus, walkMinutes: toNumber(bus.walkMinutes) },
        tram: { ...tram, walkMinutes: toNumber(tram.walkMinutes) },
        train: { ...train, walkMinutes: toNumber(train.walkMinutes) },
        parking: { ...parking, walkMinutes: toNumber(parking.walkMinutes) },
        parkingNotes,
      },
    }),
  });
  const walk = (mode: 'bus' | 'tram' | 'train' | 'parking') => (
    <NumberInput
      label={t(`directions.${mode}.walkMinutes`)}
      required
      min={0}
      max={LIMITS.walkMinutes}
      allowDecimal={false}
      allowNegative={false}
      {...form.getInputProps(`directions.${mode}.walkMinutes`)}
    />
  );
  return (
    <SettingsSection section="directions" {...section}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['bus', 'tram'] as const).map((mode) => (
          <Fieldset key={mode} legend={t(`directions.${mode}.legend`)}>
            <Stack gap="sm">
              <TextInput label={t(`directions.${mode}.lines`)} maxLength={LIMITS.shortText} {...form.getInputProps(`directions.${mode}.lines`)} />
              <TextInput label={t(`directions.${mode}.stop`)} maxLength={LIMITS.name} {...form.getInputProps(`directions.${mode}.stop`)} />
              {walk(mode)}
            </Stack>
          </Fieldset>
        ))}
        <Fieldset legend={t('directions.train.legend')}>
          <Stack gap="sm">
            <TextInput label={t('directions.train.station')} maxLength={LIMITS.name} {...form.getInputProps('directions.train.station')} />
            {walk('train')}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('directions.parking.legend')}>
          <Stack gap="sm">
            <TextInput label={t('directions.parking.name')} maxLength={LIMITS.name} {...form.getInputProps('directions.parking.name')} />
            {walk('parking')}
          </Stack>
        </Fieldset>
      </SimpleGrid>
      <Fieldset legend={t('directions.parkingNotes.legend')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {LANGUAGES.map((language) => (
            <Textarea
              key={language}
              label={t('directions.parkingNotes.label', { language: LANGUAGE_NAMES[language] })}
              lang={language}
              autosize
              minRows={2}
              maxLength={LIMITS.note}
              {...form.getInputProps(`directions.parkingNotes.${language}`)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </SettingsSection>
  );
}
