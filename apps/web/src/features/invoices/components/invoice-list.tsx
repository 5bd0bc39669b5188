import { INVOICE_FILTERS, invoicePaidContract, LIMITS, MAX_REMINDER_LEVEL, practiceDate, type InvoiceFilter } from '@praxis/domain';
import { Anchor, Badge, Button, Card, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableAction, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import {
  creditNotePdfUrl,
  invoicePdfUrl,
  reminderPdfUrl,
  useInvoiceActions,
  useInvoices,
  type InvoiceListFilters,
  type InvoiceRow,
} from '../api/invoice-queries.ts';
import { SendInvoiceDialog } from './send-invoice-dialog.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { personName } from '../../../lib/person-name.ts';

const STATE_COLORS: Record<InvoiceRow['state'], string> = { open: 'blue', sent: 'violet', paid: 'green', cancelled: 'gray' };
/** The years of issue the filter offers, this one and earlier. */
const YEARS_OFFERED = 10;
const SEARCH_DEBOUNCE_MS = 300;

/** The filters kept in the address: state, year of issue, search; unknown values count as none. */
function filtersOf(params: URLSearchParams): InvoiceListFilters {
  const state = params.get('state') ?? '';
  const year = params.get('year') ?? '';
  return {
    state: (INVOICE_FILTERS as readonly string[]).includes(state) ? (state as InvoiceFilter) : null,
    year: /^\d{4}$/.test(year) ? year : null,
    search: (params.get('search') ?? '').trim().slice(0, LIMITS.search),
  };
}

const customerName = (row: InvoiceRow) => personName(row.customer);

type Dialog = { kind: 'send' | 'sendReminder' | 'paid' | 'cancel'; invoice: InvoiceRow } | { kind: 'reminded'; invoice: InvoiceRow; level: number } | null;

/**
 * The invoices (/invoices, planners and accountants): filters open, sent, overdue, paid, cancelled
 * (kept in the address), the totals, and per invoice its PDF, the e-mail, "sent by post", "paid"
 * with the day the money arrived, and cancellation.
 */
export function InvoiceList() {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const today = practiceDate(new Date());
  const filters = filtersOf(params);
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => String(Number(today.slice(0, 4)) - i));
  const setFilter = (name: 'state' | 'year' | 'search', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const [searchText, setSearchText] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch !== filters.search) setFilter('search', debouncedSearch);
    // NOTE: only the settled text is written; the address then follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  const list = useInvoices(filters);
  const actions = useInvoiceActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const overdue = (row: InvoiceRow) => (row.state === 'open' || row.state === 'sent') && row.dueOn < today;

  const columns: DataTableColumn<InvoiceRow>[] = [
    {
      key: 'number',
      header: t('columns.number'),
      cell: (row) => (
        <Anchor href={invoicePdfUrl(row.id)} target="_blank" rel="noopener" size="sm" fw={600}>
          {row.number}
        </Anchor>
      ),
      sortValue: (row) => row.number,
    },
    {
      key: 'customer',
      header: t('columns.customer'),
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{customerName(row)}</Text>
          <Text size="xs" c="dimmed">
            {row.customer.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      align: 'right',
      // What is asked (an open invoice's reminder fee besides its amount) or what arrived.
      cell: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{format.chf(row.amountRappen)}</Text>
          {row.feeRappen > 0 && (row.state === 'open' || row.state === 'sent') ? (
            <Text size="xs" c="dimmed">
              {t('amounts.fee', { amount: format.chf(row.feeRappen) })}
            </Text>
          ) : null}
          {row.paidRappen !== null && row.paidRappen !== row.amountRappen ? (
            <Text size="xs" c="dimmed">
              {t('amounts.paid', { amount: format.chf(row.paidRappen) })}
            </Text>
          ) : null}
        </Stack>
      ),
      sortValue: (row) => row.amountRappen,
    },
    { key: 'issuedOn', header: t('columns.issuedOn'), cell: (row) => format.date(row.issuedOn), sortValue: (row) => row.issuedOn },
    {
      key: 'dueOn',
      header: t('columns.dueOn'),
      cell: (row) => (
        <Text size="sm" c={overdue(row) ? 'red' : undefined} fw={overdue(row) ? 600 : undefined}>
          {format.date(row.dueOn)}
        </Text>
      ),
      sortValue: (row) => row.dueOn,
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (row) => (
        <Group gap={4}>
          <Badge color={STATE_COLORS[row.state]} variant="light">
            {t(`states.${row.state}`)}
          </Badge>
          {overdue(row) ? (
            <Badge color="red" variant="filled">
              {t('states.overdue')}
            </Badge>
          ) : null}
          {row.reminderLevel > 0 ? (
            <Badge color="orange" variant="light">
              {t('reminders.level', { level: row.reminderLevel })}
            </Badge>
          ) : null}
          {row.paidOn ? (
            <Text size="xs" c="dimmed">
              {format.date(row.paidOn)}
            </Text>
          ) : null}
          {row.creditNoteNumber ? (
            <Anchor href={creditNotePdfUrl(row.id)} target="_blank" rel="noopener" size="xs">
              {t('creditNote', { number: row.creditNoteNumber })}
            </Anchor>
          ) : null}
        </Group>
      ),
    },
  ];
  const open = (row: InvoiceRow) => row.state === 'open' || row.state === 'sent';
  const rowActions: DataTableAction<InvoiceRow>[] = [
    { label: t('actions.pdf'), onAction: (row) => window.open(invoicePdfUrl(row.id), '_blank', 'noopener') },
    { label: t('actions.send'), onAction: (row) => setDialog({ kind: 'send', invoice: row }), hidden: (row) => !open(row) },
    { label: t('actions.markSent'), onAction: (row) => actions.markSent.mutate(row.id), hidden: (row) => row.state !== 'open' },
    {
      label: t('actions.remind'),
      onAction: (row) => actions.remind.mutate(row.id, { onSuccess: (reminder) => setDialog({ kind: 'reminded', invoice: row, level: reminder.level }) }),
      hidden: (row) => !overdue(row) || row.reminderLevel >= MAX_REMINDER_LEVEL,
    },
    {
      label: t('actions.openReminder'),
      onAction: (row) => window.open(reminderPdfUrl(row.id, row.reminderLevel), '_blank', 'noopener'),
      hidden: (row) => row.reminderLevel === 0,
    },
    {
      label: t('actions.sendReminder'),
      onAction: (row) => setDialog({ kind: 'sendReminder', invoice: row }),
      hidden: (row) => !open(row) || row.reminderLevel === 0,
    },
    { label: t('actions.paid'), onAction: (row) => setDialog({ kind: 'paid', invoice: row }), hidden: (row) => !open(row) },
    {
      label: t('actions.creditNote'),
      onAction: (row) => window.open(creditNotePdfUrl(row.id), '_blank', 'noopener'),
      hidden: (row) => row.creditNoteNumber === null,
    },
    { label: t('actions.cancel'), color: 'red', onAction: (row) => setDialog({ kind: 'cancel', invoice: row }), hidden: (row) => !open(row) },
  ];
  const totals = list.totals;
  const shown = list.rows?.length ?? 0;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {(['openRappen', 'overdueRappen', 'paidRappen'] as const).map((key) => (
          <Card key={key} withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {t(`totals.${key}`)}
            </Text>
            <Text fw={700} size="xl" c={key === 'overdueRappen' && (totals?.[key] ?? 0) > 0 ? 'red' : undefined}>
              {totals ? format.chf(totals[key]) : '–'}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('filter')}
          data={[{ value: 'all', label: t('filters.all') }, ...INVOICE_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))]}
          value={filters.state ?? 'all'}
          onChange={(event) => setFilter('state', event.currentTarget.value === 'all' ? null : event.currentTarget.value)}
          w={{ base: '100%', xs: 200 }}
        />
        <NativeSelect
          label={t('filters.year')}
          data={[{ value: 'all', label: t('filters.allYears') }, ...years.map((year) => ({ value: year, label: year }))]}
          value={filters.year ?? 'all'}
          onChange={(event) => setFilter('year', event.currentTarget.value === 'all' ? null : event.currentTarget.value)}
          w={{ base: '100%', xs: 160 }}
        />
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <ActionError error={actions.markSent.error ?? actions.remind.error} />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={list.rows}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.number}
        rowActions={rowActions}
        emptyText={t('empty')}
        minWidth={820}
      />
      {list.total !== undefined && shown > 0 ? (
        <LoadMore
          shownText={t('paging.shown', { shown, total: list.total })}
          buttonText={t('paging.loadMore')}
          testId="invoice-list-count"
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      ) : null}
      {dialog?.kind === 'send' ? <SendInvoiceDialog invoice={dialog.invoice} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'sendReminder' ? (
        <SendInvoiceDialog invoice={dialog.invoice} reminderLevel={dialog.invoice.reminderLevel} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'reminded' ? (
        <ReminderCreatedDialog
          invoice={dialog.invoice}
          level={dialog.level}
          onSend={() => setDialog({ kind: 'sendReminder', invoice: { ...dialog.invoice, reminderLevel: dialog.level } })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'paid' ? <PaidDialog invoice={dialog.invoice} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'cancel' ? <CancelInvoiceDialog invoice={dialog.invoice} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}

/**
 * "Paid": the day the money arrived, today unless changed; from the issue day to today and not in a
 * closed month of the cash book (the server says why at the field). A voucher's invoice also
 * records the voucher's payment, so its certificate goes out.
 */
function PaidDialog({ invoice, onClose }: { invoice: InvoiceRow; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const { paid } = useInvoiceActions();
  const form = useSchemaForm(invoicePaidContract.body, {
    initialValues: { paidOn: practiceDate(new Date()) },
    check: ({ paidOn }) => (paidOn && paidOn < invoice.issuedOn ? { paidOn: 'paidBeforeIssue' } : {}),
    texts: { namespace: 'invoices', prefix: 'paid.errors.' },
    onSubmit: async ({ paidOn }) => {
      await paid.mutateAsync({ id: invoice.id, paidOn });
      onClose();
    },
  });
  const serverError = paid.error instanceof ApiError && paid.error.code === 'VALIDATION_ERROR' ? null : paid.error;
  const asked = invoice.amountRappen + invoice.feeRappen;
  return (
    <Modal opened onClose={onClose} title={t('paid.title', { number: invoice.number })}>
      <form ref={form.rootRef} onSubmit={form.submit} noValidate aria-label={t('paid.title', { number: invoice.number })}>
        <Stack>
          <Text size="sm">{t(invoice.targetType === 'voucher' ? 'paid.voucher' : 'paid.hint')}</Text>
          <Text size="sm">{t('paid.amount', { amount: format.chf(asked) })}</Text>
          <TextInput
            type="date"
            label={t('paid.date')}
            min={invoice.issuedOn}
            max={practiceDate(new Date())}
            required
            data-autofocus
            {...form.getInputProps('paidOn')}
          />
          <ActionError error={serverError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.pending}>
              {t('paid.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function CancelInvoiceDialog({ invoice, onClose }: { invoice: InvoiceRow; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const { cancel } = useInvoiceActions();
  return (
    <Modal opened onClose={onClose} title={t('cancelInvoice.title', { number: invoice.number })}>
      <Stack>
        <Text size="sm">{t('cancelInvoice.question')}</Text>
        <ActionError error={cancel.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate(invoice.id, { onSuccess: onClose })}>
            {t('cancelInvoice.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A reminder was made: print it (its PDF) or send it by e-mail. */
function ReminderCreatedDialog({ invoice, level, onSend, onClose }: { invoice: InvoiceRow; level: number; onSend: () => void; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  return (
    <Modal opened onClose={onClose} title={t('reminders.created', { level, number: invoice.number })}>
      <Stack>
        <Text size="sm">{t('reminders.next')}</Text>
        <Group justify="flex-end">
          <Button component="a" href={reminderPdfUrl(invoice.id, level)} target="_blank" rel="noopener" variant="default">
            {t('actions.openReminder')}
          </Button>
          <Button onClick={onSend} data-autofocus>
            {t('actions.sendReminder')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
