import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { useAdminUsers } from '../../features/admin-users/api/admin-users-queries.ts';
import { UserRolesRow } from '../../features/admin-users/components/user-roles-row.tsx';
import { ActionsHeader } from '../../components/ui/data-table-parts.tsx';

/** Admins: find users and grant or remove roles. */
export function Component() {
  return (
    <RequireRole guard="admin">
      <AdminUsers />
    </RequireRole>
  );
}

function AdminUsers() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(debounced);
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('lead')} />
      <TextInput label={t('search')} placeholder={t('searchPlaceholder')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={420} />
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('user')}</Table.Th>
                <Table.Th>{t('roles')}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((user) => (
                <UserRolesRow key={`${user.id}-${user.roles.join()}`} user={user} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
