import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import type { CashCountRow } from '../api/cash-queries.ts';
import { Discrepancy } from './discrepancy.tsx';

/** The month's counts of the till: counted, book balance, the discrepancy, its comment, who counted when. */
export function CashCounts({ counts }: { counts: CashCountRow[] }) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const columns: DataTableColumn<CashCountRow>[] = [
    { key: 'date', header: t('counts.columns.date'), cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{format.date(row.date)}</span> },
    { key: 'counted', header: t('counts.columns.counted'), align: 'right', cell: (row) => format.chf(row.countedRappen) },
    { key: 'book', header: t('counts.columns.book'), align: 'right', cell: (row) => format.chf(row.bookRappen) },
    { key: 'discrepancy', header: t('counts.columns.discrepancy'), align: 'right', cell: (row) => <Discrepancy rappen={row.discrepancyRappen} size="sm" /> },
    { key: 'comment', header: t('counts.columns.comment'), cell: (row) => row.comment },
    {
      key: 'countedBy',
      header: t('counts.columns.countedBy'),
      cell: (row) => (
        <Stack gap={0}>
          {row.countedBy ? <Text size="sm">{row.countedBy}</Text> : null}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {format.dateTime(row.countedAt)}
          </Text>
        </Stack>
      ),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('counts.title')}
      </Title>
      <DataTable
        label={t('counts.title')}
        columns={columns}
        rows={counts}
        getRowId={(row) => row.id}
        emptyText={t('counts.empty')}
        minWidth={760}
        maxHeight="none"
      />
    </Stack>
  );
}
