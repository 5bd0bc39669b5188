import { addDays } from '@praxis/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeeksAvailability } from '../../../lib/availability-queries.ts';
import { mondayOfWeekKey, mondaysFrom } from '../calendar-weeks.ts';
import { useSlotFormat } from '../format.ts';
import type { BookingFlow } from '../flow-store.ts';
import { RovingGridContext, useRovingGrid } from '../hooks/use-roving-grid.ts';
import { calendarNotice, countMatchingFree } from '../slot-filters.ts';
import { CalendarWeek } from './calendar-week.tsx';
import { SlotLegend } from './slot-cell.tsx';
import classes from './slots.module.css';

/** Weeks loaded and paged at a time: fewer on a phone, where the days stack. */
const PAGE_WEEKS = 3;
const PAGE_WEEKS_NARROW = 1;
/** Fully booked weeks passed over at most on arrival or after a change of the search; beyond them the customer pages. */
const MAX_SKIPPED_WEEKS = 8;

export interface CalendarRange {
  /** The earliest and latest Monday the viewer may page to, and the one to start with. */
  firstMonday: string;
  lastMonday: string;
  initialMonday: string;
}

interface BookingCalendarProps {
  therapyId: number;
  arrangementId: number;
  /** Who looks ("guest", "user:7"): guests, customers and staff see different slot states. */
  viewer: string;
  /** The filters, the chosen slot and the therapist (null: any) whose slots to show. */
  flow: BookingFlow;
  range: CalendarRange;
  /** Chooses a slot; `keyboard` when by Enter or Space. */
  onSelect: (start: string, keyboard: boolean) => void;
  onToggleDay: (date: string) => void;
  onResetFilters: () => void;
  /**
   * Starts at the first week with a free slot for the search, passing over fully booked ones (a phone
   * shows one week: late on a Saturday it had nothing left). For customers arriving without a chosen
   * slot; staff see the current week as it is.
   */
  startAtFreeWeek?: boolean;
  /**
   * After a change of the search (weekdays, time of day, therapist) moves on likewise to the first
   * week with a free slot for it, from the week the customer was at. For customers; staff see the
   * weeks as they are.
   */
  seekOnSearch?: boolean;
}

/**
 * The calendar of weeks with the slot states of the availability API: a few weeks at a time with
 * earlier/later paging and "show more weeks", or exactly the calendar weeks the filter names.
 */
