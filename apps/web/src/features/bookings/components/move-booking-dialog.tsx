import { addDays, mondayOf, practiceDate } from '@praxis/domain';
import { Button, Flex, Group, Loader, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, ErrorState } from '../../../components/ui/query-state.tsx';
import { useMoveOwnBooking, type OwnBooking } from '../api/bookings-queries.ts';
import { useWeeksAvailability } from '../../../lib/availability-queries.ts';

/** The availability cache's viewer of this dialog: a customer's own slot states. */
const VIEWER = 'own-bookings';

/**
 * Moves an own booking: the free slots of its therapy and duration, a week at a time grouped by
 * day; the chosen one is confirmed and the customer gets an e-mail with the updated calendar entry.
 */
export function MoveBookingDialog({ booking, onClose, onMoved }: { booking: OwnBooking; onClose: () => void; onMoved: (start: string) => void }) {
  const { t, i18n } = useTranslation(['bookings', 'therapies', 'common']);
  const phone = useMediaQuery('(max-width: 36em)');
  const firstMonday = mondayOf(practiceDate(new Date()));
  const [monday, setMonday] = useState(() => mondayOf(practiceDate(new Date(booking.start))));
  const [chosen, setChosen] = useState<string | null>(null);
  const [week] = useWeeksAvailability(booking.therapyId, booking.arrangementId, [monday], VIEWER);
  const move = useMoveOwnBooking();

  const locale = `${i18n.language}-CH`;
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
      short: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' }),
      when: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' }),
    }),
    [locale],
  );
  const dayLabel = (date: string) => formats.day.format(new Date(`${date}T12:00:00Z`));
  const when = (start: string) => formats.when.format(new Date(start));

  const weekRange = (
    <Text size="sm" fw={600} ta="center" aria-live="polite">
      {formats.short.format(new Date(`${monday}T12:00:00Z`))} – {formats.short.format(new Date(`${addDays(monday, 6)}T12:00:00Z`))}
    </Text>
  );
  const days = week?.data ?? [];
  const free = days
    .map((day) => ({ date: day.date, slots: day.slots.filter((slot) => slot.state === 'free' && Date.parse(slot.start) !== Date.parse(booking.start)) }))
    .filter((day) => day.slots.length > 0);
  // Days beyond the booking horizon are missing from the answer: no later week then.
  const lastWeek = week?.isSuccess === true && days.length < 7;

  return (
    <Modal opened onClose={onClose} title={t('move.title')} fullScreen={phone} size="lg">
      <Stack gap="sm" data-testid="move-booking-dialog">
        <Text size="sm">
          {t('move.current', {
            when: when(booking.start),
            therapy: t(`therapies:items.${booking.therapyLabelKey}.name`),
            duration: t('common:minutes', { count: booking.durationMinutes }),
          })}
          <br />
          {t('move.pick')}
        </Text>
        {/* A phone shows the week above its buttons, so that their labels fit. */}
        {phone ? weekRange : null}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" disabled={monday <= firstMonday} onClick={() => setMonday(addDays(monday, -7))}>
            ‹ {t('move.previousWeek')}
          </Button>
          {phone ? null : weekRange}
          <Button variant="default" size="xs" disabled={!week?.isSuccess || lastWeek} onClick={() => setMonday(addDays(monday, 7))}>
            {t('move.nextWeek')} ›
          </Button>
        </Group>
        {week?.isError ? <ErrorState error={week.error} onRetry={() => void week.refetch()} /> : null}
        {week?.isPending ? <Loader size="sm" aria-label={t('common:loading')} /> : null}
        {week?.isSuccess && free.length === 0 ? <Text c="dimmed">{t('move.noSlots')}</Text> : null}
        <ScrollArea.Autosize mah={phone ? 'calc(100dvh - 29rem)' : 'min(50vh, 28rem)'} type="auto" offsetScrollbars>
          <Stack gap="md">
            {free.map((day) => (
              <Stack key={day.date} gap={6} data-testid="move-day">
                <Title order={3} size="h6">
                  {dayLabel(day.date)}
                </Title>
                <Group gap={6}>
                  {day.slots.map((slot) => {
                    const time = formats.time.format(new Date(slot.start));
                    const selected = chosen !== null && Date.parse(chosen) === Date.parse(slot.start);
                    return (
                      <Button
                        key={slot.start}
                        size="compact-sm"
                        miw={64}
                        variant={selected ? 'filled' : 'default'}
                        aria-pressed={selected}
                        aria-label={`${dayLabel(day.date)}, ${time}`}
                        onClick={() => setChosen(slot.start)}
                      >
                        {time}
                      </Button>
                    );
                  })}
                </Group>
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {chosen ? (
          <Text fw={600} data-testid="move-chosen">
            {t('move.chosen', { when: when(chosen) })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('move.mailNote')}
        </Text>
        <ActionError error={move.error} />
        {/* A phone stacks the buttons full width, the confirmation on top. */}
        <Flex direction={phone ? 'column-reverse' : 'row'} justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('move.keep')}
          </Button>
          <Button
            disabled={!chosen}
            loading={move.isPending}
            onClick={() =>
              chosen &&
              move.mutate(
                { id: booking.id, start: chosen },
                {
                  onSuccess: () => {
                    onMoved(chosen);
                    onClose();
                  },
                },
              )
            }
          >
            {t('move.confirm')}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
