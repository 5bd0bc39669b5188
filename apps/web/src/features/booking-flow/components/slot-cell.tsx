import type { SlotState } from '@praxis/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './slots.module.css';

export type CellState = SlotState | 'selected';

/**
 * One 30-minute slot. Free ones are toggle buttons named "Mo 30.11. 10:00" (pressed when chosen);
 * the others are hidden from screen readers, which hear each day's count of free slots instead.
 */
export function SlotCell({ state, time, label, onSelect }: { state: CellState; time: string; label: string; onSelect: () => void }) {
  const { t } = useTranslation('booking');
  if (state === 'free' || state === 'selected') {
    return (
      <button type="button" className={classes.slot} data-state={state} aria-label={label} aria-pressed={state === 'selected'} onClick={onSelect}>
        {time}
      </button>
    );
  }
  return (
    <span className={classes.slot} data-state={state} title={`${time} · ${t(`calendar.states.${state}`)}`} aria-hidden="true">
      {time}
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
