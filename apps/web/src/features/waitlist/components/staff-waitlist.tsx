import type { StaffWaitlistRequestDto } from '@praxis/domain';
import { Anchor, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useStaffWaitlist } from '../api/waitlist-queries.ts';
import { weekdayList } from '../waitlist-model.ts';
import { StateBadge, WindowSummary, type TherapistName } from './waitlist-window.tsx';
import { personName } from '../../../lib/person-name.ts';

type Row = StaffWaitlistRequestDto;

/** The customer's profile as staff see it (as the client list links it). */
const profilePath = (email: string) => `/account?email=${encodeURIComponent(email)}`;

function Customer({ row }: { row: Row }) {
  return (
    <Stack gap={0} align="flex-start">
      <Anchor component={AppLink} to={profilePath(row.email)} size="sm" fw={500}>
        {personName(row)}
      </Anchor>
      {personName(row) !== row.email ? (
        <Text size="xs" c="dimmed">
          {row.email}
        </Text>
      ) : null}
      {row.phone ? (
        <Anchor href={`tel:${row.phone.replace(/\s+/g, '')}`} size="xs">
          {row.phone}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * The waiting list for the front desk (/waitlist): the waiting requests in queue order (who is
 * offered a freed slot first), with the customer to call, what and when they wait for, and the
 * offers sent; "show finished ones" adds booked, withdrawn and expired requests. A table on a
 * desktop, cards on a phone.
 */
export function StaffWaitlist({ therapistName }: { therapistName?: TherapistName }) {
  const { t, i18n } = useTranslation(['waitlist', 'therapies', 'common']);
  const format = useFormat();
  const [all, setAll] = useState(false);
  const list = useStaffWaitlist(all);
  const phone = useMediaQuery('(max-width: 48em)');
  const therapy = (row: Row) => `${t(`therapies:items.${row.therapyLabelKey}.name`)} · ${t('common:minutes', { count: row.durationMinutes })}`;
  const therapist = (row: Row) => (row.therapistId === null ? t('anyTherapist') : (therapistName?.(row.therapistId) ?? t('oneTherapist')));
  const columns: DataTableColumn<Row>[] = [
    { key: 'position', header: t('staff.position'), align: 'right', cell: (row) => row.position ?? '–', sortValue: (row) => row.position },
    { key: 'customer', header: t('staff.customer'), cell: (row) => <Customer row={row} />, sortValue: personName },
    { key: 'therapy', header: t('staff.therapy'), cell: therapy, sortValue: therapy },
    { key: 'therapist', header: t('staff.therapist'), cell: therapist },
    { key: 'period', header: t('staff.period'), cell: (row) => `${format.date(row.fromDate)} – ${format.date(row.toDate)}`, sortValue: (row) => row.fromDate },
    { key: 'weekdays', header: t('staff.weekdays'), cell: (row) => weekdayList(row.weekdays, i18n.language) },
    { key: 'times', header: t('staff.times'), cell: (row) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{`${row.fromTime}–${row.toTime}`}</Text> },
    { key: 'created', header: t('staff.created'), cell: (row) => format.dateTime(row.createdAt), sortValue: (row) => row.createdAt },
    { key: 'offers', header: t('staff.offers'), align: 'right', cell: (row) => row.offersSent, sortValue: (row) => row.offersSent },
  ];
  if (all) columns.push({ key: 'state', header: t('staff.state'), cell: (row) => <StateBadge state={row.state} /> });
  return (
    <Stack gap="md">
      <Switch label={t('staff.showFinished')} checked={all} onChange={(event) => setAll(event.currentTarget.checked)} data-testid="waitlist-show-all" />
      {phone ? (
        <WaitlistCards
          rows={list.data}
          loading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          therapy={therapy}
          therapistName={therapistName}
        />
      ) : (
        <DataTable
          label={t('staff.label')}
          columns={columns}
          rows={list.data}
          getRowId={(row) => row.id}
          loading={list.isFetching}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyText={t('staff.empty')}
          filterText={(row) => [personName(row), row.email, row.phone ?? '', therapy(row)]}
          minWidth={1000}
        />
      )}
    </Stack>
  );
}

interface CardsProps {
  rows: Row[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  therapy: (row: Row) => string;
  therapistName?: TherapistName;
}

function WaitlistCards({ rows, loading, error, onRetry, therapy, therapistName }: CardsProps) {
  const { t } = useTranslation('waitlist');
  const format = useFormat();
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (loading || !rows) return <LoadingState />;
  if (rows.length === 0) return <Text c="dimmed">{t('staff.empty')}</Text>;
  return (
    <Stack gap="sm" data-testid="waitlist-cards">
      {rows.map((row) => (
        <Card key={row.id} withBorder padding="sm" data-testid="waitlist-card">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                {row.position !== null ? (
                  <Text fw={700} aria-label={t('staff.positionLabel', { position: row.position })}>
                    {row.position}.
                  </Text>
                ) : null}
                <Customer row={row} />
              </Group>
              <StateBadge state={row.state} />
            </Group>
            <Text size="sm" fw={500}>
              {therapy(row)}
            </Text>
            <WindowSummary request={row} therapistName={therapistName} />
            <Text size="xs" c="dimmed">
              {t('staff.createdAt', { date: format.dateTime(row.createdAt) })} · {t('offersSent', { count: row.offersSent })}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
