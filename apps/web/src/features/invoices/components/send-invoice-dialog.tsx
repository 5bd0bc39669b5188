import { invoiceMailSchema } from '@praxis/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailStatus } from '../../../components/ui/mail-status.tsx';
import { ActionError, LoadingState } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useInvoiceActions, useInvoiceMailText, type InvoiceRow } from '../api/invoice-queries.ts';

/** The e-mail of an invoice: address, subject and text prefilled in the customer's language, the PDF attached; then whether it went out. */
export function SendInvoiceDialog({ invoice, reminderLevel, onClose }: { invoice: InvoiceRow; reminderLevel?: number; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const prefilled = useInvoiceMailText(invoice.id, reminderLevel);
  const title = reminderLevel ? t('send.reminderTitle', { number: invoice.number, level: reminderLevel }) : t('send.title', { number: invoice.number });
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      {prefilled.data ? <SendForm invoice={invoice} initial={prefilled.data} onClose={onClose} /> : <LoadingState />}
      {prefilled.isError ? <ActionError error={prefilled.error} /> : null}
    </Modal>
  );
}

function SendForm({ invoice, initial, onClose }: { invoice: InvoiceRow; initial: { to: string; subject: string; text: string }; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const { send } = useInvoiceActions();
  const [mailId, setMailId] = useState<number | null>(null);
  const form = useSchemaForm(invoiceMailSchema, {
    initialValues: initial,
    texts: { namespace: 'invoices', prefix: 'validation.' },
    onSubmit: async (mail) => setMailId((await send.mutateAsync({ id: invoice.id, mail })).mailId),
  });
  if (mailId !== null)
    return (
      <Stack>
        <Alert color="green">{t('send.done')}</Alert>
        <MailStatus mailId={mailId} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('close')}</Button>
        </Group>
      </Stack>
    );
  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate>
      <Stack>
        <TextInput label={t('send.to')} type="email" required {...form.getInputProps('to')} />
        <TextInput label={t('send.subject')} required {...form.getInputProps('subject')} />
        <Textarea label={t('send.text')} autosize minRows={5} required {...form.getInputProps('text')} />
        <Text size="xs" c="dimmed">
          {t('send.attachment')}
        </Text>
        <ActionError error={send.error instanceof ApiError && send.error.code === 'VALIDATION_ERROR' ? null : send.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={form.pending}>
            {t('send.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
