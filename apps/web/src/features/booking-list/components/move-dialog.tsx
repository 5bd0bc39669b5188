import { isCalendarDate, minutesOfDay, mondayOf, practiceDate, type StaffBookingRow } from '@praxis/domain';
import { Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, ErrorState } from '../../../components/ui/query-state.tsx';
import { useWeeksAvailability } from '../../../lib/availability-queries.ts';
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
 * The free starts of the booking's therapy and duration with one therapist on one day, as buttons
 * that set the time (the customer's own move dialogue shows its free times the same way).
 */
function FreeTimes({
  booking,
  date,
  therapistId,
  time,
  onPick,
}: {
  booking: StaffBookingRow;
  date: string;
  therapistId: number;
  time: string;
  onPick: (time: string) => void;
}) {
  const { t } = useTranslation(['booking-list', 'common']);
  const titleId = useId();
  const valid = isCalendarDate(date);
  const [week] = useWeeksAvailability(booking.therapyId, booking.arrangementId, valid ? [mondayOf(date)] : [], 'staff-move', therapistId);
  if (!valid || !week) return null;
  if (week.isError) return <ErrorState error={week.error} onRetry={() => void week.refetch()} />;
  if (week.isPending) return <Loader size="sm" aria-label={t('common:loading')} />;
  const starts = (week.data.find((day) => day.date === date)?.slots ?? [])
    // Staff may book into the past, so passed hours count as free: only those ahead are offered.
    .filter((slot) => slot.state === 'free' && Date.parse(slot.start) !== Date.parse(booking.start) && Date.parse(slot.start) > Date.now())
    .map((slot) => hhmm(zurichMinutes(new Date(slot.start))));
  return (
    <Stack gap={6} role="group" aria-labelledby={titleId}>
      <Text size="sm" fw={500} id={titleId}>
        {t('move.freeTimes')}
      </Text>
      {starts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('move.noFreeTimes')}
        </Text>
      ) : (
        <Group gap={6}>
          {starts.map((start) => (
            <Button
              key={start}
              size="compact-sm"
              miw={64}
              variant={start === time ? 'filled' : 'default'}
              aria-pressed={start === time}
              onClick={() => onPick(start)}
            >
              {start}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * Moves a held booking at the front desk. With `target` (a block dropped on the calendar) it only
 * asks to confirm; without, date, time and therapist are chosen here (the keyboard's way), with the
 * free times of that day and therapist to pick from. The
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
            <FreeTimes booking={booking} date={date} therapistId={Number(therapistId)} time={time} onPick={setTime} />
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
