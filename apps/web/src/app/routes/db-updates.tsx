import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { useDbUpdates } from '../../features/db-updates/api/db-updates-queries.ts';
import { DatabaseSummary } from '../../features/db-updates/components/database-summary.tsx';
import { MigrationTable } from '../../features/db-updates/components/migration-table.tsx';
import { PendingMigrations } from '../../features/db-updates/components/pending-migrations.tsx';

/** /dbUpdates (admins): server and database versions, the migrations applied and pending. */
export function Component() {
  return (
    <RequireRole guard="admin">
      <DbUpdates />
    </RequireRole>
  );
}

function DbUpdates() {
  const { t } = useTranslation('db-updates');
  const { t: ta } = useTranslation('account');
  const query = useDbUpdates();
  const changed = query.data?.migrations.filter((migration) => !migration.checksumMatches).length ?? 0;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageHeader title={t('title')} lead={t('lead')} />
        <Button component={AppLink} to="/admin/users" variant="light">
          {ta('staff.entries.users')}
        </Button>
      </Group>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DatabaseSummary data={query.data} />
          {changed > 0 ? (
            <Alert color="red" title={t('changed.title', { changed })} role="alert">
              {t('changed.text')}
            </Alert>
          ) : null}
          <Title order={2} size="h3" mt="md">
            {t('applied.title')}
          </Title>
          <MigrationTable migrations={query.data.migrations} />
          <Title order={2} size="h3" mt="md">
            {t('pending.heading')}
          </Title>
          <PendingMigrations pending={query.data.pending} />
        </>
      )}
    </Stack>
  );
}
