import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import type { DbUpdates } from '../api/db-updates-queries.ts';

function Fact({ label, value, title, testId }: { label: string; value: ReactNode; title?: string; testId: string }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} title={title}>
        {value}
      </Text>
    </Paper>
  );
}

/** The server version, the database (kind and version, the full `version()` on hover) and its size. */
export function DatabaseSummary({ data }: { data: DbUpdates }) {
  const { t } = useTranslation('db-updates');
  const format = useFormat();
  const { database } = data;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <Fact testId="server-version" label={t('summary.serverVersion')} value={data.serverVersion} />
      <Fact
        testId="database-kind"
        label={t('summary.database')}
        value={t(`summary.kinds.${database.kind}`, { version: database.version })}
        title={database.description}
      />
      <Fact testId="database-size" label={t('summary.size')} value={format.bytes(database.sizeBytes)} />
      <Fact
        testId="migration-count"
        label={t('summary.migrations')}
        value={t('summary.migrationCount', { applied: data.migrations.length, pending: data.pending.length })}
      />
    </SimpleGrid>
  );
}
