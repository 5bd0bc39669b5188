import { activeRolesInputSchema, expandRoles, type RoleName } from '@praxis/domain';
import { Alert, Button, Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessageKey } from '../../components/ui/query-state.tsx';
import { useAccountActions, useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/** Choose the roles to act in, among the roles held or inherited. */
export function Component() {
  return (
    <RequireRole>
      <ActiveRoles />
    </RequireRole>
  );
}

function ActiveRoles() {
  const { t } = useTranslation('account');
  const { data: user } = useSession();
  const { setActiveRoles } = useAccountActions();
  const form = useSchemaForm(activeRolesInputSchema, {
    initialValues: { activeRoles: user?.activeRoles ?? ([] as RoleName[]) },
    texts: { namespace: 'account' },
    onSubmit: ({ activeRoles }) => setActiveRoles.mutateAsync(activeRoles),
  });
  const chosen = form.values.activeRoles;
  if (!user) return null;
  const choices = expandRoles(user.roles);
  return (
    <Stack maw={560} ref={form.rootRef}>
      <PageHeader title={t('activeRoles.title')} lead={t('activeRoles.intro')} />
      <Checkbox.Group {...form.getInputProps('activeRoles')} label={t('activeRoles.label')}>
        <Stack gap="xs" mt="xs">
          {choices.map((role) => (
            <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      {chosen.length === 0 ? <Alert color="orange">{t('activeRoles.none')}</Alert> : null}
      {setActiveRoles.isSuccess ? (
        <Alert color="praxis" role="status">
          {t('activeRoles.saved', { roles: setActiveRoles.data.activeRoles.map((r) => t(`roles.${r}`)).join(', ') })}
        </Alert>
      ) : null}
      {setActiveRoles.isError ? <Alert color="red">{t(`common:${errorMessageKey(setActiveRoles.error)}`)}</Alert> : null}
      <Button w="fit-content" disabled={chosen.length === 0} loading={form.pending} onClick={() => form.submit()}>
        {t('activeRoles.save')}
      </Button>
    </Stack>
  );
}
