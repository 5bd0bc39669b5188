import { LANGUAGE_NAMES, LANGUAGES, therapyUpdateSchema, type Language, type TherapyText, LIMITS } from '@praxis/domain';
import { Alert, Checkbox, Group, Image, Modal, NumberInput, Select, Stack, Switch, Tabs, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCatalogueActions, type StaffTherapy } from '../api/catalogue-admin-queries.ts';
import type { PublicArrangement } from '@praxis/domain';
import { THERAPY_IMAGE_FILES, therapyImageUrl } from './therapy-images.ts';

const empty: TherapyText = { name: '', short: '', long: '' };

/** Changes a therapy: wording per language, picture, durations, Tarif 590 code, active, order. */
export function TherapyEditForm({ therapy, arrangements, onClose }: { therapy: StaffTherapy; arrangements: PublicArrangement[]; onClose: () => void }) {
  const { t } = useTranslation(['catalogue', 'therapies', 'common']);
  const { saveTherapy } = useCatalogueActions();
  const form = useSchemaForm(therapyUpdateSchema, {
    initialValues: {
      texts: Object.fromEntries(LANGUAGES.map((l) => [l, { ...empty, ...therapy.texts[l] }])) as Record<Language, TherapyText>,
      image: therapy.image,
      arrangementIds: therapy.arrangementIds.map(String),
      tariff590Code: therapy.tariff590Code ?? '',
      active: therapy.active,
      sortOrder: therapy.sortOrder,
    },
    // Languages left empty keep the site's texts.
    toInput: ({ texts, arrangementIds, tariff590Code, ...rest }) => ({
      ...rest,
      texts: Object.fromEntries(LANGUAGES.filter((l) => texts[l].name || texts[l].short || texts[l].long).map((l) => [l, texts[l]])),
      arrangementIds: arrangementIds.map(Number),
      tariff590Code: tariff590Code.trim() || null,
    }),
    texts: { namespace: 'catalogue', fallback: 'errors.invalid' },
    inlineErrors: false,
    onSubmit: async (input) => {
      await saveTherapy.mutateAsync({ id: therapy.id, input });
      onClose();
    },
  });
  const { image } = form.values;

  return (
    <Modal opened onClose={onClose} title={t(`therapies:items.${therapy.labelKey}.name`)} size="xl">
      <Stack data-testid="therapy-edit-form" ref={form.rootRef}>
        <Tabs defaultValue="de" keepMounted={false}>
          <Tabs.List>
            {LANGUAGES.map((l) => (
              <Tabs.Tab key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LANGUAGES.map((l) => (
            <Tabs.Panel key={l} value={l} pt="sm">
              <Stack gap="xs">
                <TextInput
                  label={t('fields.name')}
                  placeholder={t(`therapies:items.${therapy.labelKey}.name`, { lng: l })}
                  {...form.getInputProps(`texts.${l}.name`)}
                  maxLength={LIMITS.therapyName}
                />
                <Textarea
                  label={t('fields.short')}
                  placeholder={t(`therapies:items.${therapy.labelKey}.short`, { lng: l })}
                  autosize
                  minRows={2}
                  maxLength={LIMITS.therapySummary}
                  {...form.getInputProps(`texts.${l}.short`)}
                />
                <Textarea
                  label={t('fields.long')}
                  description={t('fields.longHint')}
                  autosize
                  minRows={4}
                  maxLength={LIMITS.longText}
                  {...form.getInputProps(`texts.${l}.long`)}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group align="flex-end">
          <Select label={t('fields.image')} data={THERAPY_IMAGE_FILES} {...form.getInputProps('image')} allowDeselect={false} w={240} />
          <Image src={therapyImageUrl(image)} alt="" h={60} w={96} fit="contain" />
        </Group>
        <Checkbox.Group label={t('fields.durations')} {...form.getInputProps('arrangementIds')}>
          <Group mt={4}>
            {arrangements.map((a) => (
              <Checkbox key={a.id} value={String(a.id)} label={t('common:minutes', { count: a.durationMinutes })} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <TextInput label={t('fields.tariff590Code')} description={t('fields.tariffHint')} {...form.getInputProps('tariff590Code')} w={200} />
          <NumberInput
            label={t('fields.sortOrder')}
            min={0}
            max={LIMITS.sortOrder}
            {...form.getInputProps('sortOrder')}
            onChange={(v) => form.setFieldValue('sortOrder', Number(v) || 0)}
            w={120}
          />
        </Group>
        <Switch label={t('fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        {form.firstError ? <Alert color="red">{form.firstError}</Alert> : null}
        <ActionError error={saveTherapy.error} />
        <FormActions onCancel={onClose} onSave={() => form.submit()} saving={form.pending} saveLabel={t('save')} />
      </Stack>
    </Modal>
  );
}
