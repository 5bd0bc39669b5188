import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useEndUserSessions, type StaffMember } from '../api/team-queries.ts';
import { personName } from '../../../lib/person-name.ts';

/** Asks before ending every session of a member (they must log in again everywhere); answers how many ended. */
export function EndSessionsDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffMember;
  onClose: () => void;
  onDone: (done: { name: string; ended: number }) => void;
}) {
  const { t } = useTranslation(['team', 'common']);
  const end = useEndUserSessions();
  return (
    <Modal opened onClose={onClose} title={t('sessions.title')} centered>
      <Stack gap="md" data-testid="end-sessions-dialog">
        <Text>{t('sessions.question', { name: personName(member) })}</Text>
        <ActionError error={end.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common:cancel')}
          </Button>
          <Button
            color="red"
            loading={end.isPending}
            onClick={() => end.mutate(member.id, { onSuccess: ({ ended }) => onDone({ name: personName(member), ended }) })}
          >
            {t('sessions.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
