import { addDays, isCalendarDate, minutesOfDay, mondayOf, practiceDate, zonedDay, type StaffAbsenceRow, type StaffBookingRow } from '@praxis/domain';
import { BREAK_TYPE } from './booking-list-model.ts';

/** The booking list's views (`?view=day|week`); the list is the default. */
export const VIEWS = ['list', 'day', 'week'] as const;
export type View = (typeof VIEWS)[number];

/** Rows of the time grid. */
export const SLOT_MINUTES = 15;
/** The grid's hours when no opening hours are known for the shown days. */
export const FALLBACK_HOURS = { from: 8 * 60, to: 20 * 60 } as const;

export interface OpeningRange {
  weekday: number;
  from: string;
  to: string;
}

/** A therapist's column (per day in the week view). */
export interface CalendarTherapist {
  id: number;
  name: string;
}

/** The view and the shown day from the address (`?view=day&date=2026-11-30`); the date falls back to today. */
export function readCalendar(params: URLSearchParams, today: string): { view: View; date: string } {
  const view = params.get('view');
  const date = params.get('date');
  return {
    view: view === 'day' || view === 'week' ? view : 'list',
    date: date !== null && isCalendarDate(date) ? date : today,
  };
}

/** The view and date as query parameters; the list and today are left out, other parameters kept. */
export function writeCalendar(change: { view: View; date: string }, today: string, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  if (change.view === 'list') params.delete('view');
  else params.set('view', change.view);
  if (change.view === 'list' || change.date === today) params.delete('date');
  else params.set('date', change.date);
  return params;
}

