import type { SlotState } from '@praxis/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromKeyboard, useGridCell } from '../hooks/use-roving-grid.ts';
import classes from './slots.module.css';

export type CellState = SlotState | 'selected';

interface SlotCellProps {
  state: CellState;
  time: string;
  label: string;
  /** The state's name ("Belegt") for the hover title of a slot that is not free. */
  stateName: string;
  /** The slot's start and day: its place in the calendar's grid. */
  start: string;
  date: string;
  /** Chooses the slot; `keyboard` when by Enter or Space (focus then moves on to the chosen slot's panel). */
  onSelect: (keyboard: boolean) => void;
}

/**
 * One 30-minute slot. Free ones are grid cells with a toggle button named "Mo 30.11. 10:00"
 * (pressed when chosen); the others are hidden from screen readers, which hear each day's count
 * of free slots instead.
 */
// A week shows over a hundred cells: no hook here beyond the free cell's place in the grid (each
// `useTranslation` subscribed to the language, and a phone paid for it when the week arrived).
export function SlotCell({ state, time, label, stateName, start, date, onSelect }: SlotCellProps) {
  if (state === 'free' || state === 'selected') return <FreeSlot state={state} time={time} label={label} start={start} date={date} onSelect={onSelect} />;
  return (
    <span className={classes.slot} data-state={state} title={`${time} · ${stateName}`} aria-hidden="true">
      {time}
    </span>
  );
}

/** Minute of the (UTC) day: which slots of two days lie nearest in time, for arrow up and down. */
const minuteOfDay = (start: string) => Math.floor(Date.parse(start) / 60_000) % 1440;

function FreeSlot({ state, time, label, start, date, onSelect }: Omit<SlotCellProps, 'stateName'>) {
  const cell = useGridCell(start, date, minuteOfDay(start));
  return (
    <span role="gridcell">
      <button
        type="button"
        className={classes.slot}
        data-state={state}
        aria-label={label}
        aria-pressed={state === 'selected'}
        onClick={(event) => onSelect(fromKeyboard(event))}
        {...cell}
      >
        {time}
      </button>
    </span>
  );
}

const LEGEND: CellState[] = ['free', 'selected', 'booked', 'insufficient', 'break', 'past', 'none'];

/** What the slot looks tell: free, selected, booked, too short, break, past, not offered. */
export function SlotLegend() {
  const { t } = useTranslation('booking');
  return (
    <Group gap="md" component="ul" aria-label={t('calendar.legend')} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="slot-legend">
      {LEGEND.map((state) => (
        <Group key={state} gap={6} component="li" wrap="nowrap">
          <span className={`${classes.slot} ${classes.swatch}`} data-state={state} aria-hidden="true" />
          <Text size="sm">{t(`calendar.states.${state}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
