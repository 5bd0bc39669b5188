import { Button, Card, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useReactivateBooking, type BookingDetail } from '../api/booking-queries.ts';

/**
 * Staff: bring a cancelled booking back. The server decides whether its time is still free; an
 * appointment in the past notifies nobody, so the switch is off there.
 */
export function ReactivateBooking({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('booking');
  const reactivate = useReactivateBooking(booking.id);
  const past = Date.parse(booking.start) <= Date.now();
  const [notify, setNotify] = useState(!past);
  return (
    <Card withBorder padding="md" bg="sand.0" data-testid="reactivate-booking">
      <Stack gap="sm">
        <Text size="sm">{t('card.reactivate.text')}</Text>
        <Switch
          label={t('staff.notify')}
          description={past ? t('staff.pastNoNotify') : undefined}
          checked={notify && !past}
          disabled={past}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
        <ActionError error={reactivate.error} />
        <Button w="fit-content" loading={reactivate.isPending} onClick={() => reactivate.mutate(notify && !past)}>
          {t('card.reactivate.button')}
        </Button>
      </Stack>
    </Card>
  );
}
