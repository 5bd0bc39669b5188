import { LIMITS, type CustomerSummaryDto } from '@praxis/domain';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../components/ui/customer-picker.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { downloadAuditCsv, useAuditLog, useStaffMembers, type AuditEntryRow, type AuditFilters } from '../api/privacy-api.ts';
import { personName } from '../../../lib/person-name.ts';

const formatAt = (iso: string, language: string) =>
  new Intl.DateTimeFormat(`${language}-CH`, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Zurich' }).format(new Date(iso));

/** The audit viewer: filters (customer, staff member, days), the newest matching rows, and their CSV. */
export function AuditLogView() {
  const { t, i18n } = useTranslation('privacy');
  const [customer, setCustomer] = useState<CustomerSummaryDto | null>(null);
  const [actorId, setActorId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A mutation, so a failed download reaches the app's session handling as every other call does (a 401 MFA_REQUIRED opens the second step).
  const csv = useMutation({ mutationFn: downloadAuditCsv });
  const filters: AuditFilters = { customerId: customer?.id, actorId: actorId ? Number(actorId) : undefined, from: from || undefined, to: to || undefined };
  const audit = useAuditLog(filters);
  const staff = useStaffMembers();
  const person = (p: AuditEntryRow['actor']) => (p ? `${p.name} (#${p.id})` : t('audit.system'));
  const columns: DataTableColumn<AuditEntryRow>[] = [
    { key: 'at', header: t('audit.columns.at'), cell: (row) => formatAt(row.at, i18n.language), sortValue: (row) => row.at, width: 170 },
    { key: 'actor', header: t('audit.columns.actor'), cell: (row) => person(row.actor), sortValue: (row) => row.actor?.name ?? '' },
    {
      key: 'subject',
      header: t('audit.columns.subject'),
      cell: (row) => (row.subject ? person(row.subject) : '—'),
      sortValue: (row) => row.subject?.name ?? '',
    },
    { key: 'action', header: t('audit.columns.action'), cell: (row) => <code>{row.action}</code>, sortValue: (row) => row.action },
    {
      key: 'detail',
      header: t('audit.columns.detail'),
      cell: (row) => (
        <Text size="xs" style={{ wordBreak: 'break-word' }} lineClamp={3} title={row.detail ?? ''}>
          {row.detail ?? ''}
        </Text>
      ),
    },
  ];
  return (
    <Stack>
      <Group align="end" wrap="wrap">
        <CustomerPicker
          value={customer}
          onChange={setCustomer}
          label={t('audit.customer')}
          placeholder={t('audit.customerPlaceholder')}
          noneFound={t('audit.noCustomer')}
          required={false}
          listWithoutSearch={false}
          data-testid="audit-customer"
        />
        <Select
          label={t('audit.staff')}
          placeholder={t('audit.staffPlaceholder')}
          clearable
          clearButtonProps={{ 'aria-label': t('common:clearSelection') }}
          searchable
          value={actorId}
          onChange={setActorId}
          data={(staff.data ?? []).map((m) => ({ value: String(m.id), label: personName(m) }))}
          data-testid="audit-staff"
        />
        <TextInput type="date" label={t('audit.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} data-testid="audit-from" />
        <TextInput type="date" label={t('audit.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} data-testid="audit-to" />
        <Button variant="light" onClick={() => csv.mutate(filters)} loading={csv.isPending} data-testid="audit-csv">
          {t('audit.csv')}
        </Button>
      </Group>
      {csv.error ? <ActionError error={csv.error} /> : null}
      <Text size="sm" c="dimmed">
        {t('audit.limit', { count: LIMITS.auditRows })}
      </Text>
      <DataTable
        label={t('audit.table')}
        columns={columns}
        rows={audit.data}
        getRowId={(row) => row.id}
        loading={audit.isFetching && !audit.data}
        error={audit.isError ? audit.error : undefined}
        onRetry={() => void audit.refetch()}
        emptyText={t('audit.empty')}
        filterText={(row) => [row.action, row.actor?.name ?? '', row.subject?.name ?? '', row.detail ?? '']}
      />
    </Stack>
  );
}
