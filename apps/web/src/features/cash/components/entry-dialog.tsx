import { MANUAL_CASH_TYPES, newCashTransactionSchema, practiceDate } from '@praxis/domain';
import { Badge, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCashActions } from '../api/cash-queries.ts';
import { defaultDayOf, directionKey, toEntryInput, type EntryValues } from '../cash-model.ts';

/**
 * "New entry": a hand entry of one of the manual types (the types payments write are not offered),
 * its direction in or out of the till following from the type, the amount typed in francs.
 */
export function EntryDialog({ month, onClose, onSaved }: { month: string; onClose: () => void; onSaved: (date: string) => void }) {
  const { t } = useTranslation('cash');
  const { createEntry } = useCashActions();
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useSchemaForm(newCashTransactionSchema, {
    initialValues: { date: defaultDayOf(month, practiceDate(new Date())), type: '', subject: '', amount: '' } satisfies EntryValues,
    toInput: toEntryInput,
    texts: { namespace: 'cash', prefix: 'validation.' },
    renames: { amountRappen: 'amount' },
    onSubmit: async (data) => {
      await createEntry.mutateAsync(data);
      onSaved(data.date);
    },
  });
  const direction = directionKey(form.values.type);
  const serverError = createEntry.error instanceof ApiError && createEntry.error.code === 'VALIDATION_ERROR' ? null : createEntry.error;
  return (
    <Modal opened onClose={onClose} title={t('entry.title')} size="lg" fullScreen={phone}>
      <form ref={form.rootRef} onSubmit={form.submit} noValidate aria-label={t('entry.title')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label={t('entry.date')} required data-autofocus {...form.getInputProps('date')} />
            <NativeSelect
              label={t('entry.type')}
              required
              data={[
                { value: '', label: t('entry.chooseType'), disabled: true },
                ...MANUAL_CASH_TYPES.map((type) => ({ value: type, label: `${t(`types.${type}`)} (${t(`direction.${directionKey(type) ?? 'in'}`)})` })),
              ]}
              {...form.getInputProps('type')}
            />
          </SimpleGrid>
          {direction ? (
            <Group gap="xs" aria-live="polite">
              <Text size="sm">{t('entry.direction')}</Text>
              <Badge color={direction === 'in' ? 'teal' : 'orange'} variant="light" data-testid="direction">
                {t(`direction.${direction}Long`)}
              </Badge>
            </Group>
          ) : null}
          <TextInput label={t('entry.subject')} required {...form.getInputProps('subject')} />
          <TextInput
            label={t('entry.amount')}
            description={t('entry.amountHint')}
            inputMode="decimal"
            leftSection="CHF"
            leftSectionWidth={48}
            required
            w={{ base: '100%', xs: 240 }}
            {...form.getInputProps('amount')}
          />
          <ActionError error={serverError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.pending}>
              {t('entry.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
