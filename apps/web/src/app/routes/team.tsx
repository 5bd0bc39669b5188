import { actsAs, hasPermission, mayManageStaffMember, practiceDate } from '@praxis/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { useStaff, type StaffMember } from '../../features/team/api/team-queries.ts';
import { EndSessionsDialog } from '../../features/team/components/end-sessions-dialog.tsx';
import { ResetMfaDialog } from '../../features/team/components/reset-mfa-dialog.tsx';
import { StaffDialog } from '../../features/team/components/staff-dialog.tsx';
import { StaffTable } from '../../features/team/components/staff-table.tsx';

/** /admin/team (managing directors and admins): staff with their roles; add, edit, deactivate; admins reset a second factor or end all sessions of a member. */
export function Component() {
  return (
    <RequireRole guard="staffManager">
      <Team />
    </RequireRole>
  );
}

function Team() {
  const { t } = useTranslation('team');
  const session = useSession();
  const staff = useStaff();
  // null: the dialog is closed; 'new': adding; else the member edited.
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [resetDone, setResetDone] = useState<string | null>(null);
  const [endingSessions, setEndingSessions] = useState<StaffMember | null>(null);
  const [sessionsEnded, setSessionsEnded] = useState<{ name: string; ended: number } | null>(null);
  const mayGrantAdmin = actsAs(session.data?.activeRoles ?? [], 'admin');
  // Only an admin changes an admin (DESIGN section 8): a managing director sees them, nothing to edit.
  const mayEdit = (member: StaffMember) => mayManageStaffMember(session.data?.activeRoles ?? [], member.roles);
  const mayResetMfa = hasPermission(session.data?.activeRoles ?? [], 'users:mfa:reset');
  const mayEndSessions = hasPermission(session.data?.activeRoles ?? [], 'users:sessions:end');
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('lead')} />
      {resetDone ? (
        <Alert color="praxis" role="status" withCloseButton onClose={() => setResetDone(null)} closeButtonLabel={t('common:close')}>
          {t('mfa.resetDone', { name: resetDone })}
        </Alert>
      ) : null}
      {sessionsEnded ? (
        <Alert color="praxis" role="status" withCloseButton onClose={() => setSessionsEnded(null)} closeButtonLabel={t('common:close')}>
          {t('sessions.done', sessionsEnded)}
        </Alert>
      ) : null}
      <StaffTable
        staff={staff.data}
        loading={staff.isPending}
        error={staff.error}
        onRetry={() => void staff.refetch()}
        onEdit={setEditing}
        mayEdit={mayEdit}
        onResetMfa={mayResetMfa ? setResetting : undefined}
        onEndSessions={mayEndSessions ? setEndingSessions : undefined}
        toolbar={<Button onClick={() => setEditing('new')}>{t('add.action')}</Button>}
      />
      {editing ? (
        <StaffDialog
          member={editing === 'new' ? null : editing}
          mayGrantAdmin={mayGrantAdmin}
          today={practiceDate(new Date())}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {resetting ? (
        <ResetMfaDialog
          member={resetting}
          onClose={() => setResetting(null)}
          onDone={(name) => {
            setResetting(null);
            setResetDone(name);
          }}
        />
      ) : null}
      {endingSessions ? (
        <EndSessionsDialog
          member={endingSessions}
          onClose={() => setEndingSessions(null)}
          onDone={(done) => {
            setEndingSessions(null);
            setSessionsEnded(done);
          }}
        />
      ) : null}
    </Stack>
  );
}
