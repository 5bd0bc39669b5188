import { LIMITS, practiceSettingsSchema, type PracticeSettings } from '@praxis/domain';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection, useSectionForm } from './section-form.tsx';

const schema = practiceSettingsSchema.pick({ openingHours: true });

/** One opening range as edited; `key` only keeps React's rows apart. */
interface Row {
  key: string;
  weekday: string;
  from: string;
  to: string;
}

// Monday first, as the week is read in Switzerland; 0 is Sunday.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** The weekday names in `language` (7 January 2024 was a Sunday). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => format.format(Date.UTC(2024, 0, 7 + weekday)));
}

/** The week's opening ranges: weekday, from, to; several per day allowed. */
export function OpeningHoursSection({ settings }: { settings: PracticeSettings }) {
  const { t, i18n } = useTranslation('settings');
  const { form, section } = useSectionForm(settings, schema, {
    toValues: (s) => ({
      openingHours: s.openingHours.map((range): Row => ({ key: randomId(), weekday: String(range.weekday), from: range.from, to: range.to })),
    }),
    toInput: ({ openingHours }) => ({ openingHours: openingHours.map(({ weekday, from, to }) => ({ weekday: Number(weekday), from, to })) }),
  });
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const weekdays = WEEK.map((weekday) => ({ value: String(weekday), label: names[weekday] ?? String(weekday) }));
  const rows = form.values.openingHours;
  const addRow = () => {
    const last = rows.at(-1);
    const weekday = last ? String((Number(last.weekday) + 1) % 7) : '1';
    form.insertListItem('openingHours', { key: randomId(), weekday, from: last?.from ?? '09:00', to: last?.to ?? '18:00' } satisfies Row);
  };
  return (
    <SettingsSection section="openingHours" {...section}>
      <Stack gap="sm">
        {rows.length === 0 ? <Text c="dimmed">{t('openingHours.empty')}</Text> : null}
        {rows.map((row, index) => (
          // A bordered box per range, so on a phone the remove button clearly belongs to its range.
          <Group
            key={row.key}
            align="flex-start"
            gap="sm"
            wrap="wrap"
            data-testid="opening-range"
            p="xs"
            bd="1px solid var(--mantine-color-default-border)"
            bdrs="md"
          >
            <Select
              label={t('fields.weekday')}
              data={weekdays}
              allowDeselect={false}
              w={{ base: '100%', sm: 200 }}
              {...form.getInputProps(`openingHours.${index}.weekday`)}
            />
            <TextInput
              label={t('fields.from')}
              type="time"
              required
              maxLength={LIMITS.time}
              style={{ flex: '1 1 110px' }}
              {...form.getInputProps(`openingHours.${index}.from`)}
            />
            <TextInput
              label={t('fields.to')}
              type="time"
              required
              maxLength={LIMITS.time}
              style={{ flex: '1 1 110px' }}
              {...form.getInputProps(`openingHours.${index}.to`)}
            />
            <Button
              variant="subtle"
              color="red"
              mt={25}
              aria-label={t('openingHours.removeLabel', { weekday: names[Number(row.weekday)] ?? '' })}
              onClick={() => form.removeListItem('openingHours', index)}
            >
              {t('openingHours.remove')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button variant="light" onClick={addRow} disabled={rows.length >= LIMITS.openingRanges}>
            {t('openingHours.add')}
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
