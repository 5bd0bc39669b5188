import { Anchor, Badge, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CANCELLATION_FILTERS, TIME_FILTERS, type BookingBrief, type StaffAbsenceRow } from '@praxis/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import type { Formatters } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useNavigationIdle } from '../../../lib/use-navigation-idle.ts';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import {
  CUSTOMER_SORTS,
  filtersFromParams,
  paramsWithFilters,
  useCustomerList,
  type CustomerListFilters,
  type CustomerListRow,
} from '../api/client-list-queries.ts';
import { personName } from '../../../lib/person-name.ts';

/** How long typing rests before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The profile of a customer as staff see it. */
export const profilePath = (email: string) => `/account?email=${encodeURIComponent(email)}`;

/** A calendar date ("2026-11-30") as it is, an instant as its Zurich date. */
export const formatDay = (format: Formatters, value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? format.date(value) : format.instantDate(value));

function ClosestBooking({ booking, now }: { booking: BookingBrief | null; now: number }) {
  const { t } = useTranslation(['client-list', 'therapies']);
  const format = useFormat();
  if (!booking) {
    return (
      <Text size="sm" c="dimmed">
        {t('table.noBooking')}
      </Text>
    );
  }
  const upcoming = Date.parse(booking.start) >= now;
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{format.dateTime(booking.start)}</Text>
        <Badge size="xs" variant="light" color={upcoming ? 'green' : 'gray'}>
          {t(upcoming ? 'booking.upcoming' : 'booking.last')}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t(`therapies:items.${booking.therapyLabelKey}.name`)}
      </Text>
      {booking.cancelledAt ? (
        <Badge size="xs" variant="light" color="red">
          {t('booking.cancelled')}
        </Badge>
      ) : null}
    </Stack>
  );
}

/**
 * The front desk's client list (/clientList): a search by first name, last name or e-mail, filters
 * by time and cancellation and a sort, all kept in the address; the server filters and sorts and
 * sends pages of 50, and beyond 200 loaded rows the table renders only those in view. `rowActions`
 * adds a last column with what the page offers per customer.
 */
