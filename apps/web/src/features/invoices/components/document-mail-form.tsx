import { receiptMailSchema } from '@praxis/domain';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailStatus } from '../../../components/ui/mail-status.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

export type DocumentMail = { to: string; subject: string; text: string };

/**
 * The e-mail of a document (invoice, reminder, receipt): address, subject and text prefilled and
 * editable, the PDF attached; then whether it went out.
 */
export function DocumentMailForm({
  initial,
  attachment,
  done,
  send,
  error,
  onClose,
}: {
  initial: DocumentMail;
  /** Says which PDF goes with it. */
  attachment: string;
  /** Said once it is queued. */
  done: string;
  send: (mail: DocumentMail) => Promise<{ mailId: number }>;
  error: unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const [mailId, setMailId] = useState<number | null>(null);
  const form = useSchemaForm(receiptMailSchema, {
    initialValues: initial,
    texts: { namespace: 'invoices', prefix: 'validation.' },
    onSubmit: async (mail) => setMailId((await send(mail)).mailId),
  });
  if (mailId !== null)
    return (
      <Stack>
        <Alert color="green">{done}</Alert>
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
          {attachment}
        </Text>
        <ActionError error={error instanceof ApiError && error.code === 'VALIDATION_ERROR' ? null : error} />
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
