import { zonedDay, type StaffAbsenceRow, type StaffBookingRow } from '@praxis/domain';
import { Box, Button, Group, Loader, Tabs, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import { BREAK_TYPE } from '../booking-list-model.ts';
import {
  blocksTime,
  columnKey,
  gridRange,
  hhmm,
  inWorkingTime,
  placeBlocks,
  shownDays,
  slotStarts,
  stepDate,
  type CalendarBlock,
  type CalendarItem,
  type CalendarTherapist,
  type OpeningRange,
  type View,
  type WorkingTime,
} from '../calendar-model.ts';
import type { BookingListActions } from './booking-list-table.tsx';
import { customerName } from './booking-list-table.tsx';
import { CalendarBookDialog, type CalendarArrangement, type CalendarSlot, type CalendarTherapy } from './calendar-book-dialog.tsx';
import classes from './booking-calendar.module.css';
import { CalendarItemPanel } from './calendar-item-panel.tsx';
import { DropShadow } from './drop-shadow.tsx';
import { useBlockDrag, type BlockDrag } from '../hooks/use-block-drag.ts';

/** Row height of 15 minutes. */
// 24 px: the smallest target WCAG 2.2 (2.5.8) allows for a cell one books by clicking.
const ROW = '1.5rem';
const TIME_COLUMN = '3.5rem';

export interface BookingCalendarProps {
  view: Exclude<View, 'list'>;
  date: string;
  today: string;
  now: number;
  onDate: (date: string) => void;
  data: { bookings: readonly StaffBookingRow[]; absences: readonly StaffAbsenceRow[] } | undefined;
  loading: boolean;
  therapists: readonly CalendarTherapist[];
  openingHours: readonly OpeningRange[];
  hideAbsences: boolean;
  hideBreaks: boolean;
  /** Free cells book (`booking:create:any`); otherwise they are no buttons. */
  canBook: boolean;
  /** Outside it cells are shaded and do not book. */
  workingTime?: WorkingTime;
  therapies: readonly CalendarTherapy[];
  arrangements: readonly CalendarArrangement[];
  actions: BookingListActions;
}

/**
 * The booking list as a time grid: rows of 15 minutes over the opening hours, a column per
 * therapist (and day in the week view); blocks for bookings, absences and breaks; a free cell
 * books with that therapist at that time.
 */
export function BookingCalendar(props: BookingCalendarProps) {
  const { view, date, today, onDate, data, loading, therapists, openingHours, canBook, actions } = props;
  const { t, i18n } = useTranslation('booking-list');
  const format = useFormat();
  const days = useMemo(() => shownDays(view, date), [view, date]);
  const range = useMemo(() => gridRange(days, openingHours, data?.bookings ?? []), [days, openingHours, data]);
  const blocks = useMemo(
    () =>
      placeBlocks(
        data ?? { bookings: [], absences: [] },
        days,
        therapists.map((th) => th.id),
        range,
        { hideAbsences: props.hideAbsences, hideBreaks: props.hideBreaks },
      ),
    [data, days, therapists, range, props.hideAbsences, props.hideBreaks],
  );
  // Hidden absences and breaks still keep their time from booking.
  const busy = useMemo(
    () =>
      props.hideAbsences || props.hideBreaks
        ? placeBlocks(
            data ?? { bookings: [], absences: [] },
            days,
            therapists.map((th) => th.id),
            range,
            { hideAbsences: false, hideBreaks: false },
          )
        : blocks,
    [data, days, therapists, range, blocks, props.hideAbsences, props.hideBreaks],
  );
  // Tablets and phones: a tab per day in the week view; wide screens show all days side by side.
  const narrow = useMediaQuery('(max-width: 74em)');
  const [tab, setTab] = useState<string | null>(null);
  const [slot, setSlot] = useState<CalendarSlot | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  // A held booking's block drags onto another cell (`booking:cancel:any`); the drop asks to confirm.
  const { onMove } = actions;
  const move = useBlockDrag((booking, target) => onMove?.(booking, target));

  const weekday = useMemo(() => new Intl.DateTimeFormat(`${i18n.language}-CH`, { weekday: 'short', timeZone: 'UTC' }), [i18n.language]);
  const dayLabel = (day: string) => `${weekday.format(new Date(`${day}T12:00:00Z`))} ${format.date(day)}`;
  const title = view === 'day' ? dayLabel(date) : `${format.date(days[0]!)} – ${format.date(days[days.length - 1]!)}`;

  // The open block follows the reloaded rows (a saved comment, a cancellation).
  const openItem = useMemo<CalendarItem | null>(() => {
    if (!openKey || !data) return null;
    const id = Number(openKey.slice(1));
    if (openKey.startsWith('b')) {
      const booking = data.bookings.find((b) => b.id === id);
      return booking ? { kind: 'booking', key: openKey, booking } : null;
    }
    const absence = data.absences.find((a) => a.id === id);
    return absence ? { kind: 'absence', key: openKey, absence } : null;
  }, [openKey, data]);

  const shownTab = tab && days.includes(tab) ? tab : days.includes(today) ? today : days[0]!;
  const gridDays = view === 'week' && narrow ? [shownTab] : days;

  const grid = (
    <TimeGrid
      days={gridDays}
      dayLabel={dayLabel}
      showDayHeader={gridDays.length > 1}
      range={range}
      therapists={therapists}
      blocks={blocks}
      busy={busy}
      canBook={canBook}
      workingTime={props.workingTime}
      now={props.now}
      onBook={setSlot}
      onOpen={(item) => {
        if (!move.endsDrag()) setOpenKey(item.key);
      }}
      drag={onMove ? move : undefined}
    />
  );

  return (
    <Box>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <Button variant="default" onClick={() => onDate(stepDate(view, date, -1))} aria-label={t(`calendar.previous.${view}`)}>
            ‹
          </Button>
          <Button variant="default" onClick={() => onDate(today)}>
            {t('calendar.today')}
          </Button>
          <Button variant="default" onClick={() => onDate(stepDate(view, date, 1))} aria-label={t(`calendar.next.${view}`)}>
            ›
          </Button>
          {loading ? <Loader size="xs" /> : null}
        </Group>
        <Text fw={600} aria-live="polite">
          {title}
        </Text>
      </Group>
      {therapists.length === 0 && !loading ? (
        <Text c="dimmed">{t('calendar.noTherapists')}</Text>
      ) : view === 'week' && narrow ? (
        <Tabs value={shownTab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {days.map((day) => (
              <Tabs.Tab key={day} value={day}>
                {dayLabel(day)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* One panel per day (each tab controls one); only the shown day's holds the grid. */}
          {days.map((day) => (
            <Tabs.Panel key={day} value={day} pt="sm">
              {day === shownTab ? grid : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        grid
      )}
      {slot ? <CalendarBookDialog slot={slot} therapies={props.therapies} arrangements={props.arrangements} onClose={() => setSlot(null)} /> : null}
      {openItem ? <CalendarItemPanel item={openItem} actions={actions} onClose={() => setOpenKey(null)} /> : null}
    </Box>
  );
}

interface TimeGridProps {
  days: readonly string[];
  dayLabel: (day: string) => string;
  showDayHeader: boolean;
  range: { from: number; to: number };
  therapists: readonly CalendarTherapist[];
  blocks: Map<string, CalendarBlock[]>;
  /** The blocks that keep time from booking, hidden ones too. */
  busy: Map<string, CalendarBlock[]>;
  canBook: boolean;
  workingTime: WorkingTime | undefined;
  now: number;
  onBook: (slot: CalendarSlot) => void;
  onOpen: (item: CalendarItem) => void;
  /** Held bookings drag onto other cells; absent: they do not. */
  drag?: { drag: BlockDrag | null; handlers: ReturnType<typeof useBlockDrag>['handlers'] };
}

/** The grid itself: a time column, header rows, a cell per 15 minutes and column, the blocks over the cells. */
function TimeGrid({ days, dayLabel, showDayHeader, range, therapists, blocks, busy, canBook, workingTime, now, onBook, onOpen, drag }: TimeGridProps) {
  const { t } = useTranslation(['booking-list', 'therapies', 'schedule']);
  const slots = slotStarts(range);
  const headerRows = showDayHeader ? 2 : 1;
  const columns = days.flatMap((day) => therapists.map((therapist) => ({ day, therapist })));
  const headerCell: CSSProperties = {
    position: 'sticky',
    top: 0,
    zIndex: 3,
    background: 'var(--mantine-color-body)',
    borderBottom: '1px solid var(--mantine-color-gray-4)',
    padding: '2px 4px',
    textAlign: 'center',
    fontSize: 'var(--mantine-font-size-xs)',
    fontWeight: 600,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  };

  /** What a block's text does not show, read before it: the day, the time, the therapist and the kind. */
  const blockContext = (block: CalendarBlock, therapist: CalendarTherapist) => {
    const values = { date: dayLabel(block.date), time: `${hhmm(block.from)}–${hhmm(block.to)}`, therapist: therapist.name };
    return t(block.item.kind === 'absence' ? 'calendar.absenceContext' : 'calendar.bookingContext', values);
  };
  const blockState = (block: CalendarBlock) =>
    block.item.kind === 'booking' && block.item.booking.cancelledAt
      ? t('calendar.cancelled')
      : block.item.kind === 'booking' && block.item.booking.temporary
        ? t('row.temporary')
        : '';

  return (
    // Focusable, so the keyboard scrolls it also on a day without a free cell to tab to.
    <Box
      tabIndex={0}
      role="region"
      aria-label={t('calendar.region')}
      style={{ overflow: 'auto', maxHeight: '75vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Box
        data-testid="calendar-grid"
        style={{
          display: 'grid',
          gridTemplateColumns: `${TIME_COLUMN} repeat(${columns.length}, minmax(${days.length > 1 ? '6.5rem' : '8rem'}, 1fr))`,
          gridTemplateRows: `repeat(${headerRows}, auto) repeat(${slots.length}, ${ROW})`,
          minWidth: 'fit-content',
        }}
      >
        <div style={{ ...headerCell, gridColumn: 1, gridRow: `1 / ${headerRows + 1}`, left: 0, zIndex: 4 }} />
        {showDayHeader
          ? days.map((day, d) => (
              <div
                key={day}
                style={{
                  ...headerCell,
                  gridRow: 1,
                  gridColumn: `${2 + d * therapists.length} / span ${therapists.length}`,
                  borderLeft: '2px solid var(--mantine-color-gray-5)',
                }}
              >
                {dayLabel(day)}
              </div>
            ))
          : null}
        {columns.map(({ day, therapist }, c) => (
          <div
            key={columnKey(day, therapist.id)}
            title={therapist.name}
            style={{ ...headerCell, top: showDayHeader ? '1.5rem' : 0, gridRow: headerRows, gridColumn: c + 2, fontWeight: 500 }}
          >
            {therapist.name}
          </div>
        ))}
        {slots.map((minutes, r) => (
          <Text
            key={minutes}
            component="div"
            size="xs"
            c="dimmed"
            style={{
              gridColumn: 1,
              gridRow: headerRows + r + 1,
              position: 'sticky',
              left: 0,
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              paddingInline: 4,
              lineHeight: ROW,
              borderTop: minutes % 60 === 0 ? '1px solid var(--mantine-color-gray-3)' : undefined,
            }}
          >
            {minutes % 30 === 0 ? hhmm(minutes) : ''}
          </Text>
        ))}
        {columns.map(({ day, therapist }, c) => {
          const key = columnKey(day, therapist.id);
          const taken = new Set<number>();
          for (const block of busy.get(key) ?? []) if (blocksTime(block)) for (let row = block.firstRow; row <= block.lastRow; row += 1) taken.add(row);
          const zoned = zonedDay(day);
          return slots.map((minutes, r) => {
            const style: CSSProperties = {
              gridColumn: c + 2,
              gridRow: headerRows + r + 1,
              borderTop: `1px ${minutes % 60 === 0 ? 'solid' : 'dotted'} var(--mantine-color-gray-${minutes % 60 === 0 ? 3 : 2})`,
              borderLeft: `${showDayHeader && c % therapists.length === 0 ? 2 : 1}px solid var(--mantine-color-gray-${showDayHeader && c % therapists.length === 0 ? 5 : 3})`,
            };
            const working = inWorkingTime(workingTime, key, minutes);
            const free = canBook && working && !taken.has(r) && zoned.at(minutes) >= now;
            const cell = { 'data-cell-date': day, 'data-cell-minutes': minutes, 'data-cell-therapist': therapist.id };
            if (!free)
              return (
                <div
                  key={`${key}/${minutes}`}
                  style={style}
                  className={working ? undefined : classes.offTime}
                  data-off-time={working ? undefined : ''}
                  {...cell}
                />
              );
            return (
              <UnstyledButton
                key={`${key}/${minutes}`}
                {...cell}
                style={style}
                className={classes.cell}
                aria-label={t('calendar.freeCell', { date: dayLabel(day), time: hhmm(minutes), therapist: therapist.name })}
                onClick={() => onBook({ date: day, minutes, therapist })}
              />
            );
          });
        })}
        {columns.flatMap(({ day, therapist }, c) =>
          (blocks.get(columnKey(day, therapist.id)) ?? []).map((block) => (
            <UnstyledButton
              key={`${block.item.key}/${columnKey(day, therapist.id)}`}
              data-column={columnKey(day, therapist.id)}
              data-first-row={hhmm(range.from + block.firstRow * 15)}
              data-last-row={hhmm(range.from + block.lastRow * 15)}
              className={classes.block}
              onClick={() => onOpen(block.item)}
              {...drag?.handlers(block)}
              data-draggable={drag && block.item.kind === 'booking' && block.item.booking.cancelledAt === null ? '' : undefined}
              style={{
                gridColumn: c + 2,
                gridRow: `${headerRows + block.firstRow + 1} / ${headerRows + block.lastRow + 2}`,
                ...blockStyle(block),
                ...(drag?.drag?.key === block.item.key ? { opacity: 0.45 } : null),
              }}
            >
              {/* The name is the text shown, with what it leaves out read before it (no label that hides the visible text). */}
              <VisuallyHidden component="span">{blockContext(block, therapist)} </VisuallyHidden>
              <BlockContent item={block.item} />
              {blockState(block) ? <VisuallyHidden component="span"> ({blockState(block)})</VisuallyHidden> : null}
            </UnstyledButton>
          )),
        )}
        {drag?.drag?.cell ? <DropShadow drag={drag.drag} columns={columns} range={range} headerRows={headerRows} /> : null}
      </Box>
    </Box>
  );
}

function blockStyle(block: CalendarBlock): CSSProperties {
  const width = 100 / block.lanes;
  const base: CSSProperties = {
    // Positioned, so the hidden text inside is placed and clipped within the block: placed by the page,
    // it lengthened the page below a late block and the drag's coordinates no longer met the cells.
    position: 'relative',
    zIndex: 1,
    marginLeft: `calc(${block.lane * width}% + 1px)`,
    marginBlock: 1,
    width: `calc(${width}% - 2px)`,
    overflow: 'hidden',
    borderRadius: 4,
    padding: '1px 4px',
    fontSize: 'var(--mantine-font-size-xs)',
    lineHeight: 1.25,
    textAlign: 'left',
    alignSelf: 'stretch',
  };
  const item = block.item;
  if (item.kind === 'absence') {
    const light = item.absence.typeId === BREAK_TYPE;
    return {
      ...base,
      color: 'var(--mantine-color-gray-8)',
      border: '1px solid var(--mantine-color-gray-5)',
      background: `repeating-linear-gradient(45deg, var(--mantine-color-gray-${light ? 1 : 2}), var(--mantine-color-gray-${light ? 1 : 2}) 6px, var(--mantine-color-gray-${light ? 3 : 4}) 6px, var(--mantine-color-gray-${light ? 3 : 4}) 8px)`,
    };
  }
  const { booking } = item;
  if (booking.cancelledAt) {
    // Grey, struck through and narrow on the right: the time is free again, the cell beside it books.
    // Not faded by opacity: its text would fall to 2.6:1 against the page (AA asks 4.5:1).
    return {
      ...base,
      marginLeft: `calc(${block.lane * width + width * 0.55}% + 1px)`,
      width: `calc(${width * 0.45}% - 2px)`,
      textDecoration: 'line-through',
      color: 'var(--mantine-color-gray-7)',
      background: 'var(--mantine-color-gray-0)',
      border: '1px dashed var(--mantine-color-gray-5)',
    };
  }
  if (booking.temporary) {
    return { ...base, background: 'var(--mantine-color-orange-0)', border: '1px dashed var(--mantine-color-orange-6)', color: 'var(--mantine-color-orange-9)' };
  }
  return {
    ...base,
    background: 'var(--mantine-color-blue-1)',
    borderLeft: '3px solid var(--mantine-color-blue-6)',
    color: 'var(--mantine-color-blue-9)',
  };
}

function BlockContent({ item }: { item: CalendarItem }) {
  const { t } = useTranslation(['booking-list', 'therapies', 'schedule']);
  if (item.kind === 'absence') return <span>{t(`schedule:absences.types.${item.absence.typeId}`, { defaultValue: t('absence.label') })}</span>;
  return (
    <>
      <span style={{ fontWeight: 600, display: 'block' }}>
        {customerName(item.booking)}
        <VisuallyHidden component="span">,</VisuallyHidden>
      </span>
      <span style={{ display: 'block' }}>{t(`therapies:items.${item.booking.therapyLabelKey}.name`)}</span>
    </>
  );
}
