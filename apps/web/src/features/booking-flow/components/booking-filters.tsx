import { weekdayName } from '@praxis/domain';
import { Button, Card, Chip, Grid, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMES_OF_DAY, type BookingFlow, type TimeOfDay } from '../flow-store.ts';
import classes from './booking-filters.module.css';
import type { WeekOption, WeekSelect, WeekSelectProps } from './week-select.tsx';

interface BookingFiltersProps {
  flow: BookingFlow;
  onChange: (patch: Partial<BookingFlow>) => void;
  /** Weekdays the practice opens, Monday first (0 Sunday ... 6 Saturday). */
  openWeekdays: number[];
  /** The calendar weeks one may choose, e.g. { value: "2026-W48", label: "KW 48 · 23.–29.11." }, named when first asked for. */
  weekOptions: () => WeekOption[];
  /** A filter shown first, across the whole width: the therapist choice. */
  children?: ReactNode;
  /** The therapist chosen, as the folded filters name it ("all therapists" when none); null without a choice of therapist. */
  therapistSummary?: string | null;
}

/**
 * Narrows the calendar: weekdays, calendar weeks and time of day; chosen days are cleared here too.
 * On a phone they are folded into one line saying what is searched for, with a button that unfolds them.
 */
export function BookingFilters({ flow, onChange, openWeekdays, weekOptions, children, therapistSummary = null }: BookingFiltersProps) {
  const { t, i18n } = useTranslation('booking');
  const weekdaysLabel = useId();
  const timeLabel = useId();
  const timeName = useId();
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const active = flow.weekdays.length > 0 || flow.weeks.length > 0 || flow.days.length > 0 || flow.timeOfDay !== 'all';
  const summary = [
    flow.weekdays.length === 0
      ? t('filters.summary.allWeekdays')
      : openWeekdays
          .filter((weekday) => flow.weekdays.includes(weekday))
          .map((weekday) => weekdayName(weekday, i18n.language, 'short'))
          .join(', '),
    flow.weeks.length > 0 ? t('filters.summary.weeks', { count: flow.weeks.length }) : null,
    flow.days.length > 0 ? t('filters.daysChosen', { count: flow.days.length }) : null,
    t(`filters.times.${flow.timeOfDay}`),
    therapistSummary,
  ].filter((part) => part !== null);
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label={t('filters.title')}
      data-testid="booking-filters"
      className={classes.filters}
      data-open={open || undefined}
    >
      <div className={classes.summary}>
        <Text size="sm" className={classes.summaryText} data-testid="filters-summary">
          {summary.join(' · ')}
        </Text>
        <Button
          variant="light"
          size="compact-sm"
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((was) => !was)}
          rightSection={<Chevron />}
          data-testid="filters-toggle"
        >
          {t('filters.change')}
        </Button>
      </div>
      <Grid gap="lg" id={contentId} className={classes.content}>
        {children ? <Grid.Col span={12}>{children}</Grid.Col> : null}
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Text size="sm" fw={500} id={weekdaysLabel} mb={6}>
            {t('filters.weekdays')}
          </Text>
          <Chip.Group multiple value={flow.weekdays.map(String)} onChange={(values) => onChange({ weekdays: values.map(Number) })}>
            <Group gap={6} role="group" aria-labelledby={weekdaysLabel}>
              {openWeekdays.map((weekday) => (
                <Chip key={weekday} value={String(weekday)} size="sm" aria-label={weekdayName(weekday, i18n.language)}>
                  {weekdayName(weekday, i18n.language, 'short')}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Text size="sm" fw={500} id={timeLabel} mb={6}>
            {t('filters.timeOfDay')}
          </Text>
          <Chip.Group value={flow.timeOfDay} onChange={(value) => onChange({ timeOfDay: value as TimeOfDay })}>
            <Group gap={6} role="radiogroup" aria-labelledby={timeLabel}>
              {TIMES_OF_DAY.map((value) => (
                <Chip key={value} value={value} type="radio" name={timeName} size="sm">
                  {t(`filters.times.${value}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="xs" c="dimmed" mt={6}>
            {t('filters.timesHint')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DeferredWeekSelect data={weekOptions} value={flow.weeks} onChange={(weeks) => onChange({ weeks })} />
        </Grid.Col>
        {active ? (
          <Grid.Col span={{ base: 12, md: 6 }} style={{ alignSelf: 'flex-end' }}>
            <Group justify="flex-end" gap="sm">
              {flow.days.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {t('filters.daysChosen', { count: flow.days.length })}
                </Text>
              ) : null}
              <Button variant="subtle" size="compact-sm" onClick={() => onChange({ weekdays: [], weeks: [], days: [], timeOfDay: 'all' })}>
                {t('filters.reset')}
              </Button>
            </Group>
          </Grid.Col>
        ) : null}
      </Grid>
    </Card>
  );
}

let loadedWeekSelect: typeof WeekSelect | null = null;
const loadWeekSelect = async () => {
  loadedWeekSelect ??= (await import('./week-select.tsx')).WeekSelect;
  return loadedWeekSelect;
};

/**
 * The week choice becomes a combobox on first use: its combobox (popover, floating positioning,
 * option list) is about 35 KB gzip, and mounting it cost a phone a long task while the page came
 * alive. Its code is fetched when the browser is idle; until the field is focused or touched, a
 * read-only field of the same size and label stands in, on the server and in the first render alike.
 */
function DeferredWeekSelect({ data, ...props }: Omit<WeekSelectProps, 'data'> & { data: () => WeekOption[] }) {
  const { t } = useTranslation('booking');
  const [Component, setComponent] = useState(() => loadedWeekSelect);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (Component) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadWeekSelect());
    return () => cancel(handle);
  }, [Component]);
  // Focused as it replaces the stand-in the user focused (by Tab, click or tap), and so opened.
  // Swapped on focus, not on the press: a press swapped it before the mouse's own focusing, which
  // then landed on the page behind.
  if (Component) return <Component {...props} data={data()} autoFocus={used} />;
  const use = () => {
    setUsed(true);
    void loadWeekSelect().then((loaded) => setComponent(() => loaded));
  };
  const chosen =
    props.value.length === 0
      ? []
      : data()
          .filter((week) => props.value.includes(week.value))
          .map((week) => week.label);
  return (
    <TextInput
      label={t('filters.weeks')}
      placeholder={t('filters.allWeeks')}
      value={chosen.join(', ')}
      readOnly
      onFocus={use}
      rightSection={<UpDownChevron />}
      rightSectionPointerEvents="none"
      data-testid="week-select-pending"
    />
  );
}

/** Points down while the filters are folded, up while they are open. */
function Chevron() {
  return (
    <svg className={classes.chevron} width={14} height={14} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The up-and-down mark of a select, drawn the size of the combobox's own. */
function UpDownChevron() {
  return (
    <svg width={15} height={15} viewBox="0 0 16 16" aria-hidden="true" style={{ color: 'var(--mantine-color-dimmed)' }}>
      <path d="M5 6.5l3-3 3 3M5 9.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth={1.2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
