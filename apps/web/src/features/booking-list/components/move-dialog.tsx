import { isCalendarDate, minutesOfDay, practiceDate, type StaffBookingRow } from '@praxis/domain';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useMoveBooking } from '../api/booking-list-queries.ts';
import { cellStart, zurichMinutes, hhmm, type CalendarTherapist, type MoveTarget } from '../calendar-model.ts';
import { customerName } from './booking-list-table.tsx';

/** What the list tells after a move. */
export interface MovedNotice {
  customer: string;
  start: string;
  therapist: string;
  notified: boolean;
}

/** The start typed as date and time, or null while either is incomplete. */
function typedStart(date: string, time: string): string | null {
  if (!isCalendarDate(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const minutes = minutesOfDay(time);
  return minutes < 24 * 60 ? cellStart(date, minutes) : null;
}

/**
 * Moves a held booking at the front desk. With `target` (a block dropped on the calendar) it only
 * asks to confirm; without, date, time and therapist are chosen here (the keyboard's way). The
 * customer is told by e-mail unless the switch is turned off; the server answers 409 when the
 * therapist cannot take the time, shown translated.
 */
export function MoveDialog({
  booking,
  target,
  therapists,
  onClose,
  onMoved,
}: {
  booking: StaffBookingRow;
  target?: MoveTarget;
  therapists: readonly CalendarTherapist[];
  onClose: () => void;
  onMoved: (notice: MovedNotice) => void;
}) {
  const { t } = useTranslation(['booking-list', 'therapies']);
  const format = useFormat();
  const move = useMoveBooking();
  const [notify, setNotify] = useState(true);
  const [date, setDate] = useState(() => practiceDate(new Date(booking.start)));
  const [time, setTime] = useState(() => hhmm(zurichMinutes(new Date(booking.start))));
  const [therapistId, setTherapistId] = useState(String(booking.therapistId));

  const chosen: MoveTarget | null =
    target ??
    (() => {
      const start = typedStart(date, time);
      return start ? { start, therapistId: Number(therapistId) } : null;
    })();
  const unchanged = chosen !== null && Date.parse(chosen.start) === Date.parse(booking.start) && chosen.therapistId === booking.therapistId;
  const nameOf = (id: number) => therapists.find((therapist) => therapist.id === id)?.name ?? (id === booking.therapistId ? booking.therapistName : `#${id}`);
  const options = therapists.some((therapist) => therapist.id === booking.therapistId)
    ? therapists
    : [...therapists, { id: booking.therapistId, name: booking.therapistName }];

  const confirm = () => {
    if (!chosen || unchanged) return;
    move.mutate(
      { id: booking.id, body: { start: chosen.start, therapistId: chosen.therapistId, notify } },
      {
        onSuccess: () => {
          onMoved({ customer: customerName(booking), start: chosen.start, therapist: nameOf(chosen.therapistId), notified: notify });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('move.title')}>
      <Stack data-testid="move-dialog">
        {target ? null : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput type="date" label={t('move.date')} required value={date} onChange={(event) => setDate(event.currentTarget.value)} data-autofocus />
              <TextInput type="time" label={t('move.time')} required step={15 * 60} value={time} onChange={(event) => setTime(event.currentTarget.value)} />
            </SimpleGrid>
            <Select
              label={t('move.therapist')}
              required
              allowDeselect={false}
              data={options.map((therapist) => ({ value: String(therapist.id), label: therapist.name }))}
              value={therapistId}
              onChange={(value) => value && setTherapistId(value)}
            />
          </>
        )}
        {chosen ? (
          <Text size="sm" data-testid="move-summary" style={{ overflowWrap: 'anywhere' }}>
            {t('move.question', {
              customer: customerName(booking),
              therapy: t(`therapies:items.${booking.therapyLabelKey}.name`),
              from: format.dateTime(booking.start),
              to: format.dateTime(chosen.start),
              therapist: nameOf(chosen.therapistId),
            })}
          </Text>
        ) : null}
        {unchanged ? (
          <Text size="sm" c="dimmed">
            {t('move.unchanged')}
          </Text>
        ) : null}
        <Switch label={t('move.notify')} checked={notify} onChange={(event) => setNotify(event.currentTarget.checked)} />
        <ActionError error={move.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('move.keep')}
          </Button>
          <Button loading={move.isPending} disabled={!chosen || unchanged} onClick={confirm}>
            {t('move.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