export function ClientList({ rowActions }: { rowActions?: (customer: { id: number; name: string }) => ReactNode } = {}) {
  const { t } = useTranslation(['client-list', 'therapies']);
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useCustomerList(filters);
  const setFilters = (change: Partial<CustomerListFilters>) => setParams(paramsWithFilters(params, change), { replace: true });

  // NOTE: only a newly settled text is written to the address; reacting to the address as well would
  // write the old text into the next page's address while a link navigates away.
  const written = useRef(debounced);
  const idle = useNavigationIdle();
  useEffect(() => {
    if (debounced === written.current || !idle) return;
    written.current = debounced;
    setParams((current) => paramsWithFilters(current, { search: debounced }), { replace: true });
  }, [debounced, idle, setParams]);

  // "upcoming" or "last" is judged once per render, not per cell.
  const now = Date.now();
  const columns: DataTableColumn<CustomerListRow>[] = [
    {
      key: 'name',
      header: t('table.name'),
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Anchor component={AppLink} to={profilePath(row.email)} size="sm" fw={500}>
            {personName(row)}
          </Anchor>
          {row.unconfirmed || row.acquired ? (
            <Group gap={4}>
              {row.unconfirmed ? (
                <Badge size="xs" variant="light" color="orange">
                  {t('badges.unconfirmed')}
                </Badge>
              ) : null}
              {row.acquired ? (
                <Badge size="xs" variant="light" color="blue">
                  {t('badges.acquired')}
                </Badge>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      ),
    },
    { key: 'email', header: t('table.email'), cell: (row) => <Text size="sm">{row.email}</Text> },
    { key: 'phone', header: t('table.phone'), cell: (row) => <Text size="sm">{row.phone ?? ''}</Text> },
    { key: 'closestBooking', header: t('table.closestBooking'), cell: (row) => <ClosestBooking booking={row.closestBooking} now={now} /> },
    { key: 'bookingCount', header: t('table.bookingCount'), align: 'right', cell: (row) => row.bookingCount },
    { key: 'billedTotal', header: t('table.billedTotal'), align: 'right', cell: (row) => format.chf(row.billedTotalRappen) },
    { key: 'registeredAt', header: t('table.registeredAt'), cell: (row) => formatDay(format, row.registeredAt) },
  ];
  // What the page composing the list adds per customer (e.g. the customer's files).
  if (rowActions) columns.push({ key: 'actions', header: t('table.actions'), cell: (row) => rowActions({ id: row.id, name: personName(row) }) });

  const filtered = filters.search !== '' || filters.time !== 'all' || filters.cancellation !== 'all';
  const shown = list.rows?.length ?? 0;
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        <NativeSelect
          label={t('filters.time.label')}
          value={filters.time}
          onChange={(event) => setFilters({ time: event.currentTarget.value as CustomerListFilters['time'] })}
          data={TIME_FILTERS.map((value) => ({ value, label: t(`filters.time.${value}`) }))}
        />
        <NativeSelect
          label={t('filters.cancellation.label')}
          value={filters.cancellation}
          onChange={(event) => setFilters({ cancellation: event.currentTarget.value as CustomerListFilters['cancellation'] })}
          data={CANCELLATION_FILTERS.map((value) => ({ value, label: t(`filters.cancellation.${value}`) }))}
        />
        <NativeSelect
          label={t('filters.sort.label')}
          value={filters.sort}
          onChange={(event) => setFilters({ sort: event.currentTarget.value as CustomerListFilters['sort'] })}
          data={CUSTOMER_SORTS.map((value) => ({ value, label: t(`filters.sort.${value}`) }))}
        />
      </Group>
      <Group gap="lg">
        <Switch label={t('filters.breaks')} checked={filters.breaks} onChange={(event) => setFilters({ breaks: event.currentTarget.checked })} />
        <Switch label={t('filters.absences')} checked={filters.absences} onChange={(event) => setFilters({ absences: event.currentTarget.checked })} />
      </Group>
      {filters.breaks || filters.absences ? <TeamAbsences absences={list.absences} loading={list.isFetching && !list.isFetchingNextPage} /> : null}
      <DataTable
        label={t('table.label')}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.isFetching && !list.isFetchingNextPage}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? t('table.noMatches') : t('table.empty')}
        minWidth={960}
      />
      {list.total !== undefined && shown > 0 ? (
        <LoadMore
          shownText={t('paging.shown', { shown, total: list.total })}
          buttonText={t('paging.loadMore')}
          testId="client-list-count"
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      ) : null}
    </Stack>
  );
}

/** The team's breaks and absences of the period, asked for by the switches (section 2). */
function TeamAbsences({ absences, loading }: { absences: StaffAbsenceRow[]; loading: boolean }) {
  const { t } = useTranslation(['client-list', 'schedule']);
  const format = useFormat();
  const columns: DataTableColumn<StaffAbsenceRow>[] = [
    {
      key: 'when',
      header: t('absences.when'),
      cell: (a) => {
        const first = format.instantDate(a.start);
        const last = format.instantDate(new Date(Math.max(Date.parse(a.start), Date.parse(a.end) - 1)));
        return (
          <Text size="sm">
            {first === last ? first : `${first} – ${last}`} · {a.fullDay ? t('absences.fullDay') : `${format.time(a.start)}–${format.time(a.end)}`}
          </Text>
        );
      },
    },
    { key: 'therapist', header: t('absences.therapist'), cell: (a) => <Text size="sm">{a.therapistName ?? t('absences.wholePractice')}</Text> },
    {
      key: 'type',
      header: t('absences.type'),
      cell: (a) => (
        <Group gap={4}>
          <Text size="sm">{t(`schedule:absences.types.${a.typeId}`, { defaultValue: String(a.typeId) })}</Text>
          {a.shortTerm ? (
            <Badge size="xs" color="red" variant="light">
              {t('absences.shortTerm')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'note', header: t('absences.note'), cell: (a) => <Text size="sm">{a.note}</Text> },
  ];
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('absences.label')}</Text>
      <DataTable
        label={t('absences.label')}
        columns={columns}
        rows={absences}
        getRowId={(a) => a.id}
        loading={loading}
        emptyText={t('absences.empty')}
        minWidth={640}
      />
    </Stack>
  );
}
