import { TREATING_ROLES } from '@praxis/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import type { StaffMember } from '../api/team-queries.ts';
import { personName } from '../../../lib/person-name.ts';

// A narrow cell (a phone) wraps a long role name instead of cutting it off.
const WRAPPING = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } } as const;

/** Only who holds a treating role has a therapist profile. */
const treats = (member: StaffMember) => member.roles.some((role) => TREATING_ROLES.includes(role));

/**
 * The team: name, e-mail, active or inactive from a day, roles as badges, a link to a therapist's
 * profile, whether they log in with a second factor; a click edits those `mayEdit` allows (a
 * managing director does not edit an admin). `onResetMfa` (admins only) adds the action that resets
 * a member's second factor, `onEndSessions` (admins only) the one that ends all their sessions.
 */
export function StaffTable({
  staff,
  loading,
  error,
  onRetry,
  onEdit,
  mayEdit = () => true,
  onResetMfa,
  onEndSessions,
  toolbar,
}: {
  staff: readonly StaffMember[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onEdit: (member: StaffMember) => void;
  mayEdit?: (member: StaffMember) => boolean;
  onResetMfa?: (member: StaffMember) => void;
  onEndSessions?: (member: StaffMember) => void;
  toolbar: ReactNode;
}) {
  const { t } = useTranslation(['team', 'account']);
  const format = useFormat();
  // Under the name, so a phone shows it without scrolling sideways.
  const status = (row: StaffMember) =>
    row.inactiveFrom === null ? (
      <Badge color="green" variant="light" size="sm">
        {t('status.active')}
      </Badge>
    ) : (
      <Badge color={row.active ? 'orange' : 'gray'} variant="light" size="sm">
        {t(row.active ? 'status.inactiveSoon' : 'status.inactive', { date: format.date(row.inactiveFrom) })}
      </Badge>
    );
  const columns: DataTableColumn<StaffMember>[] = [
    {
      key: 'name',
      header: t('table.name'),
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={500}>
            {personName(row)}
          </Text>
          {row.firstName || row.lastName ? (
            <Text size="xs" c="dimmed">
              {row.email}
            </Text>
          ) : null}
          {status(row)}
          {treats(row) ? (
            <Button
              component={AppLink}
              to={`/therapistProfile/${row.id}`}
              size="compact-xs"
              variant="light"
              aria-label={`${t('table.profile')}: ${personName(row)}`}
            >
              {t('table.profile')}
            </Button>
          ) : null}
        </Stack>
      ),
      sortValue: (row) => `${row.lastName ?? ''} ${row.firstName ?? ''}`,
    },
    {
      key: 'roles',
      header: t('table.roles'),
      cell: (row) => (
        <Group gap={4}>
          {row.roles
            .filter((role) => role !== 'customer')
            .map((role) => (
              <Badge key={role} variant="light" size="sm" tt="none" styles={WRAPPING}>
                {t(`account:roles.${role}`)}
              </Badge>
            ))}
        </Group>
      ),
    },
    {
      key: 'mfa',
      header: t('table.mfa'),
      cell: (row) => (
        <Badge color={row.mfaEnabled ? 'green' : 'gray'} variant="light" size="sm" data-testid={`mfa-status-${row.id}`}>
          {row.mfaEnabled ? t('mfa.on') : t('mfa.off')}
        </Badge>
      ),
      sortValue: (row) => (row.mfaEnabled ? 1 : 0),
    },
  ];
  return (
    <DataTable
      label={t('table.label')}
      columns={columns}
      rows={staff}
      loading={loading}
      error={error}
      onRetry={onRetry}
      getRowId={(row) => row.id}
      getRowLabel={personName}
      filterText={(row) => [personName(row), row.email, ...row.roles.map((role) => t(`account:roles.${role}`))]}
      onRowClick={(row) => (mayEdit(row) ? onEdit(row) : undefined)}
      rowActions={[
        { label: t('edit.action'), onAction: onEdit, hidden: (row: StaffMember) => !mayEdit(row) },
        ...(onResetMfa ? [{ label: t('mfa.reset'), color: 'red', onAction: onResetMfa, hidden: (row: StaffMember) => !row.mfaEnabled }] : []),
        ...(onEndSessions ? [{ label: t('sessions.end'), color: 'red', onAction: onEndSessions }] : []),
      ]}
      toolbar={toolbar}
      emptyText={t('table.empty')}
      minWidth={340}
      maxHeight="none"
    />
  );
}
