import {
  bookingInvoicePdfEndpoint,
  CANCELLATION_FILTERS,
  customerHealthFormPdfEndpoint,
  LIMITS,
  practiceDate,
  type StaffBookingRow,
  TIME_FILTERS,
  urlOf,
} from '@praxis/domain';
import { Accordion, Alert, Badge, Group, Pagination, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppNavigate } from '../../../components/ui/app-link.tsx';
import { useNavigationIdle } from '../../../lib/use-navigation-idle.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { ErrorState } from '../../../components/ui/query-state.tsx';
import { useBookingsBefore, useStaffBookings, type StaffBookings } from '../api/booking-list-queries.ts';
import { groupItems, listPeriod, readFilters, SECTIONS, writeFilters, type BookingListFilters, type Section } from '../booking-list-model.ts';
import {
  calendarTherapists,
  readCalendar,
  shownDays,
  VIEWS,
  writeCalendar,
  type CalendarTherapist,
  type MoveTarget,
  type OpeningRange,
  type View,
  type WorkingTime,
} from '../calendar-model.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { BookingListTable, type BookingListActions } from './booking-list-table.tsx';
import type { CalendarArrangement, CalendarTherapy } from './calendar-book-dialog.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { MoveDialog, type MovedNotice } from './move-dialog.tsx';
import { ReactivateDialog } from './reactivate-dialog.tsx';

/** How long the search box waits for more typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;
const TICK_MS = 30_000;
/** Bookings per page: the most the server answers at once. */
const PAGE_SIZE = LIMITS.bookingListPage;

type Dialog =
  | { kind: 'cancel' | 'reactivate' | 'payment' | 'receipt' | 'files'; booking: StaffBookingRow }
  | { kind: 'move'; booking: StaffBookingRow; target?: MoveTarget }
  | null;

const NO_RECORDS = { journal: false, drawing: false };

/** The drawing board opens in a window of its own (specification section 2), one for all bookings. */
export function openDrawingBoard(bookingId: number) {
  window.open(`/drawingBoard?bookingId=${bookingId}`, 'drawingBoard', 'popup,width=1100,height=900');
}

/** A dialogue another feature provides for a booking (the payment editor), composed in by the route. */
export type BookingDialog = ComponentType<{ booking: StaffBookingRow; onClose: () => void }>;

/** What the calendar views need from other features (composed in the route): hours, team, catalogue, permission. */
export interface CalendarSupport {
  openingHours: readonly OpeningRange[];
  therapists: readonly CalendarTherapist[];
  therapies: readonly CalendarTherapy[];
  arrangements: readonly CalendarArrangement[];
  /** `booking:create:any`: free cells book. */
  canBook: boolean;
  /** The therapists' working time of the shown days (from the operation plan): other cells are shaded. */
  workingTime?: WorkingTime;
}

const NO_CALENDAR: CalendarSupport = { openingHours: [], therapists: [], therapies: [], arrangements: [], canBook: false };

/**
 * The front desk's booking list (/bookingList): today, upcoming and past bookings with the
 * absences among them, filters kept in the address, a reload every minute that keeps scroll
 * position, filters, an open comment and an open dialogue.
 */
