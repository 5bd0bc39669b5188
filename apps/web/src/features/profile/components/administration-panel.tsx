import { staffProfileInputSchema, LIMITS } from '@praxis/domain';
import { Alert, Badge, Button, Group, Stack, Switch, Textarea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useProfileActions, type Profile } from '../api/profile-queries.ts';

/** Staff only: the customer's roles, the acquired-customer flag and internal notes. */
export function AdministrationPanel({ profile, canEdit }: { profile: Profile; canEdit: boolean }) {
  const { t } = useTranslation(['profile', 'account']);
  const format = useFormat();
  const { saveStaff } = useProfileActions(profile.email, profile.id);
  const staff = profile.staff!;
  const form = useSchemaForm(staffProfileInputSchema, {
    initialValues: { acquiredCustomer: staff.acquiredCustomer, staffNotes: staff.staffNotes },
    texts: { namespace: 'profile', fallback: 'errors.invalid' },
    onSubmit: (input) => saveStaff.mutateAsync(input),
  });
  return (
    <Stack maw={640} ref={form.rootRef}>
      <Group gap={6}>
        <Text fw={500}>{t('admin.roles')}:</Text>
        {staff.roles.map((role) => (
          <Badge key={role} variant="light">
            {t(`account:roles.${role}`)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('admin.registered', { date: format.instantDate(profile.createdAt) })}
        {profile.unconfirmed ? ` · ${t('admin.unconfirmed')}` : ''}
      </Text>
      <Switch label={t('admin.acquired')} {...form.getInputProps('acquiredCustomer', { type: 'checkbox' })} disabled={!canEdit} />
      <Textarea
        label={t('admin.notes')}
        description={t('admin.notesHint')}
        autosize
        minRows={3}
        maxLength={LIMITS.staffNotes}
        {...form.getInputProps('staffNotes')}
        disabled={!canEdit}
      />
      {saveStaff.isSuccess ? <Alert color="praxis">{t('saved')}</Alert> : null}
      {saveStaff.isError ? <Alert color="red">{t(`common:${errorMessageKey(saveStaff.error)}`)}</Alert> : null}
      {canEdit ? (
        <Button w="fit-content" loading={form.pending} onClick={() => form.submit()}>
          {t('save')}
        </Button>
      ) : null}
    </Stack>
  );
}
