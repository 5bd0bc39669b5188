import { reactivateBookingContract } from '@praxis/domain';
import { Button, Card, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useReactivateBooking, type BookingDetail } from '../api/booking-queries.ts';

/**
 * Staff: bring a cancelled booking back. The server decides whether its time is still free; an
 * appointment in the past notifies nobody, so the switch is off there.
 */
export function ReactivateBooking({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('booking');
  const reactivate = useReactivateBooking(booking.id);
  const past = Date.parse(booking.start) <= Date.now();
  const form = useSchemaForm(reactivateBookingContract.body, {
    initialValues: { notify: !past },
    toInput: ({ notify }) => ({ notify: notify && !past }),
    texts: { namespace: 'booking' },
    onSubmit: ({ notify }) => reactivate.mutateAsync(notify),
  });
  return (
    <Card withBorder padding="md" bg="sand.0" data-testid="reactivate-booking" ref={form.rootRef}>
      <Stack gap="sm">
        <Text size="sm">{t('card.reactivate.text')}</Text>
        <Switch
          label={t('staff.notify')}
          description={past ? t('staff.pastNoNotify') : undefined}
          {...form.getInputProps('notify', { type: 'checkbox' })}
          checked={form.values.notify && !past}
          disabled={past}
        />
        <ActionError error={reactivate.error} />
        <Button w="fit-content" loading={form.pending} onClick={() => form.submit()}>
          {t('card.reactivate.button')}
        </Button>
      </Stack>
    </Card>
  );
}
