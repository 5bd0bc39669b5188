import { practiceDate, reverseCashTransactionContract } from '@praxis/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCashActions, type CashRow } from '../api/cash-queries.ts';

/** "Reverse": a hand entry is never deleted; an opposite entry of today cancels it, with an optional subject. */
export function ReverseDialog({ row, onClose }: { row: CashRow; onClose: () => void }) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const { reverse } = useCashActions();
  const form = useSchemaForm(reverseCashTransactionContract.body, {
    initialValues: { subject: '' },
    toInput: (values) => (values.subject.trim() ? { subject: values.subject } : {}),
    texts: { namespace: 'cash', prefix: 'validation.' },
    onSubmit: async (body) => {
      await reverse.mutateAsync({ id: row.id, body });
      onClose();
    },
  });
  const serverError = reverse.error instanceof ApiError && reverse.error.code === 'VALIDATION_ERROR' ? null : reverse.error;
  const amount = format.chf(row.debitRappen || row.creditRappen);
  return (
    <Modal opened onClose={onClose} title={t('reverse.title', { number: row.number })}>
      <form ref={form.rootRef} onSubmit={form.submit} noValidate aria-label={t('reverse.title', { number: row.number })}>
        <Stack gap="sm">
          <Text size="sm">{t('reverse.question', { number: row.number, subject: row.subject, amount })}</Text>
          <Text size="sm" c="dimmed">
            {t('reverse.hint', { date: format.date(practiceDate(new Date())) })}
          </Text>
          <TextInput label={t('reverse.subject')} placeholder={t('reverse.subjectPlaceholder', { number: row.number })} {...form.getInputProps('subject')} />
          <ActionError error={serverError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={form.pending}>
              {t('reverse.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
