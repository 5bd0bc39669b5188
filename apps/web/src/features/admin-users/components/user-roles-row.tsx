import { ROLE_LIST, setUserRolesContract } from '@praxis/domain';
import { Anchor, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSetRoles, type AdminUser } from '../api/admin-users-queries.ts';

/** One user with a checkbox per role; saving replaces the roles the user holds. */
export function UserRolesRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['account', 'admin']);
  const setRoles = useSetRoles();
  const form = useSchemaForm(setUserRolesContract.body, {
    initialValues: { roles: user.roles },
    texts: { namespace: 'admin' },
    onSubmit: ({ roles }) => setRoles.mutateAsync({ id: user.id, roles }),
  });
  const { roles } = form.values;
  const changed = roles.length !== user.roles.length || roles.some((r) => !user.roles.includes(r));
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Table.Tr data-testid="user-row" ref={form.rootRef}>
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
        <Checkbox.Group {...form.getInputProps('roles')} aria-label={t('admin:rolesOf', { name: name || user.email })}>
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
        <Button size="xs" disabled={!changed} loading={form.pending} onClick={() => form.submit()}>
          {t('admin:save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
