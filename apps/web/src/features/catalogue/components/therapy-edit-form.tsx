import { LANGUAGE_NAMES, LANGUAGES, therapyUpdateSchema, type Language, type TherapyText } from '@praxis/domain';
import { Alert, Checkbox, Group, Image, Modal, NumberInput, Select, Stack, Switch, Tabs, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useCatalogueActions, type StaffTherapy } from '../api/catalogue-admin-queries.ts';
import type { PublicArrangement } from '@praxis/domain';
import { THERAPY_IMAGE_FILES, therapyImageUrl } from './therapy-images.ts';

const empty: TherapyText = { name: '', short: '', long: '' };

/** Changes a therapy: wording per language, picture, durations, Tarif 590 code, active, order. */
export function TherapyEditForm({ therapy, arrangements, onClose }: { therapy: StaffTherapy; arrangements: PublicArrangement[]; onClose: () => void }) {
  const { t } = useTranslation(['catalogue', 'therapies', 'common']);
  const { saveTherapy } = useCatalogueActions();
  const [texts, setTexts] = useState<Record<Language, TherapyText>>(
    () => Object.fromEntries(LANGUAGES.map((l) => [l, { ...empty, ...therapy.texts[l] }])) as Record<Language, TherapyText>,
  );
  const [image, setImage] = useState(therapy.image);
  const [durations, setDurations] = useState(therapy.arrangementIds.map(String));
  const [tariff, setTariff] = useState(therapy.tariff590Code ?? '');
  const [active, setActive] = useState(therapy.active);
  const [sortOrder, setSortOrder] = useState(therapy.sortOrder);
  const [problem, setProblem] = useState<string | null>(null);
  const setText = (language: Language, field: keyof TherapyText, value: string) =>
    setTexts((all) => ({ ...all, [language]: { ...all[language], [field]: value } }));

  const save = () => {
    const filled = Object.fromEntries(LANGUAGES.filter((l) => texts[l].name || texts[l].short || texts[l].long).map((l) => [l, texts[l]]));
    const parsed = therapyUpdateSchema.safeParse({
      texts: filled,
      image,
      arrangementIds: durations.map(Number),
      tariff590Code: tariff.trim() || null,
      active,
      sortOrder,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'invalid');
      return;
    }
    setProblem(null);
    saveTherapy.mutate({ id: therapy.id, input: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t(`therapies:items.${therapy.labelKey}.name`)} size="xl">
      <Stack data-testid="therapy-edit-form">
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
                  value={texts[l].name}
                  onChange={(e) => setText(l, 'name', e.currentTarget.value)}
                  maxLength={80}
                />
                <Textarea
                  label={t('fields.short')}
                  placeholder={t(`therapies:items.${therapy.labelKey}.short`, { lng: l })}
                  autosize
                  minRows={2}
                  maxLength={300}
                  value={texts[l].short}
                  onChange={(e) => setText(l, 'short', e.currentTarget.value)}
                />
                <Textarea
                  label={t('fields.long')}
                  description={t('fields.longHint')}
                  autosize
                  minRows={4}
                  maxLength={4000}
                  value={texts[l].long}
                  onChange={(e) => setText(l, 'long', e.currentTarget.value)}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group align="flex-end">
          <Select label={t('fields.image')} data={THERAPY_IMAGE_FILES} value={image} onChange={(v) => setImage(v ?? image)} allowDeselect={false} w={240} />
          <Image src={therapyImageUrl(image)} alt="" h={60} w={96} fit="contain" />
        </Group>
        <Checkbox.Group label={t('fields.durations')} value={durations} onChange={setDurations}>
          <Group mt={4}>
            {arrangements.map((a) => (
              <Checkbox key={a.id} value={String(a.id)} label={t('common:minutes', { count: a.durationMinutes })} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <TextInput
            label={t('fields.tariff590Code')}
            description={t('fields.tariffHint')}
            value={tariff}
            onChange={(e) => setTariff(e.currentTarget.value)}
            w={200}
          />
          <NumberInput label={t('fields.sortOrder')} min={0} max={999} value={sortOrder} onChange={(v) => setSortOrder(Number(v) || 0)} w={120} />
        </Group>
        <Switch label={t('fields.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        {problem ? <Alert color="red">{t(`errors.${problem}`, { defaultValue: t('errors.invalid') })}</Alert> : null}
        <ActionError error={saveTherapy.error} />
        <FormActions onCancel={onClose} onSave={save} saving={saveTherapy.isPending} saveLabel={t('save')} />
      </Stack>
    </Modal>
  );
}
