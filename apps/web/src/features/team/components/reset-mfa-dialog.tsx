import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useResetMfa, type StaffMember } from '../api/team-queries.ts';
import { personName } from '../../../lib/person-name.ts';

/** Asks before resetting a member's second factor (their sessions end; they set it up again at the next login). */
export function ResetMfaDialog({ member, onClose, onDone }: { member: StaffMember; onClose: () => void; onDone: (name: string) => void }) {
  const { t } = useTranslation(['team', 'common']);
  const reset = useResetMfa();
  return (
    <Modal opened onClose={onClose} title={t('mfa.resetTitle')} centered>
      <Stack gap="md" data-testid="reset-mfa-dialog">
        <Text>{t('mfa.resetQuestion', { name: personName(member) })}</Text>
        <ActionError error={reset.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common:cancel')}
          </Button>
          <Button color="red" loading={reset.isPending} onClick={() => reset.mutate(member.id, { onSuccess: () => onDone(personName(member)) })}>
            {t('mfa.resetConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
