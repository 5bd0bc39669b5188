import { LIMITS, ROLE_LIST, staffCreateSchema, type RoleName } from '@praxis/domain';
import { Checkbox, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSaveStaff, type StaffMember } from '../api/team-queries.ts';

/** The roles offered: every staff role; the admin role only to admins. */
const STAFF_ROLES = ROLE_LIST.map((role) => role.name).filter((name) => name !== 'customer');

/**
 * Adds a staff member (e-mail, names, roles; a login link is mailed) or edits one: names, roles,
 * deactivation from a day, reactivation. A customer role they hold stays as it is.
 */
export function StaffDialog({
  member,
  mayGrantAdmin,
  today,
  onClose,
}: {
  member: StaffMember | null;
  mayGrantAdmin: boolean;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['team', 'account']);
  const save = useSaveStaff();
  const form = useSchemaForm(staffCreateSchema, {
    initialValues: {
      email: member?.email ?? '',
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      roles: (member?.roles ?? []).filter((role) => role !== 'customer') as RoleName[],
      active: member ? member.inactiveFrom === null : true,
      inactiveFrom: member?.inactiveFrom ?? today,
    },
    toInput: ({ roles, active, inactiveFrom, ...rest }) => ({ ...rest, active, roles, inactiveFrom: active ? null : inactiveFrom }),
    texts: { namespace: 'team' },
    onSubmit: async ({ email, roles, ...rest }) => {
      const held = member?.roles.includes('customer') ? (['customer', ...roles] as RoleName[]) : roles;
      if (member) await save.mutateAsync({ id: member.id, body: { ...rest, roles: held } });
      else await save.mutateAsync({ id: null, body: { email, ...rest, roles: held } });
      onClose();
    },
  });
  const { active } = form.values;
  const adminLocked = (role: RoleName) => role === 'admin' && !mayGrantAdmin;
  return (
    <Modal opened onClose={onClose} title={member ? t('edit.title') : t('add.title')} size="lg">
      <Stack ref={form.rootRef} data-testid="staff-dialog">
        <TextInput
          label={t('fields.email')}
          type="email"
          required
          disabled={member !== null}
          description={member ? undefined : t('add.linkHint')}
          maxLength={LIMITS.email}
          {...form.getInputProps('email')}
        />
        <Group grow align="flex-start">
          <TextInput label={t('fields.firstName')} required maxLength={LIMITS.name} {...form.getInputProps('firstName')} />
          <TextInput label={t('fields.lastName')} required maxLength={LIMITS.name} {...form.getInputProps('lastName')} />
        </Group>
        <Checkbox.Group label={t('fields.roles')} required {...form.getInputProps('roles')}>
          <Group gap="sm" mt="xs">
            {STAFF_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`account:roles.${role}`)} disabled={adminLocked(role)} />
            ))}
          </Group>
        </Checkbox.Group>
        {member ? (
          <>
            <Switch label={t('fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
            {active ? null : (
              <TextInput
                label={t('fields.inactiveFrom')}
                description={t('edit.inactiveHint')}
                type="date"
                required
                maw={240}
                {...form.getInputProps('inactiveFrom')}
              />
            )}
          </>
        ) : null}
        <ActionError error={save.error} />
        <FormActions onCancel={onClose} onSave={() => form.submit()} saving={form.pending} saveLabel={member ? t('edit.save') : t('add.save')} />
      </Stack>
    </Modal>
  );
}
