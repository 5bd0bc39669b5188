import type { PracticeSettings } from '@praxis/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSchemaForm, type SchemaForm, type SchemaFormOptions } from '../../../lib/use-schema-form.ts';
import { useSaveSettings } from '../api/settings-queries.ts';

/** The sections of the settings screen; each is its own form with its own save button. */
export type SectionKey = 'practice' | 'address' | 'openingHours' | 'directions' | 'rules' | 'billing' | 'analytics';

/** A number field's value: Mantine's NumberInput says '' when emptied. */
export type NumberValue = number | string;

/** A number field's value for the schema: empty is no number (NaN, refused by the schema). */
export const toNumber = (value: NumberValue) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

/** Empty text as null (an optional setting left out). */
export const emptyAsNull = (value: string) => (value.trim() === '' ? null : value);

interface SectionFormOptions<Values extends Record<string, unknown>, Schema extends z.ZodType> extends Pick<
  SchemaFormOptions<Values, Schema>,
  'toInput' | 'check' | 'renames'
> {
  /** The section's form values from the stored settings. */
  toValues: (settings: PracticeSettings) => Values;
}

/**
 * One section's form: checked by its part of `practiceSettingsSchema`, saved as the whole settings
 * object with the section's values in it. After a save the form shows what the server stored.
 */
export function useSectionForm<Values extends Record<string, unknown>, Schema extends z.ZodType<Partial<PracticeSettings>>>(
  settings: PracticeSettings,
  schema: Schema,
  { toValues, ...options }: SectionFormOptions<Values, Schema>,
) {
  const save = useSaveSettings();
  const form: SchemaForm<Values, Schema> = useSchemaForm(schema, {
    ...options,
    initialValues: toValues(settings),
    texts: { namespace: 'settings', fallback: 'errors.invalidNumber' },
    onSubmit: async (data) => {
      const stored = await save.mutateAsync({ ...settings, ...data });
      const values = toValues(stored);
      form.setValues(values);
      form.resetDirty(values);
    },
  });
  const section = { rootRef: form.rootRef, onSubmit: form.submit, pending: form.pending, saved: save.isSuccess && !form.isDirty(), error: save.error };
  return { form, section };
}

/** A section's card: title, lead, the fields, a success notice or the error, and its save button. */
export function SettingsSection({
  section,
  rootRef,
  onSubmit,
  pending,
  saved,
  error,
  children,
}: {
  section: SectionKey;
  rootRef: (node: HTMLElement | null) => void;
  onSubmit: (event?: FormEvent) => void;
  pending: boolean;
  saved: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} data-testid={`settings-section-${section}`}>
      <form ref={rootRef} onSubmit={onSubmit} noValidate>
        <Stack>
          <div>
            <Title order={2} size="h3" id={titleId}>
              {t(`${section}.title`)}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t(`${section}.lead`)}
            </Text>
          </div>
          {children}
          {saved ? (
            <Alert color="praxis" role="status">
              {t('saved')}
            </Alert>
          ) : null}
          <ActionError error={error} />
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {t(`${section}.save`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
