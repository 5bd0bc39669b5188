import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import { mayCancel, mayMove } from '../booking-list-model.ts';
import type { CalendarItem } from '../calendar-model.ts';
import { BookingBadges, cancelledLabel, customerName, type BookingListActions } from './booking-list-table.tsx';
import { TherapistComment } from './therapist-comment.tsx';

/** The details of a clicked block with the list's actions (move, cancel, reactivate, client profile, booking card). */
export function CalendarItemPanel({ item, actions, onClose }: { item: CalendarItem; actions: BookingListActions; onClose: () => void }) {
  const { t } = useTranslation(['booking-list', 'schedule', 'therapies', 'common']);
  const format = useFormat();
  const when = (start: string, end: string) =>
    format.instantDate(start) === format.instantDate(end)
      ? `${format.instantDate(start)}, ${format.time(start)}–${format.time(end)}`
      : `${format.dateTime(start)} – ${format.dateTime(end)}`;

  if (item.kind === 'absence') {
    const { absence } = item;
    return (
      <Drawer opened onClose={onClose} position="right" title={t('calendar.panel.absenceTitle')}>
        <Stack gap="xs">
          <Text fw={600}>{t(`schedule:absences.types.${absence.typeId}`, { defaultValue: String(absence.typeId) })}</Text>
          <Text size="sm">{absence.fullDay ? `${format.instantDate(absence.start)} · ${t('absence.fullDay')}` : when(absence.start, absence.end)}</Text>
          <Text size="sm">{absence.therapistName ?? t('absence.wholePractice')}</Text>
          {absence.shortTerm ? (
            <Badge color="red" variant="light">
              {t('absence.shortTerm')}
            </Badge>
          ) : null}
          {absence.note ? (
            <Text size="sm" c="dimmed">
              {absence.note}
            </Text>
          ) : null}
        </Stack>
      </Drawer>
    );
  }

  const { booking } = item;
  const run = (action: (b: typeof booking) => void) => () => {
    onClose();
    action(booking);
  };
  return (
    <Drawer opened onClose={onClose} position="right" title={customerName(booking)}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {when(booking.start, booking.end)}
        </Text>
        <Text size="sm">
          {t(`therapies:items.${booking.therapyLabelKey}.name`)} · {t('common:minutes', { count: booking.durationMinutes })}
        </Text>
        <Text size="sm">{booking.therapistName}</Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {booking.customer.email}
          {booking.customer.phone ? ` · ${booking.customer.phone}` : ''}
        </Text>
        <BookingBadges booking={booking} />
        {booking.cancelledAt ? (
          <Text size="sm" c="red" fw={600}>
            {cancelledLabel(booking, t, format)}
          </Text>
        ) : null}
        <Text size="sm">
          {format.chf(booking.priceRappen)} · {t('row.paid', { amount: format.chf(booking.paidRappen) })}
        </Text>
        {booking.customerComment ? (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
            {t('row.customerComment')}: {booking.customerComment}
          </Text>
        ) : null}
        <TherapistComment booking={booking} />
        <Group gap="xs" mt="sm">
          {actions.onMove && mayMove(booking) ? (
            <Button variant="light" onClick={run(actions.onMove)}>
              {t('actions.move')}
            </Button>
          ) : null}
          {mayCancel(booking) ? (
            <Button color="red" variant="light" onClick={run(actions.onCancel)}>
              {t('actions.cancel')}
            </Button>
          ) : null}
          {booking.cancelledAt ? (
            <Button variant="light" onClick={run(actions.onReactivate)}>
              {t('actions.reactivate')}
            </Button>
          ) : null}
          <Button variant="default" onClick={run(actions.onOpenProfile)}>
            {t('actions.openProfile')}
          </Button>
          <Button variant="default" onClick={run(actions.onOpenCard)}>
            {t('actions.openCard')}
          </Button>
          {actions.onPayment ? (
            <Button
              variant={booking.paymentOutstanding ? 'filled' : 'default'}
              color={booking.paymentOutstanding ? 'orange' : undefined}
              onClick={run(actions.onPayment)}
            >
              {t('row.payment')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Drawer>
  );
}