/** The days shown: the day, or Monday to Sunday of its week. */
export function shownDays(view: Exclude<View, 'list'>, date: string): string[] {
  if (view === 'day') return [date];
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The day one step (a day or a week) before or after. */
export const stepDate = (view: Exclude<View, 'list'>, date: string, direction: -1 | 1) => addDays(date, direction * (view === 'day' ? 1 : 7));

/**
 * The grid's first and last minute: the earliest opening to the latest closing of the shown days,
 * widened to whole hours that hold every booking; 08:00–20:00 when the practice is closed on all.
 */
export function gridRange(days: readonly string[], openingHours: readonly OpeningRange[], bookings: readonly StaffBookingRow[] = []) {
  const weekdays = new Set(days.map((day) => zonedDay(day).weekday));
  const ranges = openingHours.filter((range) => weekdays.has(range.weekday));
  let from: number = ranges.length ? Math.min(...ranges.map((r) => minutesOfDay(r.from))) : FALLBACK_HOURS.from;
  let to: number = ranges.length ? Math.max(...ranges.map((r) => minutesOfDay(r.to))) : FALLBACK_HOURS.to;
  for (const booking of bookings) {
    for (const day of days) {
      const span = spanOn(booking.start, booking.end, day);
      if (!span) continue;
      from = Math.min(from, Math.floor(span.from / 60) * 60);
      to = Math.max(to, Math.ceil(span.to / 60) * 60);
    }
  }
  from = Math.floor(from / SLOT_MINUTES) * SLOT_MINUTES;
  to = Math.ceil(to / SLOT_MINUTES) * SLOT_MINUTES;
  return { from, to };
}

/** The row starts (minutes after midnight) of the grid. */
export function slotStarts(range: { from: number; to: number }): number[] {
  const starts: number[] = [];
  for (let minute = range.from; minute < range.to; minute += SLOT_MINUTES) starts.push(minute);
  return starts;
}

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Minutes after midnight of an instant's Zurich wall-clock time. */
export function zurichMinutes(instant: Date): number {
  const parts = clock.formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** "09:15" of minutes after midnight. */
export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The part of [start, end) that lies on the Zurich day `date`, as minutes after its midnight (0–1440); null: none. */
export function spanOn(start: string, end: string, date: string): { from: number; to: number } | null {
  const startDate = new Date(start);
  const endMs = Math.max(startDate.getTime(), new Date(end).getTime());
  const firstDay = practiceDate(startDate);
  // NOTE: an end at midnight belongs to the day before.
  const lastDay = practiceDate(new Date(Math.max(startDate.getTime(), endMs - 1)));
  if (date < firstDay || date > lastDay) return null;
  const from = firstDay < date ? 0 : zurichMinutes(startDate);
  const to = lastDay > date ? 1440 : zurichMinutes(new Date(endMs)) || (endMs > startDate.getTime() ? 1440 : from);
  return { from, to: Math.max(to, from) };
}

export type CalendarItem = { kind: 'booking'; key: string; booking: StaffBookingRow } | { kind: 'absence'; key: string; absence: StaffAbsenceRow };

/** One block in one column: rows `firstRow`..`lastRow` (indexes into the slots), side by side in `lane` of `lanes`. */
export interface CalendarBlock {
  item: CalendarItem;
  date: string;
  therapistId: number;
  from: number;
  to: number;
  firstRow: number;
  lastRow: number;
  lane: number;
  lanes: number;
}

export const columnKey = (date: string, therapistId: number) => `${date}/${therapistId}`;

/**
 * The blocks of every column (`columnKey`): bookings, absences and breaks clipped to the grid, a
 * full-day absence over the whole column, a practice-wide one (no therapist) in every column.
 * Overlapping blocks share the column in lanes.
 */
export function placeBlocks(
  data: { bookings: readonly StaffBookingRow[]; absences: readonly StaffAbsenceRow[] },
  days: readonly string[],
  therapistIds: readonly number[],
  range: { from: number; to: number },
  options: { hideAbsences: boolean; hideBreaks: boolean },
): Map<string, CalendarBlock[]> {
  const columns = new Map<string, CalendarBlock[]>();
  const shown = new Set(therapistIds);
  const add = (item: CalendarItem, therapistId: number, date: string, span: { from: number; to: number }) => {
    const from = Math.max(span.from, range.from);
    const to = Math.min(span.to, range.to);
    if (to <= from) return;
    const key = columnKey(date, therapistId);
    const blocks = columns.get(key) ?? [];
    blocks.push({
      item,
      date,
      therapistId,
      from,
      to,
      firstRow: Math.floor((from - range.from) / SLOT_MINUTES),
      lastRow: Math.ceil((to - range.from) / SLOT_MINUTES) - 1,
      lane: 0,
      lanes: 1,
    });
    columns.set(key, blocks);
  };
  for (const day of days) {
    for (const booking of data.bookings) {
      if (!shown.has(booking.therapistId)) continue;
      const span = spanOn(booking.start, booking.end, day);
      if (span) add({ kind: 'booking', key: `b${booking.id}`, booking }, booking.therapistId, day, span);
    }
    if (options.hideAbsences) continue;
    for (const absence of data.absences) {
      if (options.hideBreaks && absence.typeId === BREAK_TYPE) continue;
      const span = spanOn(absence.start, absence.end, day);
      if (!span) continue;
      const whole = absence.fullDay ? { from: 0, to: 1440 } : span;
      const item: CalendarItem = { kind: 'absence', key: `a${absence.id}`, absence };
      if (absence.therapistId === null) for (const id of therapistIds) add(item, id, day, whole);
      else if (shown.has(absence.therapistId)) add(item, absence.therapistId, day, whole);
    }
  }
  for (const blocks of columns.values()) assignLanes(blocks);
  return columns;
}

/** Side by side: each block takes the first lane free at its start; a group of overlapping blocks shares its lane count. */
function assignLanes(blocks: CalendarBlock[]) {
  blocks.sort((a, b) => a.from - b.from || b.to - a.to);
  let group: CalendarBlock[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...group.map((b) => b.lane + 1));
    for (const block of group) block.lanes = lanes;
    group = [];
  };
  for (const block of blocks) {
    if (block.from >= groupEnd) {
      close();
      groupEnd = -1;
    }
    const laneEnds: number[] = [];
    for (const other of group) laneEnds[other.lane] = Math.max(laneEnds[other.lane] ?? -1, other.to);
    let lane = 0;
    while ((laneEnds[lane] ?? -1) > block.from) lane += 1;
    block.lane = lane;
    group.push(block);
    groupEnd = Math.max(groupEnd, block.to);
  }
  close();
}

/** The rows a block keeps from booking: held bookings and absences; a cancelled booking leaves its time free. */
export const blocksTime = (block: CalendarBlock) => block.item.kind === 'absence' || block.item.booking.cancelledAt === null;

/** The therapists shown as columns: the known ones and those met in the data, by name; the therapist filter keeps one. */
export function calendarTherapists(
  known: readonly CalendarTherapist[],
  data: { bookings: readonly StaffBookingRow[]; absences: readonly StaffAbsenceRow[] } | undefined,
  therapistId: number | null,
): CalendarTherapist[] {
  const byId = new Map<number, string>();
  for (const therapist of known) byId.set(therapist.id, therapist.name);
  for (const booking of data?.bookings ?? []) byId.set(booking.therapistId, booking.therapistName);
  for (const absence of data?.absences ?? []) if (absence.therapistId !== null && absence.therapistName) byId.set(absence.therapistId, absence.therapistName);
  if (therapistId !== null && !byId.has(therapistId)) byId.set(therapistId, `#${therapistId}`);
  return [...byId]
    .filter(([id]) => therapistId === null || id === therapistId)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The ISO instant with the Zurich offset of `minutes` after midnight of `date`. */
export const cellStart = (date: string, minutes: number) => zonedDay(date).iso(minutes);

/** Each therapist's working time per day, in minutes after midnight: `columnKey(date, therapistId)` → ranges. */
export type WorkingTime = ReadonlyMap<string, ReadonlyArray<{ from: number; to: number }>>;

/** Whether a cell lies in its therapist's working time; unknown (not loaded, no plan) counts as working. */
export function inWorkingTime(workingTime: WorkingTime | undefined, key: string, minutes: number): boolean {
  const ranges = workingTime?.get(key);
  return !ranges || ranges.some((range) => minutes >= range.from && minutes < range.to);
}

/** A calendar cell: a therapist's column on a day, minutes after midnight. */
export interface CalendarCell {
  date: string;
  minutes: number;
  therapistId: number;
}

/** Where a moved booking goes: its new start (ISO with the Zurich offset) and therapist. */
export interface MoveTarget {
  start: string;
  therapistId: number;
}

/**
 * Where a dragged booking lands when dropped with the pointer on `cell`, grabbed `grabMinutes`
 * after its start: the row grabbed stays under the pointer (never before midnight). null: where it was.
 */
export function dropTarget(booking: { start: string; therapistId: number }, grabMinutes: number, cell: CalendarCell): MoveTarget | null {
  const grabbed = Math.max(0, Math.floor(grabMinutes / SLOT_MINUTES) * SLOT_MINUTES);
  const start = cellStart(cell.date, Math.max(0, cell.minutes - grabbed));
  if (Date.parse(start) === Date.parse(booking.start) && cell.therapistId === booking.therapistId) return null;
  return { start, therapistId: cell.therapistId };
}
