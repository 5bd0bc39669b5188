import { ROLE_LIST, type RoleName } from '@praxis/domain';
import { Anchor, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useSetRoles, type AdminUser } from '../api/admin-users-queries.ts';

/** One user with a checkbox per role; saving replaces the roles the user holds. */
export function UserRolesRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['account', 'admin']);
  const setRoles = useSetRoles();
  const [roles, setChosen] = useState<RoleName[]>(user.roles);
  const changed = roles.length !== user.roles.length || roles.some((r) => !user.roles.includes(r));
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Table.Tr data-testid="user-row">
      <Table.Td>
        <Anchor component={AppLink} to={`/account?email=${encodeURIComponent(user.email)}`}>
          {name || user.email}
        </Anchor>
        {name ? (
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Checkbox.Group value={roles} onChange={(value) => setChosen(value as RoleName[])} aria-label={t('admin:rolesOf', { name: name || user.email })}>
          <Group gap="sm">
            {ROLE_LIST.map((role) => (
              <Checkbox key={role.name} value={role.name} label={t(`roles.${role.name}`)} size="xs" />
            ))}
          </Group>
        </Checkbox.Group>
        {setRoles.isError ? (
          <Text c="red" size="xs" role="alert">
            {t(`common:${errorMessageKey(setRoles.error)}`)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Button size="xs" disabled={!changed} loading={setRoles.isPending} onClick={() => setRoles.mutate({ id: user.id, roles })}>
          {t('admin:save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
