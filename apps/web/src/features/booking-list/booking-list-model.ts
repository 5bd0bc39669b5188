import {
  addDays,
  addMonths,
  CANCELLATION_FILTERS,
  LIMITS,
  practiceDate,
  TIME_FILTERS,
  type CancellationFilter,
  type StaffAbsenceRow,
  type StaffBookingRow,
  type TimeFilter,
} from '@praxis/domain';

export { addMonths };

/** The filters kept in the address (`?time=…&cancellation=…&therapist=…&search=…&absences=0&breaks=0&payment=outstanding`). */
export interface BookingListFilters {
  time: TimeFilter;
  cancellation: CancellationFilter;
  therapistId: number | null;
  search: string;
  hideAbsences: boolean;
  hideBreaks: boolean;
  /** Only bookings whose payment is outstanding (`?payment=outstanding`). */
  outstandingOnly: boolean;
}

/** What the list asks the server for. */
export interface BookingListQuery {
  from: string;
  to: string;
  time: TimeFilter;
  cancellation: CancellationFilter;
  therapistId: number | null;
  search: string;
  outstandingOnly?: boolean;
  /** The page: its first booking by start (0 when none); `limit` bookings at most (the server's page when none). */
  offset?: number;
  limit?: number;
}

/** Absence type 6: a flexible break. */
export const BREAK_TYPE = 6;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The filters of a query string; anything unknown falls back to the default. */
export function readFilters(params: URLSearchParams): BookingListFilters {
  const therapist = Number(params.get('therapist'));
  return {
    time: oneOf(TIME_FILTERS, params.get('time'), 'all'),
    cancellation: oneOf(CANCELLATION_FILTERS, params.get('cancellation'), 'all'),
    therapistId: Number.isInteger(therapist) && therapist > 0 ? therapist : null,
    search: (params.get('search') ?? '').slice(0, LIMITS.search),
    hideAbsences: params.get('absences') === '0',
    hideBreaks: params.get('breaks') === '0',
    outstandingOnly: params.get('payment') === 'outstanding',
  };
}

/** The filters as query parameters; defaults are left out, other parameters (`lang`) kept. */
export function writeFilters(filters: BookingListFilters, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set('time', filters.time === 'all' ? null : filters.time);
  set('cancellation', filters.cancellation === 'all' ? null : filters.cancellation);
  set('therapist', filters.therapistId === null ? null : String(filters.therapistId));
  set('search', filters.search.trim() ? filters.search.trim() : null);
  set('absences', filters.hideAbsences ? '0' : null);
  set('breaks', filters.hideBreaks ? '0' : null);
  set('payment', filters.outstandingOnly ? 'outstanding' : null);
  return params;
}

/**
 * today − look-back to today + horizon, within the 400 days the API allows: the look-back is
 * shortened first; today is always inside.
 */
export function listPeriod(today: string, lookbackMonths: number, horizonMonths: number): { from: string; to: string } {
  const to = addMonths(today, horizonMonths);
  const earliest = addDays(to, -LIMITS.bookingListDays);
  const from = addMonths(today, -lookbackMonths);
  if (earliest > today) return { from: today, to: addDays(today, LIMITS.bookingListDays) };
  return { from: from < earliest ? earliest : from, to };
}

export type ListItem =
  { kind: 'booking'; key: string; start: string; booking: StaffBookingRow } | { kind: 'absence'; key: string; start: string; absence: StaffAbsenceRow };

export const SECTIONS = ['today', 'upcoming', 'past'] as const;
export type Section = (typeof SECTIONS)[number];

/** today: it touches today (also an absence running over several days); upcoming: later; past: earlier. */
export function sectionOf(start: string, end: string, today: string): Section {
  const first = practiceDate(new Date(start));
  // NOTE: an end at midnight belongs to the day before.
  const last = practiceDate(new Date(Math.max(new Date(start).getTime(), new Date(end).getTime() - 1)));
  if (first > today) return 'upcoming';
  if (last < today) return 'past';
  return 'today';
}

/**
 * Bookings and absences by section, absences among the bookings by start: today and upcoming
 * earliest first, past latest first. `hideAbsences` drops all absences, `hideBreaks` the breaks.
 */
export function groupItems(
  data: { bookings: readonly StaffBookingRow[]; absences: readonly StaffAbsenceRow[] },
  today: string,
  options: { hideAbsences: boolean; hideBreaks: boolean },
): Record<Section, ListItem[]> {
  const items: ListItem[] = data.bookings.map((booking) => ({ kind: 'booking', key: `b${booking.id}`, start: booking.start, booking }));
  if (!options.hideAbsences) {
    for (const absence of data.absences) {
      if (options.hideBreaks && absence.typeId === BREAK_TYPE) continue;
      items.push({ kind: 'absence', key: `a${absence.id}`, start: absence.start, absence });
    }
  }
  const groups: Record<Section, ListItem[]> = { today: [], upcoming: [], past: [] };
  for (const item of items) {
    const end = item.kind === 'booking' ? item.booking.end : item.absence.end;
    groups[sectionOf(item.start, end, today)].push(item);
  }
  const time = (item: ListItem) => new Date(item.start).getTime();
  groups.today.sort((a, b) => time(a) - time(b));
  groups.upcoming.sort((a, b) => time(a) - time(b));
  groups.past.sort((a, b) => time(b) - time(a));
  return groups;
}

/** The booking is running now: its therapy-ongoing highlight. */
export const isOngoing = (booking: StaffBookingRow, now: number) =>
  booking.cancelledAt === null && new Date(booking.start).getTime() <= now && now < new Date(booking.end).getTime();

/** The cancel dialogue is offered only for a booking held and without payments (section 4). */
export const mayCancel = (booking: StaffBookingRow) => booking.cancelledAt === null && booking.paymentCount === 0;

/** Staff move any held booking (also a past one); a cancelled one is reactivated first. */
export const mayMove = (booking: StaffBookingRow) => booking.cancelledAt === null;