export function BookingCalendar({
  therapyId,
  arrangementId,
  viewer,
  flow,
  range,
  onSelect,
  onToggleDay,
  onResetFilters,
  startAtFreeWeek = false,
  seekOnSearch = false,
}: BookingCalendarProps) {
  const { t } = useTranslation('booking');
  const format = useSlotFormat();
  // NOTE: narrow first (the server's render and the hydration), so a phone never asks for the
  // weeks it does not show; a wide screen adds its further weeks below once the page is live.
  const pageWeeks = useMediaQuery('(min-width: 48em)') ? PAGE_WEEKS : PAGE_WEEKS_NARROW;
  const [first, setFirst] = useState(range.initialMonday);
  const [pages, setPages] = useState(1);
  const count = pages * pageWeeks;
  const byWeek = flow.weeks.length > 0;
  const mondays = byWeek ? [...flow.weeks].sort().map(mondayOfWeekKey) : mondaysFrom(first, count);
  const weeks = useWeeksAvailability(therapyId, arrangementId, mondays, viewer, flow.therapistId);
  const loaded = weeks.every((week) => week.isSuccess);
  const allDays = loaded ? weeks.flatMap((week) => week.data ?? []) : [];
  const matchingFree = loaded ? countMatchingFree(allDays, flow) : 0;
  const next = addDays(first, count * 7);
  // Chosen days are the customer's own: never passed over. A week not yet planned ends the search
  // (its notice says to come back tomorrow); the end of the horizon or of MAX_SKIPPED_WEEKS leads
  // back to the week the search began at. While seeking, the weeks shown are on the way: busy,
  // without notice.
  const [seeking, setSeeking] = useState(startAtFreeWeek && flow.days.length === 0);
  const [skipped, setSkipped] = useState<{ monday: string; search: string } | null>(null);
  // Where the customer (or the arrival) put the calendar; weeks passed over are not: a narrower
  // search seeks on from here, and a wider one comes back here.
  const [origin, setOrigin] = useState(range.initialMonday);
  const search = `${flow.weekdays.join()}|${flow.timeOfDay}|${flow.therapistId ?? ''}`;
  // A new search seeks again, decided in the render that shows it, so the booked-up week is never shown on the way.
  const [seekingFor, setSeekingFor] = useState(search);
  if (seekingFor !== search) {
    setSeekingFor(search);
    if (seekOnSearch && !byWeek && flow.days.length === 0) {
      setFirst(origin);
      setSkipped(null);
      setSeeking(true);
    }
  }
  const verdict = loaded ? calendarNotice(allDays, matchingFree) : null;
  const bookedUp = !byWeek && verdict === 'noAppointments';
  const passOver = seeking && bookedUp && next <= range.lastMonday && next <= addDays(origin, MAX_SKIPPED_WEEKS * 7);
  // Before paint, so the booked-up week is never shown on the way.
  useLayoutEffect(() => {
    if (!seeking || (!loaded && !byWeek)) return;
    if (passOver) {
      setFirst(next);
      setSkipped({ monday: next, search });
      return;
    }
    setSeeking(false);
    // Nothing free within reach: back to the start, where the notice asks to widen the search.
    if (bookedUp && skipped) {
      setFirst(origin);
      setSkipped(null);
    }
  }, [seeking, loaded, byWeek, passOver, bookedUp, skipped, next, search, origin]);
  const notice = seeking ? null : verdict;
  const page = (monday: string) => {
    setSeeking(false);
    setSkipped(null);
    setFirst(monday);
    setOrigin(monday);
    setPages(1);
  };
  const earlier = addDays(first, -pageWeeks * 7);
  const roving = useRovingGrid();
  return (
    <Stack gap="lg" data-testid="booking-calendar" aria-busy={!loaded || seeking} ref={roving.root} onKeyDown={roving.onKeyDown}>
      <Stack gap="lg" className={classes.key}>
        <SlotLegend />
        <Text size="sm" c="dimmed">
          {t('calendar.dayChipHint')}
        </Text>
      </Stack>
      {byWeek ? (
        <Text size="sm">{t('calendar.chosenWeeks', { count: flow.weeks.length })}</Text>
      ) : (
        <Group justify="space-between" gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={first <= range.firstMonday}
            onClick={() => page(earlier < range.firstMonday ? range.firstMonday : earlier)}
          >
            ← {t('calendar.earlier')}
          </Button>
          <Button variant="default" size="xs" disabled={next > range.lastMonday} onClick={() => page(next)}>
            {t('calendar.later')} →
          </Button>
        </Group>
      )}
      {skipped && !byWeek && skipped.monday === first && skipped.search === search ? (
        <Text size="sm" role="status" data-testid="calendar-skipped">
          {t('calendar.bookedUpBefore', { range: format.weekRange(first) })}
        </Text>
      ) : null}
      {notice ? (
        <Alert
          color={notice === 'noAppointments' ? 'orange' : 'blue'}
          role="status"
          data-testid="calendar-notice"
          data-notice={notice}
          title={t(`notices.${notice}.title`)}
        >
          <Text size="sm">{t(`notices.${notice}.text`)}</Text>
          {notice === 'noAppointments' ? (
            <Button
              mt="sm"
              size="xs"
              variant="light"
              onClick={() => {
                onResetFilters();
                if (!byWeek && next <= range.lastMonday) setPages((p) => p + 1);
              }}
            >
              {t('notices.noAppointments.widen')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <RovingGridContext.Provider value={roving.grid}>
        {mondays.map((monday, i) => (
          <CalendarWeek
            key={monday}
            monday={monday}
            days={weeks[i]!}
            flow={flow}
            selected={flow.slot}
            format={format}
            onSelect={onSelect}
            onToggleDay={onToggleDay}
          />
        ))}
      </RovingGridContext.Provider>
      {!byWeek && next <= range.lastMonday ? (
        <Button
          variant="light"
          onClick={() => {
            setSeeking(false);
            setPages((p) => p + 1);
          }}
          style={{ alignSelf: 'center' }}
        >
          {t('calendar.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
