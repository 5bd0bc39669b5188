import type { DayAvailability } from '@praxis/domain';
import { Chip, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cachedIn } from '../../../lib/cached.ts';
import type { SlotFormat } from '../format.ts';
import type { BookingFlow } from '../flow-store.ts';
import { useGridCell } from '../hooks/use-roving-grid.ts';
import { inTimeOfDay, isOver, isPublished } from '../slot-filters.ts';
import { SlotCell } from './slot-cell.tsx';
import classes from './slots.module.css';

interface CalendarDayProps {
  day: DayAvailability;
  flow: BookingFlow;
  /** Start of the chosen slot (shown as "selected"). */
  selected: string | null;
  format: SlotFormat;
  onSelect: (start: string, keyboard: boolean) => void;
  onToggleDay: (date: string) => void;
}

/**
 * One day, a row of the calendar's grid: its chip (choosing days shows only those), the number of free slots, and the slots of
 * the chosen time of day. On narrow screens the label stacks above the wrapping slots.
 */
export function CalendarDay({ day, flow, selected, format, onSelect, onToggleDay }: CalendarDayProps) {
  const { t } = useTranslation('booking');
  const label = format.dayLabel(day.date);
  const chosen = flow.days.includes(day.date);
  const collapsed = flow.days.length > 0 && !chosen;
  const slots = day.slots.filter((slot) => inTimeOfDay(slot.start, flow.timeOfDay));
  const free = slots.filter((slot) => slot.state === 'free').length;
  // The chip is the row's first cell (minute -1: arrow up and down from a chip land on a chip).
  const chipCell = useGridCell(`day:${day.date}`, day.date, -1);
  const stateNames = new Map<string, string>();
  const stateName = (state: string) => cachedIn(stateNames, state, () => t(`calendar.states.${state}`));
  // Laid out by a style sheet, not by Mantine's responsive props: those wrote a style element of
  // media queries for every day.
  return (
    <div className={classes.day} role="row" aria-label={label} data-testid="calendar-day" data-date={day.date}>
      <div className={classes.dayHead} role="rowheader">
        <Chip size="xs" checked={chosen} onChange={() => onToggleDay(day.date)} variant="outline" {...chipCell}>
          {label}
        </Chip>
        <Text size="xs" c={free > 0 ? 'praxis.8' : 'dimmed'}>
          {free > 0 ? t('calendar.freeCount', { count: free }) : t('calendar.noneFree')}
        </Text>
      </div>
      {collapsed ? null : !isPublished(day) ? (
        <Text size="sm" c="dimmed" role="gridcell">
          {isOver(day) ? t('calendar.dayPast') : t('calendar.dayNone')}
        </Text>
      ) : slots.length === 0 ? (
        <Text size="sm" c="dimmed" role="gridcell">
          {t('calendar.noTimes')}
        </Text>
      ) : (
        <Group gap={6}>
          {slots.map((slot) => (
            <SlotCell
              key={slot.start}
              state={slot.start === selected && slot.state === 'free' ? 'selected' : slot.state}
              time={format.time(slot.start)}
              label={format.slotLabel(day.date, slot.start)}
              stateName={stateName(slot.state)}
              start={slot.start}
              date={day.date}
              onSelect={(keyboard) => onSelect(slot.start, keyboard)}
            />
          ))}
        </Group>
      )}
    </div>
  );
}
