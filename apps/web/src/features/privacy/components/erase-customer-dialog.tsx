import type { EraseResult } from '@praxis/domain';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useEraseCustomer } from '../api/privacy-api.ts';

/** Name typed to confirm: compared without case and surrounding spaces. */
const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Admins: confirms the erasure of a customer's personal and health data. Says what is removed and
 * what the accounting keeps, and asks for the customer's name to be typed before it sends.
 */
export function EraseCustomerDialog({
  customer,
  opened,
  onClose,
  onErased,
}: {
  customer: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
  onErased?: (result: EraseResult) => void;
}) {
  const { t } = useTranslation('privacy');
  const erase = useEraseCustomer();
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<EraseResult | null>(null);
  const close = () => {
    setTyped('');
    setReason('');
    erase.reset();
    onClose();
  };
  const submit = async () => {
    const answer = await erase.mutateAsync({ id: customer.id, reason: reason.trim() || undefined });
    setResult(answer);
    onErased?.(answer);
  };
  return (
    <Modal opened={opened} onClose={close} title={t('erase.title', { name: customer.name })} size="lg">
      {result ? (
        <Stack>
          <Alert color="teal" data-testid="erase-done">
            {t('erase.done', {
              forms: result.removed.healthForms,
              journals: result.removed.journalVersions,
              drawings: result.removed.drawings,
              files: result.removed.files,
              bookings: result.kept.bookings,
              invoices: result.kept.invoices,
            })}
          </Alert>
          <Group justify="end">
            <Button onClick={close}>{t('erase.cancel')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text fw={600}>{t('erase.removedHeading')}</Text>
          <List size="sm">
            <List.Item>{t('erase.removed')}</List.Item>
          </List>
          <Text fw={600}>{t('erase.keptHeading')}</Text>
          <List size="sm">
            <List.Item>{t('erase.kept', { id: customer.id })}</List.Item>
          </List>
          <Alert color="red">{t('erase.irreversible')}</Alert>
          <TextInput
            label={t('erase.confirmLabel', { name: customer.name })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-testid="erase-confirm"
          />
          <Textarea label={t('erase.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
          <ActionError error={erase.error} />
          <Group justify="end">
            <Button variant="default" onClick={close}>
              {t('erase.cancel')}
            </Button>
            <Button
              color="red"
              disabled={!same(typed, customer.name)}
              loading={erase.isPending}
              onClick={() => void submit().catch(() => undefined)}
              data-testid="erase-submit"
            >
              {t('erase.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
