import type { StaffBookingRow } from '@praxis/domain';
import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useReactivate } from '../api/booking-list-queries.ts';
import { customerName } from './booking-list-table.tsx';

/**
 * Reactivates a cancelled booking after asking whether the customer is told by e-mail; warns when the
 * customer's personal data (name, phone) are still missing.
 */
export function ReactivateDialog({ booking, onClose }: { booking: StaffBookingRow; onClose: () => void }) {
  const { t } = useTranslation('booking-list');
  const format = useFormat();
  const reactivate = useReactivate();
  const [notify, setNotify] = useState(true);
  if (reactivate.data?.personalDataMissing) {
    return (
      <Modal opened onClose={onClose} title={t('reactivate.title')}>
        <Stack>
          <Alert color="orange" role="status">
            {t('reactivate.personalDataMissing')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('cancel.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={t('reactivate.title')}>
      <Stack>
        <Text size="sm">{t('reactivate.question', { name: customerName(booking), when: format.dateTime(booking.start) })}</Text>
        <Switch label={t('reactivate.notify')} checked={notify} onChange={(event) => setNotify(event.currentTarget.checked)} />
        <ActionError error={reactivate.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reactivate.keep')}
          </Button>
          <Button
            loading={reactivate.isPending}
            onClick={() => reactivate.mutate({ id: booking.id, notify }, { onSuccess: (live) => (live.personalDataMissing ? undefined : onClose()) })}
          >
            {t('reactivate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
