import { lastDayOf, monthOf, practiceDate } from '@praxis/domain';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { DataTable, type DataTableAction, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useCashMonth, type CashMonth, type CashRow } from '../api/cash-queries.ts';
import { monthLabel } from '../cash-format.ts';
import { readMonth } from '../cash-model.ts';
import { CashCounts } from './cash-counts.tsx';
import { CashExports } from './cash-exports.tsx';
import { CountDialog } from './count-dialog.tsx';
import { EntryDialog } from './entry-dialog.tsx';
import { CloseMonthDialog, ReopenMonthDialog } from './month-dialogs.tsx';
import { MonthPicker } from './month-picker.tsx';
import { ReverseDialog } from './reverse-dialog.tsx';

/** What the user may do in the cash book (from the session's active roles; the route decides). */
export interface CashPermissions {
  /** Hand entries, reversals and counts (`cash:write`). */
  canWrite: boolean;
  /** Closing a month (`cash:close`). */
  canClose: boolean;
  /** Reopening a closed month (`cash:reopen`). */
  canReopen: boolean;
}

type Dialog = { kind: 'entry' | 'count' | 'close' | 'reopen' } | { kind: 'reverse'; row: CashRow } | null;

/**
 * The cash register (/cashRegister, planners and accountants): one month at a time (kept in the
 * address), its carry-over, every entry with the running balance and where it came from, the
 * totals per type, the counts of the till, closing and reopening, and the PDF and CSV exports.
 */
