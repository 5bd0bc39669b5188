import { isMonth, previousMonth } from '@praxis/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextMonth } from '../cash-model.ts';

/** The month shown: a step back, the month typed or picked, a step ahead, and back to the current month. */
export function MonthPicker({ month, current, onChange }: { month: string; current: string; onChange: (month: string) => void }) {
  const { t } = useTranslation('cash');
  // The input keeps what is typed until it is a month (a browser without a month picker shows a text field).
  const [text, setText] = useState(month);
  const [shownFor, setShownFor] = useState(month);
  if (shownFor !== month) {
    setShownFor(month);
    setText(month);
  }
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Button variant="default" onClick={() => onChange(previousMonth(month))} aria-label={t('month.previous')}>
        ‹
      </Button>
      <TextInput
        type="month"
        label={t('month.label')}
        placeholder="2027-01"
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          if (isMonth(value)) onChange(value);
        }}
        w={190}
      />
      <Button variant="default" onClick={() => onChange(nextMonth(month))} aria-label={t('month.next')}>
        ›
      </Button>
      {month !== current ? (
        <Button variant="subtle" onClick={() => onChange(current)}>
          {t('month.current')}
        </Button>
      ) : null}
    </Group>
  );
}
