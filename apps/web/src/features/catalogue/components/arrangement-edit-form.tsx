import { arrangementUpdateSchema, chfToRappen, type PublicArrangement } from '@praxis/domain';
import { Alert, Modal, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useCatalogueActions } from '../api/catalogue-admin-queries.ts';

/** Changes a duration: treatment minutes, slot length and price (the old price stays in the history). */
export function ArrangementEditForm({ arrangement, onClose }: { arrangement: PublicArrangement; onClose: () => void }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { saveArrangement } = useCatalogueActions();
  const [duration, setDuration] = useState(arrangement.durationMinutes);
  const [slot, setSlot] = useState(arrangement.slotMinutes);
  const [price, setPrice] = useState(arrangement.priceRappen / 100);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const parsed = arrangementUpdateSchema.safeParse({ durationMinutes: duration, slotMinutes: slot, priceRappen: chfToRappen(price) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'invalid');
      return;
    }
    setProblem(null);
    saveArrangement.mutate({ id: arrangement.id, input: parsed.data }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={t('arrangements.edit')}>
      <Stack data-testid="arrangement-edit-form">
        <NumberInput label={t('arrangements.duration')} min={5} max={240} value={duration} onChange={(v) => setDuration(Number(v) || 0)} />
        <NumberInput label={t('arrangements.slot')} min={30} max={240} step={30} value={slot} onChange={(v) => setSlot(Number(v) || 0)} />
        <NumberInput
          label={t('arrangements.price')}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          step={5}
          prefix="CHF "
          value={price}
          onChange={(v) => setPrice(Number(v) || 0)}
        />
        <Alert color="blue" variant="light">
          {t('arrangements.historyHint')}
        </Alert>
        {problem ? <Alert color="red">{t(`errors.${problem}`, { defaultValue: t('errors.invalid') })}</Alert> : null}
        <ActionError error={saveArrangement.error} />
        <FormActions onCancel={onClose} onSave={save} saving={saveArrangement.isPending} saveLabel={t('save')} />
      </Stack>
    </Modal>
  );
}
