import { Alert, Badge, Button, Group, Stack, Switch, Textarea, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useProfileActions, type Profile } from '../api/profile-queries.ts';

/** Staff only: the customer's roles, the acquired-customer flag and internal notes. */
export function AdministrationPanel({ profile, canEdit }: { profile: Profile; canEdit: boolean }) {
  const { t } = useTranslation(['profile', 'account']);
  const { saveStaff } = useProfileActions(profile.email, profile.id);
  const staff = profile.staff!;
  const [acquired, setAcquired] = useState(staff.acquiredCustomer);
  const [notes, setNotes] = useState(staff.staffNotes);
  return (
    <Stack maw={640}>
      <Group gap={6}>
        <Text fw={500}>{t('admin.roles')}:</Text>
        {staff.roles.map((role) => (
          <Badge key={role} variant="light">
            {t(`account:roles.${role}`)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('admin.registered', { date: new Date(profile.createdAt).toLocaleDateString() })}
        {profile.unconfirmed ? ` · ${t('admin.unconfirmed')}` : ''}
      </Text>
      <Switch label={t('admin.acquired')} checked={acquired} disabled={!canEdit} onChange={(e) => setAcquired(e.currentTarget.checked)} />
      <Textarea
        label={t('admin.notes')}
        description={t('admin.notesHint')}
        autosize
        minRows={3}
        maxLength={5000}
        value={notes}
        disabled={!canEdit}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      {saveStaff.isSuccess ? <Alert color="praxis">{t('saved')}</Alert> : null}
      {saveStaff.isError ? <Alert color="red">{t(`common:${errorMessageKey(saveStaff.error)}`)}</Alert> : null}
      {canEdit ? (
        <Button w="fit-content" loading={saveStaff.isPending} onClick={() => saveStaff.mutate({ acquiredCustomer: acquired, staffNotes: notes })}>
          {t('save')}
        </Button>
      ) : null}
    </Stack>
  );
}
