import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useCancelBooking, type OwnBooking } from '../api/bookings-queries.ts';

/**
 * Asks before cancelling. In time it is free; later the dialog says the full price is charged and
 * the customer confirms that explicitly.
 */
export function CancelBookingDialog({ booking, late, cancelHours, onClose }: { booking: OwnBooking; late: boolean; cancelHours: number; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const cancel = useCancelBooking();
  return (
    <Modal opened onClose={onClose} title={t('cancel.title')}>
      <Stack data-testid="cancel-dialog">
        {late ? (
          <Alert color="orange" data-testid="late-warning">
            {t('cancel.lateWarning', { hours: cancelHours })}
          </Alert>
        ) : (
          <Text>{t('cancel.freeText', { hours: cancelHours })}</Text>
        )}
        <ActionError error={cancel.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: booking.id, acceptCharge: late }, { onSuccess: onClose })}>
            {late ? t('cancel.confirmCharged') : t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