export function BookingList({
  lookbackMonths,
  horizonMonths,
  calendar = NO_CALENDAR,
  paymentDialog: PaymentDialog,
  canOpenInvoices = false,
  receiptDialog: ReceiptDialog,
  filesDialog: FilesDialog,
  records = NO_RECORDS,
  canMove = true,
}: {
  lookbackMonths: number;
  horizonMonths: number;
  calendar?: CalendarSupport;
  /** The payment editor (payment:read); without it the row offers no payment. */
  paymentDialog?: BookingDialog;
  /** `invoice:read`: a booking's invoice opens as PDF. */
  canOpenInvoices?: boolean;
  /** The reimbursement receipt of a paid booking (`invoice:write`). */
  receiptDialog?: BookingDialog;
  /** The customer's files (`file:read`). */
  filesDialog?: BookingDialog;
  /** Which treatment records the actor may open (therapists and above); planners see the counts only. */
  records?: { journal: boolean; drawing: boolean; healthForm?: boolean };
  /** `booking:cancel:any`: bookings move (dragged in the calendar, or "Move"); every planner the route admits has it. */
  canMove?: boolean;
}) {
  // Every text namespace the list, its rows and the calendar use, loaded before the first render: a
  // row or block asking for one later suspended the screen once the bookings had arrived, and the
  // search text typed meanwhile was lost (a journey typed into the field at that moment).
  const { t } = useTranslation(['booking-list', 'table', 'schedule', 'therapies', 'profile', 'common']);
  const navigate = useAppNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const today = practiceDate(new Date(now));
  const shown = readCalendar(params, today);
  const calendarDays = shown.view === 'list' ? null : shownDays(shown.view, shown.date);
  const period = calendarDays ? { from: calendarDays[0]!, to: calendarDays[calendarDays.length - 1]! } : listPeriod(today, lookbackMonths, horizonMonths);
  const setShown = (change: Partial<{ view: View; date: string }>) =>
    setParams((current) => writeCalendar({ ...readCalendar(current, today), ...change }, today, current), { replace: true });

  const setFilters = (change: Partial<BookingListFilters>) =>
    setParams((current) => writeFilters({ ...readFilters(current), ...change }, current), { replace: true });
  const [searchText, setSearchText] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const idle = useNavigationIdle();
  useEffect(() => {
    // A link clicked while the text settled leads elsewhere: the old text must not follow it there.
    if (!idle) return;
    if (debouncedSearch.trim() !== filters.search) setFilters({ search: debouncedSearch });
    // NOTE: only the settled text is written; the address then follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const query = {
    ...period,
    time: filters.time,
    cancellation: filters.cancellation,
    therapistId: filters.therapistId,
    search: filters.search,
    outstandingOnly: filters.outstandingOnly,
  };
  // The server answers a page of bookings by start. The page chosen holds for these filters and
  // this period only; until one is chosen the list opens on today's page.
  const queryKey = JSON.stringify(query);
  const [chosen, setChosen] = useState<{ key: string; page: number } | null>(null);
  const [manyBookings, setManyBookings] = useState(false);
  const before = useBookingsBefore(query, today, shown.view === 'list' && manyBookings && chosen?.key !== queryKey);
  const page = chosen?.key === queryKey ? chosen.page : Math.floor((before ?? 0) / PAGE_SIZE);
  const bookings = useStaffBookings({ ...query, offset: page * PAGE_SIZE });
  const total = bookings.data?.totals.bookings;
  useEffect(() => {
    if (total !== undefined) setManyBookings(total > PAGE_SIZE);
  }, [total]);
  const groups = useMemo(
    () => (bookings.data ? groupItems(bookings.data, today, { hideAbsences: filters.hideAbsences, hideBreaks: filters.hideBreaks }) : undefined),
    [bookings.data, today, filters.hideAbsences, filters.hideBreaks],
  );

  // The therapists met so far: a filter for one therapist still offers the others.
  const therapists = useRef(new Map<number, string>());
  for (const therapist of calendar.therapists) therapists.current.set(therapist.id, therapist.name);
  for (const booking of bookings.data?.bookings ?? []) therapists.current.set(booking.therapistId, booking.therapistName);
  for (const absence of bookings.data?.absences ?? [])
    if (absence.therapistId && absence.therapistName) therapists.current.set(absence.therapistId, absence.therapistName);
  const therapistOptions = [...therapists.current].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ value: String(id), label: name }));

  const [dialog, setDialog] = useState<Dialog>(null);
  const [moved, setMoved] = useState<MovedNotice | null>(null);
  const format = useFormat();
  const actions = useMemo<BookingListActions>(
    () => ({
      onCancel: (booking) => setDialog({ kind: 'cancel', booking }),
      onReactivate: (booking) => setDialog({ kind: 'reactivate', booking }),
      onOpenProfile: (booking) => void navigate(`/account?email=${encodeURIComponent(booking.customer.email)}`),
      onOpenCard: (booking) => void navigate(`/booking/${booking.id}`),
      onPayment: PaymentDialog ? (booking) => setDialog({ kind: 'payment', booking }) : undefined,
      invoiceUrl: canOpenInvoices ? (booking) => urlOf(bookingInvoicePdfEndpoint, { params: { id: booking.id } }) : undefined,
      onReceipt: ReceiptDialog ? (booking) => setDialog({ kind: 'receipt', booking }) : undefined,
      journalUrl: records.journal ? (booking) => `/journal?bookingId=${booking.id}` : undefined,
      onDrawing: records.drawing ? (booking) => openDrawingBoard(booking.id) : undefined,
      healthFormUrl: records.healthForm ? (booking) => urlOf(customerHealthFormPdfEndpoint, { params: { id: booking.customer.id } }) : undefined,
      onFiles: FilesDialog ? (booking) => setDialog({ kind: 'files', booking }) : undefined,
      onMove: canMove ? (booking, target) => setDialog({ kind: 'move', booking, target }) : undefined,
    }),
    [navigate, PaymentDialog, canOpenInvoices, ReceiptDialog, FilesDialog, records.journal, records.drawing, records.healthForm, canMove],
  );
  const [open, setOpen] = useState<string[]>(['today']);
  const columns = useMemo(
    () => calendarTherapists(calendar.therapists, bookings.data, filters.therapistId),
    [calendar.therapists, bookings.data, filters.therapistId],
  );

  return (
    <Stack>
      <SegmentedControl
        aria-label={t('calendar.view')}
        data={VIEWS.map((value) => ({ value, label: t(`calendar.views.${value}`) }))}
        value={shown.view}
        onChange={(value) => setShown({ view: value as View })}
        style={{ alignSelf: 'flex-start' }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <Select
          label={t('filters.time')}
          data={TIME_FILTERS.map((value) => ({ value, label: t(`filters.times.${value}`) }))}
          value={filters.time}
          allowDeselect={false}
          onChange={(value) => value && setFilters({ time: value as BookingListFilters['time'] })}
        />
        <Select
          label={t('filters.cancellation')}
          data={CANCELLATION_FILTERS.map((value) => ({ value, label: t(`filters.cancellations.${value}`) }))}
          value={filters.cancellation}
          allowDeselect={false}
          onChange={(value) => value && setFilters({ cancellation: value as BookingListFilters['cancellation'] })}
        />
        <Select
          label={t('filters.therapist')}
          placeholder={t('filters.allTherapists')}
          data={therapistOptions}
          value={filters.therapistId === null ? null : String(filters.therapistId)}
          clearable
          clearButtonProps={{ 'aria-label': t('common:clearSelection') }}
          onChange={(value) => setFilters({ therapistId: value ? Number(value) : null })}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Switch
          label={t('filters.hideAbsences')}
          checked={filters.hideAbsences}
          onChange={(event) => setFilters({ hideAbsences: event.currentTarget.checked })}
        />
        <Switch
          label={t('filters.paymentOutstanding')}
          checked={filters.outstandingOnly}
          onChange={(event) => setFilters({ outstandingOnly: event.currentTarget.checked })}
        />
        <Switch
          label={t('filters.hideBreaks')}
          checked={filters.hideBreaks}
          disabled={filters.hideAbsences}
          onChange={(event) => setFilters({ hideBreaks: event.currentTarget.checked })}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {bookings.isFetching && bookings.data ? t('refreshing') : ''}
        </Text>
      </Group>
      {moved ? (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel={t('move.closeNotice')}
          onClose={() => setMoved(null)}
          data-testid="move-done"
          style={{ overflowWrap: 'anywhere' }}
        >
          {t(moved.notified ? 'move.doneNotified' : 'move.done', { customer: moved.customer, when: format.dateTime(moved.start), therapist: moved.therapist })}
        </Alert>
      ) : null}
      {bookings.error ? <ErrorState error={bookings.error} onRetry={() => void bookings.refetch()} /> : null}
      {bookings.data ? (
        <BookingPages
          totals={bookings.data.totals}
          page={page}
          shown={bookings.data.bookings.length}
          onPage={(next) => setChosen({ key: queryKey, page: next })}
        />
      ) : null}
      {shown.view === 'list' ? (
        <Accordion multiple value={open} onChange={setOpen} variant="separated">
          {SECTIONS.map((section: Section) => (
            <Accordion.Item key={section} value={section}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={600}>{t(`sections.${section}`)}</Text>
                  {groups ? (
                    <Badge variant="light" color="gray">
                      {groups[section].length}
                    </Badge>
                  ) : null}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <BookingListTable label={t(`sections.${section}`)} items={groups?.[section]} loading={bookings.isPending} now={now} actions={actions} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : (
        <BookingCalendar
          view={shown.view}
          date={shown.date}
          today={today}
          now={now}
          onDate={(date) => setShown({ date })}
          data={bookings.data}
          loading={bookings.isFetching}
          therapists={columns}
          openingHours={calendar.openingHours}
          hideAbsences={filters.hideAbsences}
          hideBreaks={filters.hideBreaks}
          canBook={calendar.canBook}
          workingTime={calendar.workingTime}
          therapies={calendar.therapies}
          arrangements={calendar.arrangements}
          actions={actions}
        />
      )}
      {dialog?.kind === 'cancel' ? <CancelDialog booking={dialog.booking} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'move' ? (
        <MoveDialog
          booking={dialog.booking}
          target={dialog.target}
          therapists={therapistOptions.map((option) => ({ id: Number(option.value), name: option.label }))}
          onClose={() => setDialog(null)}
          onMoved={setMoved}
        />
      ) : null}
      {dialog?.kind === 'reactivate' ? <ReactivateDialog booking={dialog.booking} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'payment' && PaymentDialog ? <PaymentDialog booking={dialog.booking} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'receipt' && ReceiptDialog ? <ReceiptDialog booking={dialog.booking} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'files' && FilesDialog ? <FilesDialog booking={dialog.booking} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}

/**
 * The whole period's figures (however many bookings a page shows) and, when the period holds more
 * bookings than a page, which of them are shown and the pages.
 */
function BookingPages({ totals, page, shown, onPage }: { totals: StaffBookings['totals']; page: number; shown: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('booking-list');
  const format = useFormat();
  const pages = Math.ceil(totals.bookings / PAGE_SIZE);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed" data-testid="booking-totals">
        {t('totals', { bookings: totals.bookings, cancelled: totals.cancelled, price: format.chf(totals.priceRappen), paid: format.chf(totals.paidRappen) })}
      </Text>
      {pages > 1 ? (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" aria-live="polite" data-testid="booking-pages">
            {t('pages.shown', { first: page * PAGE_SIZE + (shown > 0 ? 1 : 0), last: page * PAGE_SIZE + shown, total: totals.bookings })}
          </Text>
          <Pagination
            total={pages}
            value={Math.min(page + 1, pages)}
            onChange={(next) => onPage(next - 1)}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('pages.page', { page: item }) })}
          />
        </Group>
      ) : null}
    </Group>
  );
}
