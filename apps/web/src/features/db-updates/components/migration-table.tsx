import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import type { AppliedMigration } from '../api/db-updates-queries.ts';

/** How many characters of a checksum the table shows (the whole one on hover). */
const SHORT_CHECKSUM = 12;

/** A migration with its place in the order they ran (its row id). */
type Row = AppliedMigration & { position: number };

/** A migration's name with line-break chances after its underscores (a phone breaks it there, not inside a word). */
function breakAfterUnderscores(name: string): ReactNode[] {
  const parts = name.split('_');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/** The applied migrations in the order they ran: name, when, checksum (a changed file marked). */
export function MigrationTable({ migrations }: { migrations: readonly AppliedMigration[] }) {
  const { t } = useTranslation('db-updates');
  const format = useFormat();
  const rows: Row[] = migrations.map((migration, index) => ({ ...migration, position: index + 1 }));
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('table.name'),
      // The journal's tags start with their number, so the name also tells the order.
      cell: (row) =>
        row.name ? (
          <Text ff="monospace" size="sm">
            {breakAfterUnderscores(row.name)}
          </Text>
        ) : (
          <Text size="sm" c="red">
            {t('table.unknownName')}
          </Text>
        ),
      sortValue: (row) => row.name,
    },
    {
      key: 'appliedAt',
      header: t('table.appliedAt'),
      cell: (row) =>
        row.appliedAt ? (
          <Stack gap={0}>
            <Text size="sm">{format.dateTime(row.appliedAt)}</Text>
            <Text size="xs" c="dimmed">
              {format.relative(row.appliedAt)}
            </Text>
          </Stack>
        ) : (
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('table.appliedUnknown')}
            </Text>
            <Text size="xs" c="dimmed">
              {row.appliedNoLaterThan ? t('table.appliedNoLaterThan', { date: format.dateTime(row.appliedNoLaterThan) }) : null}
            </Text>
          </Stack>
        ),
      sortValue: (row) => row.appliedAt ?? row.appliedNoLaterThan,
    },
    {
      key: 'checksum',
      header: t('table.checksum'),
      cell: (row) => {
        const title = row.checksumMatches
          ? row.checksum
          : t('table.checksumTitle', { recorded: row.checksum, file: row.fileChecksum ?? t('table.fileMissing') });
        return (
          <Group gap="xs" wrap="nowrap" title={title} data-testid="migration-checksum">
            <Code c={row.checksumMatches ? undefined : 'red'}>{row.checksum.slice(0, SHORT_CHECKSUM)}</Code>
            {row.checksumMatches ? null : (
              <Badge color="red" variant="light" size="sm">
                {row.fileChecksum ? t('table.changed') : t('table.fileMissing')}
              </Badge>
            )}
          </Group>
        );
      },
    },
  ];
  return (
    <DataTable
      label={t('table.label')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.position}
      filterText={(row) => [row.name ?? '', row.checksum]}
      emptyText={t('table.empty')}
      minWidth={360}
      maxHeight="none"
    />
  );
}
