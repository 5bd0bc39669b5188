import { Alert, Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import type { PendingMigration } from '../api/db-updates-queries.ts';

/** The journal's migrations the database has not applied yet (the next start applies them), or "none pending". */
export function PendingMigrations({ pending }: { pending: readonly PendingMigration[] }) {
  const { t } = useTranslation('db-updates');
  const format = useFormat();
  if (pending.length === 0) {
    return (
      <Text c="dimmed" data-testid="pending-none">
        {t('pending.none')}
      </Text>
    );
  }
  return (
    <Alert color="yellow" title={t('pending.title', { pending: pending.length })} data-testid="pending-list">
      <Text size="sm" mb="xs">
        {t('pending.hint')}
      </Text>
      <List size="sm">
        {pending.map((migration) => (
          <List.Item key={migration.name}>
            <Code>{migration.name}</Code> {t('pending.generatedAt', { date: format.dateTime(migration.generatedAt) })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