export function CashRegister({ permissions }: { permissions: CashPermissions }) {
  const { t, i18n } = useTranslation('cash');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const today = practiceDate(new Date());
  const month = readMonth(params, today);
  const book = useCashMonth(month);
  const data = book.data?.month === month ? book.data : undefined;
  const [dialog, setDialog] = useState<Dialog>(null);

  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('month', next);
        return changed;
      },
      { replace: true },
    );

  // Locked: closed, or before a closed month (a close locks every day up to its month's end).
  const open = data !== undefined && !data.locked;
  const canWrite = permissions.canWrite && open;
  const numberOf = (id: number) => data?.transactions.find((row) => row.id === id)?.number ?? `#${id}`;
  const amount = (rappen: number) => (rappen === 0 ? '' : format.chf(rappen));

  const columns: DataTableColumn<CashRow>[] = [
    {
      key: 'number',
      header: t('columns.number'),
      cell: (row) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {row.number}
        </Text>
      ),
    },
    { key: 'date', header: t('columns.date'), cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{format.date(row.date)}</span> },
    {
      key: 'subject',
      header: t('columns.subject'),
      cell: (row) => (
        <Stack gap={2}>
          <Text size="sm">{row.subject}</Text>
          <RowContext row={row} numberOf={numberOf} />
        </Stack>
      ),
    },
    { key: 'type', header: t('columns.type'), cell: (row) => t(`types.${row.type}`) },
    { key: 'debit', header: t('columns.debit'), align: 'right', cell: (row) => <Money text={amount(row.debitRappen)} /> },
    { key: 'credit', header: t('columns.credit'), align: 'right', cell: (row) => <Money text={amount(row.creditRappen)} /> },
    {
      key: 'balance',
      header: t('columns.balance'),
      align: 'right',
      cell: (row) => <Money text={format.chf(row.balanceRappen)} strong negative={row.balanceRappen < 0} />,
    },
  ];
  const rowActions: DataTableAction<CashRow>[] = canWrite
    ? [
        {
          label: t('actions.reverse'),
          color: 'red',
          onAction: (row) => setDialog({ kind: 'reverse', row }),
          // Payments' entries are corrected by removing the payment; a reversal is not reversed again.
          hidden: (row) => row.automatic || row.context.reversedById !== null || row.context.reversesId !== null,
        },
      ]
    : [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <MonthPicker month={month} current={monthOf(today)} onChange={setMonth} />
        <Group gap="xs" wrap="wrap">
          {canWrite ? <Button onClick={() => setDialog({ kind: 'entry' })}>{t('actions.newEntry')}</Button> : null}
          {canWrite ? (
            <Button variant="light" onClick={() => setDialog({ kind: 'count' })}>
              {t('actions.count')}
            </Button>
          ) : null}
          {permissions.canClose && open ? (
            <Button variant="default" onClick={() => setDialog({ kind: 'close' })}>
              {t('actions.close')}
            </Button>
          ) : null}
          {permissions.canReopen && data?.locked ? (
            <Button variant="default" onClick={() => setDialog({ kind: 'reopen' })}>
              {t('actions.reopen')}
            </Button>
          ) : null}
        </Group>
      </Group>

      <Stack gap="xs">
        <Title order={2} size="h3" aria-live="polite">
          {monthLabel(month, i18n.language)}
        </Title>
        <Summary data={data} />
        {data?.locked && permissions.canWrite ? (
          <Alert color="gray" p="xs">
            {t(data.closed ? 'closedHint' : 'lockedHint')}
          </Alert>
        ) : null}
      </Stack>

      <DataTable
        label={t('tableLabel', { month: monthLabel(month, i18n.language) })}
        columns={columns}
        rows={data?.transactions}
        loading={book.isPending}
        error={book.error}
        onRetry={() => void book.refetch()}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('rowLabel', { number: row.number })}
        filterText={(row) => [row.number, row.subject, t(`types.${row.type}`), row.createdBy]}
        rowActions={rowActions}
        emptyText={t('empty')}
        minWidth={860}
      />

      {data ? <TypeTotals data={data} /> : null}
      {data ? <CashCounts counts={data.counts} /> : null}
      <CashExports key={month} month={month} />

      {dialog?.kind === 'entry' ? (
        <EntryDialog
          month={month}
          onClose={() => setDialog(null)}
          onSaved={(date) => {
            setDialog(null);
            if (monthOf(date) !== month) setMonth(monthOf(date));
          }}
        />
      ) : null}
      {dialog?.kind === 'count' ? <CountDialog month={month} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'reverse' ? <ReverseDialog row={dialog.row} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'close' ? (
        <CloseMonthDialog
          month={month}
          lastDayCounted={data?.counts.some((count) => count.date === lastDayOf(month)) ?? false}
          onCount={permissions.canWrite ? () => setDialog({ kind: 'count' }) : undefined}
          onShowMonth={(earlier) => {
            setDialog(null);
            setMonth(earlier);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'reopen' ? <ReopenMonthDialog month={month} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}

/** An amount in a table cell: never wrapped, a negative balance in red. */
function Money({ text, strong, negative }: { text: string; strong?: boolean; negative?: boolean }) {
  return (
    <Text size="sm" fw={strong ? 600 : undefined} c={negative ? 'red' : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {text}
    </Text>
  );
}

/** Where an entry came from: its booking or voucher, a reversal either way, a count's difference, who entered it. */
function RowContext({ row, numberOf }: { row: CashRow; numberOf: (id: number) => string }) {
  const { t } = useTranslation('cash');
  const { context } = row;
  const parts = [
    context.bookingId !== null ? (
      <Anchor key="booking" component={AppLink} to={`/booking/${context.bookingId}`} size="xs">
        {t('context.booking', { id: context.bookingId })}
      </Anchor>
    ) : null,
    context.voucherId !== null ? (
      <Text key="voucher" size="xs" c="dimmed">
        {t('context.voucher', { id: context.voucherId })}
      </Text>
    ) : null,
    context.paymentId !== null && context.bookingId === null && context.voucherId === null ? (
      <Text key="payment" size="xs" c="dimmed">
        {t('context.payment', { id: context.paymentId })}
      </Text>
    ) : null,
    context.reversesId !== null ? (
      <Badge key="reverses" size="xs" variant="light" color="orange">
        {t('context.reverses', { number: numberOf(context.reversesId) })}
      </Badge>
    ) : null,
    context.reversedById !== null ? (
      <Badge key="reversedBy" size="xs" variant="light" color="gray">
        {t('context.reversedBy', { number: numberOf(context.reversedById) })}
      </Badge>
    ) : null,
    context.countId !== null ? (
      <Text key="count" size="xs" c="dimmed">
        {t('context.count')}
      </Text>
    ) : null,
    !row.automatic && row.createdBy ? (
      <Text key="by" size="xs" c="dimmed">
        {t('context.createdBy', { name: row.createdBy })}
      </Text>
    ) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {parts}
    </Group>
  );
}

/** Carry-over in, balance at the end (carried to the next month), and whether the month is open, closed, or locked by a later close. */
function Summary({ data }: { data: CashMonth | undefined }) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {t('summary.opening')}
        </Text>
        <Text fw={700} size="xl" data-testid="opening">
          {data ? format.chf(data.openingRappen) : '–'}
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {t('summary.closing')}
        </Text>
        <Text fw={700} size="xl" c={data && data.closingRappen < 0 ? 'red' : undefined} data-testid="closing">
          {data ? format.chf(data.closingRappen) : '–'}
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {t('summary.state')}
        </Text>
        {data ? (
          <Stack gap={2} align="flex-start">
            <Badge color={data.locked ? 'gray' : 'green'} variant="light" size="lg">
              {t(data.closed ? 'states.closed' : data.locked ? 'states.locked' : 'states.open')}
            </Badge>
            {data.closed && data.closedAt ? (
              <Text size="xs" c="dimmed">
                {data.closedBy
                  ? t('summary.closedByAt', { name: data.closedBy, when: format.dateTime(data.closedAt) })
                  : t('summary.closedAt', { when: format.dateTime(data.closedAt) })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text fw={700} size="xl">
            –
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}

/** Debit and credit per type over the month, and their sums. */
function TypeTotals({ data }: { data: CashMonth }) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const rows = data.totalsByType.filter((row) => row.debitRappen !== 0 || row.creditRappen !== 0);
  const debit = rows.reduce((sum, row) => sum + row.debitRappen, 0);
  const credit = rows.reduce((sum, row) => sum + row.creditRappen, 0);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('totals.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('totals.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('totals.title')} maw={720} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.type')}</Table.Th>
                <Table.Th ta="right">{t('columns.debit')}</Table.Th>
                <Table.Th ta="right">{t('columns.credit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.type}>
                  <Table.Td>{t(`types.${row.type}`)}</Table.Td>
                  <Table.Td ta="right">
                    <Money text={format.chf(row.debitRappen)} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money text={format.chf(row.creditRappen)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('totals.sum')}</Table.Th>
                <Table.Th ta="right">
                  <Money text={format.chf(debit)} strong />
                </Table.Th>
                <Table.Th ta="right">
                  <Money text={format.chf(credit)} strong />
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
