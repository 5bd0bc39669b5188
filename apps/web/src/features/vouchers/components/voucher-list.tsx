import { VOUCHER_STATES, type VoucherState } from '@praxis/domain';
import { Badge, Box, Group, NativeSelect, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableAction, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { personName } from '../../../lib/person-name.ts';
import { printedCode } from '../voucher-format.ts';
import { staffCertificateUrl, useStaffVouchers, useVoucherActions, type VoucherListRow } from '../api/voucher-queries.ts';
import { MotifPicture } from './motif-picture.tsx';
import { SendCertificateDialog } from './send-certificate-dialog.tsx';
import { VoucherDetails } from './voucher-details.tsx';
import { VoucherStateBadge } from './voucher-state-badge.tsx';

/** The payment editor of a voucher, composed in by the route (features do not import each other). */
export type VoucherPaymentDialog = ComponentType<{ voucher: VoucherListRow; onClose: () => void }>;

/** Paid (confirmed): the code is valid and the certificate exists. */
const isPaid = (row: VoucherListRow) => row.paid;

type Dialog = { kind: 'details' | 'send' | 'payment'; voucher: VoucherListRow } | null;

/**
 * Voucher management (/voucherManagement, section 8): every voucher with its buyer, value, balance
 * and state, filtered by state and searched by number, code or names (both kept in the address);
 * per voucher its details, payments, certificate, e-mail or post shipping, archive and restore.
 */
export function VoucherList({
  paymentDialog: PaymentDialog,
  payNumber,
  onPaymentOpened,
}: {
  paymentDialog?: VoucherPaymentDialog;
  /** A voucher just sold at the desk: its payment dialogue opens as soon as its row is listed. */
  payNumber?: string;
  onPaymentOpened?: () => void;
}) {
  const { t } = useTranslation('vouchers');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const state = VOUCHER_STATES.find((candidate) => candidate === params.get('state')) ?? null;
  const search = params.get('search') ?? '';
  // The address follows every keystroke; the server is asked once the typing pauses.
  const [term] = useDebouncedValue(search.trim(), 300);
  const list = useStaffVouchers(state, term);
  const actions = useVoucherActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const sold = payNumber ? list.data?.vouchers.find((row) => row.number === payNumber) : undefined;
  useEffect(() => {
    if (!sold || !PaymentDialog) return;
    setDialog({ kind: 'payment', voucher: sold });
    onPaymentOpened?.();
  }, [sold, PaymentDialog, onPaymentOpened]);

  const setParam = (name: 'state' | 'search', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const columns: DataTableColumn<VoucherListRow>[] = [
    {
      key: 'number',
      header: t('columns.numberAndCode'),
      // The code under the number: both in view without another wide column.
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {row.number}
          </Text>
          <Text size="xs" ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {printedCode(row.code)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'buyer',
      header: t('columns.buyer'),
      cell: (row) => (
        <Stack gap={0} maw={170}>
          <Text size="sm">{personName(row.buyer)}</Text>
          <Text size="xs" c="dimmed" truncate="end" title={row.buyer.email}>
            {row.buyer.email}
          </Text>
        </Stack>
      ),
      sortValue: (row) => personName(row.buyer),
    },
    { key: 'forName', header: t('columns.forName'), cell: (row) => row.forName || '–' },
    {
      key: 'motif',
      header: t('columns.motif'),
      // The picture says it at a glance and keeps the wide table narrower; the name is read out and shown on hover.
      cell: (row) => (
        <Box title={t(`motifs.${row.motif}`)} w={28}>
          <MotifPicture motif={row.motif} size={28} />
          <VisuallyHidden>{t(`motifs.${row.motif}`)}</VisuallyHidden>
        </Box>
      ),
    },
    {
      key: 'initial',
      header: t('columns.initial'),
      align: 'right',
      cell: (row) => <Nowrap>{format.chf(row.initialRappen)}</Nowrap>,
    },
    {
      key: 'balance',
      header: t('columns.balance'),
      align: 'right',
      cell: (row) => <Nowrap>{format.chf(row.balanceRappen)}</Nowrap>,
      sortValue: (row) => row.balanceRappen,
    },
    {
      key: 'requestedOn',
      header: t('columns.requestedOn'),
      cell: (row) => <Nowrap>{format.date(row.requestedOn)}</Nowrap>,
      sortValue: (row) => row.requestedOn,
    },
    {
      key: 'paymentMethod',
      header: t('columns.paymentMethod'),
      cell: (row) => t(`methods.${row.paymentMethod}.name`),
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          <VoucherStateBadge state={row.state} size="sm" />
          {row.certificateDue === 'postPending' || row.certificateDue === 'postOverdue' ? (
            <Badge color={row.certificateDue === 'postOverdue' ? 'red' : 'yellow'} variant="light" size="sm" miw="max-content">
              {t(`certificateDue.${row.certificateDue}`)}
            </Badge>
          ) : null}
          {row.sentAt ? (
            <Text size="xs" c="dimmed">
              {t('sentOn', { date: format.instantDate(row.sentAt) })}
            </Text>
          ) : null}
        </Stack>
      ),
      sortValue: (row) => VOUCHER_STATES.indexOf(row.state),
    },
  ];

  const rowActions: DataTableAction<VoucherListRow>[] = [
    { label: t('actions.details'), onAction: (row) => setDialog({ kind: 'details', voucher: row }) },
    ...(PaymentDialog
      ? [
          {
            label: t('actions.payment'),
            onAction: (row: VoucherListRow) => setDialog({ kind: 'payment', voucher: row }),
            hidden: (row: VoucherListRow) => row.archived,
          },
        ]
      : []),
    { label: t('actions.certificate'), onAction: (row) => window.open(staffCertificateUrl(row.id), '_blank', 'noopener'), hidden: (row) => !isPaid(row) },
    { label: t('actions.send'), onAction: (row) => setDialog({ kind: 'send', voucher: row }), hidden: (row) => row.state !== 'paid' },
    { label: t('actions.resend'), onAction: (row) => setDialog({ kind: 'send', voucher: row }), hidden: (row) => row.state !== 'sent' },
    { label: t('actions.markSent'), onAction: (row) => actions.markSent.mutate(row.id), hidden: (row) => row.state !== 'paid' },
    { label: t('actions.archive'), onAction: (row) => actions.archive.mutate(row.id), hidden: (row) => row.archived },
    { label: t('actions.restore'), onAction: (row) => actions.restore.mutate(row.id), hidden: (row) => !row.archived },
  ];
  const shown = list.data?.vouchers.length ?? 0;
  const total = list.data?.total ?? 0;
  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('filter')}
          data={[{ value: 'all', label: t('filters.all') }, ...VOUCHER_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
          value={state ?? 'all'}
          onChange={(event) => setParam('state', event.currentTarget.value === 'all' ? '' : (event.currentTarget.value as VoucherState))}
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search}
          onChange={(event) => setParam('search', event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
      </Group>
      {total > shown ? (
        <Text size="sm" c="dimmed" role="status" data-testid="vouchers-truncated">
          {t('truncated', { shown, total })}
        </Text>
      ) : null}
      <ActionError error={actions.markSent.error ?? actions.archive.error ?? actions.restore.error} />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={list.data?.vouchers}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.number}
        onRowClick={(row) => setDialog({ kind: 'details', voucher: row })}
        rowActions={rowActions}
        emptyText={t('empty')}
        minWidth={1000}
      />
      {dialog?.kind === 'details' ? <VoucherDetails voucher={dialog.voucher} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'send' ? <SendCertificateDialog voucher={dialog.voucher} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'payment' && PaymentDialog ? <PaymentDialog voucher={dialog.voucher} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}

/** An amount or date that never breaks across lines. */
function Nowrap({ children }: { children: string }) {
  return (
    <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}
