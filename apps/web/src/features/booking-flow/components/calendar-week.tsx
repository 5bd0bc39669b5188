import { addDays, type DayAvailability } from '@praxis/domain';
import { Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { isoWeek } from '../calendar-weeks.ts';
import type { SlotFormat } from '../format.ts';
import type { BookingFlow } from '../flow-store.ts';
import { dayInFilter } from '../slot-filters.ts';
import { CalendarDay } from './calendar-day.tsx';

interface CalendarWeekProps {
  monday: string;
  days: UseQueryResult<DayAvailability[]>;
  flow: BookingFlow;
  selected: string | null;
  format: SlotFormat;
  onSelect: (start: string, keyboard: boolean) => void;
  onToggleDay: (date: string) => void;
}

/** One calendar week (Monday to Sunday): its open days that pass the filters, or why there are none. */
export function CalendarWeek({ monday, days, flow, selected, format, onSelect, onToggleDay }: CalendarWeekProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const shown = (days.data ?? []).filter((day) => day.slots.length > 0 && dayInFilter(day.date, flow));
  const lastDay = days.data?.at(-1)?.date;
  // The horizon cuts the week: the days after the last one answered are not open for booking yet.
  const cutAfter = lastDay && lastDay < addDays(monday, 6) ? lastDay : null;
  return (
    <Stack gap={0} component="section" aria-labelledby={headingId} data-testid="calendar-week" data-week={monday}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {t('calendar.weekTitle', { week: isoWeek(monday).week, range: format.weekRange(monday) })}
      </Title>
      {days.isPending ? (
        <LoadingState label={t('calendar.loading')} />
      ) : days.isError ? (
        <ErrorState error={days.error} onRetry={() => void days.refetch()} />
      ) : days.data.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="week-not-published">
          {t('notices.weekNotPublished')}
        </Text>
      ) : (
        <>
          {shown.length === 0 ? (
            <Text c="dimmed" size="sm">
              {days.data.every((day) => day.slots.length === 0) ? t('calendar.weekOver') : t('calendar.noDays')}
            </Text>
          ) : (
            // One grid per week, labelled by its heading; the roving focus spans all weeks (one Tab stop).
            <div role="grid" aria-labelledby={headingId} data-testid="calendar-grid">
              {shown.map((day) => (
                <CalendarDay key={day.date} day={day} flow={flow} selected={selected} format={format} onSelect={onSelect} onToggleDay={onToggleDay} />
              ))}
            </div>
          )}
          {cutAfter ? (
            <Text c="dimmed" size="sm" mt="xs">
              {t('notices.notPublishedFrom', { date: format.dayLabel(addDays(cutAfter, 1)) })}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
