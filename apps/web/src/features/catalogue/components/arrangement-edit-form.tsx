import { arrangementUpdateSchema, chfToRappen, type PublicArrangement, LIMITS } from '@praxis/domain';
import { Alert, Modal, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCatalogueActions } from '../api/catalogue-admin-queries.ts';

/** Changes a duration: treatment minutes, slot length and price (the old price stays in the history). */
export function ArrangementEditForm({ arrangement, onClose }: { arrangement: PublicArrangement; onClose: () => void }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { saveArrangement } = useCatalogueActions();
  const form = useSchemaForm(arrangementUpdateSchema, {
    // The price is typed in francs and sent in Rappen.
    initialValues: { durationMinutes: arrangement.durationMinutes, slotMinutes: arrangement.slotMinutes, price: arrangement.priceRappen / 100 },
    toInput: ({ price, ...minutes }) => ({ ...minutes, priceRappen: chfToRappen(price) }),
    renames: { priceRappen: 'price' },
    texts: { namespace: 'catalogue', fallback: 'errors.invalid' },
    inlineErrors: false,
    onSubmit: async (input) => {
      await saveArrangement.mutateAsync({ id: arrangement.id, input });
      onClose();
    },
  });
  // Mantine's NumberInput says '' when emptied: the number 0 then, as before.
  const numberField = (path: 'durationMinutes' | 'slotMinutes' | 'price') => ({
    ...form.getInputProps(path),
    onChange: (value: number | string) => form.setFieldValue(path, Number(value) || 0),
  });
  return (
    <Modal opened onClose={onClose} title={t('arrangements.edit')}>
      <Stack data-testid="arrangement-edit-form" ref={form.rootRef}>
        <NumberInput label={t('arrangements.duration')} min={LIMITS.durationMinutesMin} max={LIMITS.durationMinutes} {...numberField('durationMinutes')} />
        <NumberInput label={t('arrangements.slot')} min={LIMITS.slotMinutesMin} max={LIMITS.slotMinutes} step={30} {...numberField('slotMinutes')} />
        <NumberInput label={t('arrangements.price')} min={0} decimalScale={2} fixedDecimalScale step={5} prefix="CHF " {...numberField('price')} />
        <Alert color="blue" variant="light">
          {t('arrangements.historyHint')}
        </Alert>
        {form.firstError ? <Alert color="red">{form.firstError}</Alert> : null}
        <ActionError error={saveArrangement.error} />
        <FormActions onCancel={onClose} onSave={() => form.submit()} saving={form.pending} saveLabel={t('save')} />
      </Stack>
    </Modal>
  );
}
