import type { ReceiptDatum, StaffAbsenceRow, StaffBookingRow } from '@praxis/domain';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableAction, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import type { Formatters } from '../../../lib/format.ts';
import { isOngoing, mayCancel, mayMove, type ListItem } from '../booking-list-model.ts';
import type { MoveTarget } from '../calendar-model.ts';
import { TherapistComment } from './therapist-comment.tsx';
import { personName } from '../../../lib/person-name.ts';

export interface BookingListActions {
  onCancel: (booking: StaffBookingRow) => void;
  onReactivate: (booking: StaffBookingRow) => void;
  onOpenProfile: (booking: StaffBookingRow) => void;
  onOpenCard: (booking: StaffBookingRow) => void;
  /** Opens the payment editor; absent without the permission. */
  onPayment?: (booking: StaffBookingRow) => void;
  /** Where the booking's invoice PDF opens; absent without `invoice:read`. */
  invoiceUrl?: (booking: StaffBookingRow) => string;
  /** Opens the reimbursement receipt of a paid booking (an invoiced one too); absent without `invoice:write`. */
  onReceipt?: (booking: StaffBookingRow) => void;
  /** Where the booking's journal opens; absent without `journal:read` (the count shows anyway). */
  journalUrl?: (booking: StaffBookingRow) => string;
  /** Opens the drawing board for the booking; absent without `drawing:read`. */
  onDrawing?: (booking: StaffBookingRow) => void;
  /** Where the customer's health form PDF opens; absent without `health:read:any` (therapists). */
  healthFormUrl?: (booking: StaffBookingRow) => string;
  /** Opens the customer's files; absent without `file:read`. */
  onFiles?: (booking: StaffBookingRow) => void;
  /** Moves a held booking: to `target` (dropped on the calendar) after confirming, else to a time chosen in the dialogue; absent without `booking:cancel:any`. */
  onMove?: (booking: StaffBookingRow, target?: MoveTarget) => void;
}

/** "Anna Muster", or the e-mail address when the names are missing. */
export const customerName = (booking: StaffBookingRow) => personName(booking.customer);

/** "Cancelled on 24.11.2026 · Cancelled by the practice · Illness". */
export function cancelledLabel(booking: StaffBookingRow, t: TFunction, format: Formatters): string {
  const parts = [t('row.cancelledOn', { date: format.instantDate(booking.cancelledAt!) })];
  if (booking.cancelType !== null) parts.push(t(`cancelTypes.${booking.cancelType}`, { defaultValue: String(booking.cancelType) }));
  if (booking.cancelReason) parts.push(t(`reasons.${booking.cancelReason}`, { defaultValue: booking.cancelReason }));
  return parts.join(' · ');
}

function When({ item, now }: { item: ListItem; now: number }) {
  const { t } = useTranslation('booking-list');
  const format = useFormat();
  if (item.kind === 'absence') {
    const { absence } = item;
    const firstDay = format.instantDate(absence.start);
    const lastDay = format.instantDate(new Date(Math.max(new Date(absence.start).getTime(), new Date(absence.end).getTime() - 1)));
    return (
      <Stack gap={0}>
        <Text component="div" size="sm" fw={600}>
          {firstDay === lastDay ? firstDay : `${firstDay} – ${lastDay}`}
        </Text>
        <Text size="sm">{absence.fullDay ? t('absence.fullDay') : `${format.time(absence.start)}–${format.time(absence.end)}`}</Text>
      </Stack>
    );
  }
  const { booking } = item;
  return (
    <Stack gap={2}>
      <Text component="div" size="sm" fw={600}>
        {format.instantDate(booking.start)}
      </Text>
      <Text size="sm">
        {format.time(booking.start)}–{format.time(booking.end)}
      </Text>
      {booking.bookingNumber !== null ? (
        <Text size="xs" c="dimmed">
          {t('row.numberInYear', { number: booking.bookingNumber })}
        </Text>
      ) : null}
      {isOngoing(booking, now) ? (
        <Badge color="green" variant="filled" size="sm">
          {t('row.ongoing')}
        </Badge>
      ) : null}
    </Stack>
  );
}

function Customer({ item }: { item: ListItem }) {
  const { t } = useTranslation(['booking-list', 'schedule']);
  const format = useFormat();
  if (item.kind === 'absence') return <AbsenceLabel absence={item.absence} />;
  const { booking } = item;
  const { customer } = booking;
  return (
    <Stack gap={2}>
      <Text component="div" size="sm" fw={600}>
        {customerName(booking)}
      </Text>
      <Text size="xs" style={{ wordBreak: 'break-all' }}>
        {customer.email}
      </Text>
      {customer.phone ? <Text size="xs">{customer.phone}</Text> : null}
      <BookingBadges booking={booking} />
      {booking.cancelledAt ? (
        <Text size="xs" c="red" fw={600}>
          {cancelledLabel(booking, t, format)}
        </Text>
      ) : null}
    </Stack>
  );
}

function AbsenceLabel({ absence }: { absence: StaffAbsenceRow }) {
  const { t } = useTranslation(['booking-list', 'schedule']);
  return (
    <Stack gap={2}>
      <Group gap={4}>
        <Badge color="gray" variant="filled" size="sm">
          {t('absence.label')}
        </Badge>
        <Text component="div" size="sm" fw={600}>
          {t(`schedule:absences.types.${absence.typeId}`, { defaultValue: String(absence.typeId) })}
        </Text>
        {absence.shortTerm ? (
          <Badge color="red" variant="light" size="sm">
            {t('absence.shortTerm')}
          </Badge>
        ) : null}
      </Group>
      {absence.note ? (
        <Text size="xs" c="dimmed">
          {absence.note}
        </Text>
      ) : null}
    </Stack>
  );
}

function Therapy({ item }: { item: ListItem }) {
  const { t } = useTranslation(['booking-list', 'therapies', 'common']);
  if (item.kind === 'absence') return null;
  const { booking } = item;
  return (
    <Stack gap={0}>
      <Text size="sm">{t(`therapies:items.${booking.therapyLabelKey}.name`)}</Text>
      <Text size="xs" c="dimmed">
        {t('common:minutes', { count: booking.durationMinutes })}
      </Text>
    </Stack>
  );
}

function Money({ booking }: { booking: StaffBookingRow }) {
  const { t } = useTranslation('booking-list');
  const format = useFormat();
  return (
    <Stack gap={0}>
      <Text size="sm">{format.chf(booking.priceRappen)}</Text>
      <Text size="xs" c={booking.paidRappen > 0 ? 'green' : 'dimmed'}>
        {t('row.paid', { amount: format.chf(booking.paidRappen) })}
      </Text>
      {booking.chargeRappen > 0 ? (
        <Text size="xs" c="orange">
          {t('row.charge', { amount: format.chf(booking.chargeRappen) })}
        </Text>
      ) : null}
      {booking.paymentOutstanding ? (
        <Text size="xs" c="orange.8" fw={600}>
          {t('row.outstanding')}
        </Text>
      ) : null}
    </Stack>
  );
}

function Comments({ booking }: { booking: StaffBookingRow }) {
  const { t } = useTranslation('booking-list');
  return (
    <Stack gap={4} miw={160}>
      {booking.customerComment ? (
        <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
          <Text span size="xs" c="dimmed" fs="normal">
            {t('row.customerComment')}:{' '}
          </Text>
          {booking.customerComment}
        </Text>
      ) : null}
      <TherapistComment booking={booking} />
    </Stack>
  );
}

/** Where the missing receipt datum is entered: the therapist's profile, the catalogue's Tarif 590 codes, the customer's personal data. */
function receiptDataFix(datum: ReceiptDatum, booking: StaffBookingRow): string {
  if (datum === 'therapistZsr' || datum === 'therapistEmr') return `/therapistProfile/${booking.therapistId}`;
  if (datum === 'tariffPosition') return '/operationPlan?tab=catalogue';
  return `/account?email=${encodeURIComponent(booking.customer.email)}`;
}

function Extras({ booking, actions }: { booking: StaffBookingRow; actions: BookingListActions }) {
  const { onPayment, invoiceUrl, onReceipt, journalUrl, onDrawing, onFiles, healthFormUrl } = actions;
  const { t } = useTranslation('booking-list');
  return (
    <Stack gap={4}>
      {booking.createdByStaff ? (
        // A staff member without a name is named by e-mail, one long word a phone must be able to wrap.
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('row.bookedBy', { name: booking.createdByStaff })}
        </Text>
      ) : null}
      {booking.invoiceInfo === 'warning' ? (
        <Alert color="orange" p={4} fz="xs">
          <Anchor component={Link} to={`/account?email=${encodeURIComponent(booking.customer.email)}`} fz="xs">
            {t('invoiceInfo.warning')}
          </Anchor>
        </Alert>
      ) : null}
      {booking.receiptDataMissing.length > 0 ? (
        <Alert color="orange" p={4} fz="xs" id={`receipt-missing-${booking.id}`}>
          {t('invoiceInfo.receiptDataMissingLead')}{' '}
          {booking.receiptDataMissing.map((datum, index) => (
            <Fragment key={datum}>
              {index > 0 ? ', ' : null}
              <Anchor component={Link} to={receiptDataFix(datum, booking)} fz="xs">
                {t(`invoiceInfo.receiptData.${datum}`)}
              </Anchor>
            </Fragment>
          ))}
        </Alert>
      ) : null}
      <Group gap={4}>
        {booking.invoiceInfo === 'invoice' && invoiceUrl ? (
          <Button size="compact-xs" variant="light" component="a" href={invoiceUrl(booking)} target="_blank" rel="noopener">
            {t('invoiceInfo.invoice')}
          </Button>
        ) : null}
        {/* An invoiced booking gets a receipt too, once its invoice is paid: the dialogue says whether it is. */}
        {booking.invoiceInfo === 'receipt' || (booking.invoiceInfo === 'invoice' && onReceipt) ? (
          <Button
            size="compact-xs"
            variant="light"
            disabled={!onReceipt || booking.receiptDataMissing.length > 0}
            aria-describedby={booking.receiptDataMissing.length > 0 ? `receipt-missing-${booking.id}` : undefined}
            onClick={() => onReceipt?.(booking)}
          >
            {t('invoiceInfo.receipt')}
          </Button>
        ) : null}
        <Button
          size="compact-xs"
          variant={booking.paymentOutstanding ? 'filled' : 'default'}
          color={booking.paymentOutstanding ? 'orange' : undefined}
          disabled={!onPayment}
          onClick={() => onPayment?.(booking)}
        >
          {t('row.payment')}
        </Button>
        {journalUrl ? (
          <Button size="compact-xs" variant={booking.journalCount > 0 ? 'light' : 'default'} component={Link} to={journalUrl(booking)}>
            {t('row.journal', { count: booking.journalCount })}
          </Button>
        ) : (
          <Button size="compact-xs" variant="default" disabled>
            {t('row.journal', { count: booking.journalCount })}
          </Button>
        )}
        <Button size="compact-xs" variant={booking.drawingCount > 0 ? 'light' : 'default'} disabled={!onDrawing} onClick={() => onDrawing?.(booking)}>
          {t('row.drawings', { count: booking.drawingCount })}
        </Button>
        <Button size="compact-xs" variant={booking.filesCount > 0 ? 'light' : 'default'} disabled={!onFiles} onClick={() => onFiles?.(booking)}>
          {t('row.files', { count: booking.filesCount })}
        </Button>
        {healthFormUrl && booking.healthForm ? (
          <Button size="compact-xs" variant="light" component="a" href={healthFormUrl(booking)} target="_blank" rel="noopener">
            {t('row.healthForm')}
          </Button>
        ) : null}
        {healthFormUrl && !booking.healthForm ? (
          <Text size="xs" c="dimmed" span>
            {t('row.healthFormMissing')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

/** One section of the list (today, upcoming or past): a table that scrolls sideways on narrow screens, the time and customer first. */
export function BookingListTable({
  label,
  items,
  loading,
  now,
  actions,
}: {
  label: string;
  items: ListItem[] | undefined;
  loading: boolean;
  now: number;
  actions: BookingListActions;
}) {
  const { t } = useTranslation('booking-list');
  const columns = useMemo<DataTableColumn<ListItem>[]>(
    () => [
      { key: 'when', header: t('columns.when'), cell: (item) => <When item={item} now={now} />, width: 130 },
      { key: 'customer', header: t('columns.customer'), cell: (item) => <Customer item={item} /> },
      { key: 'therapy', header: t('columns.therapy'), cell: (item) => <Therapy item={item} /> },
      {
        key: 'therapist',
        header: t('columns.therapist'),
        cell: (item) =>
          item.kind === 'booking' ? item.booking.therapistName : <Text size="sm">{item.absence.therapistName ?? t('absence.wholePractice')}</Text>,
      },
      { key: 'price', header: t('columns.price'), cell: (item) => (item.kind === 'booking' ? <Money booking={item.booking} /> : null), align: 'right' },
      { key: 'comments', header: t('columns.comments'), cell: (item) => (item.kind === 'booking' ? <Comments booking={item.booking} /> : null) },
      {
        key: 'more',
        header: t('columns.more'),
        cell: (item) => (item.kind === 'booking' ? <Extras booking={item.booking} actions={actions} /> : null),
      },
    ],
    [t, now, actions],
  );
  const rowActions = useMemo<DataTableAction<ListItem>[]>(() => {
    const booking = (item: ListItem) => (item.kind === 'booking' ? item.booking : null);
    const on = (run: (b: StaffBookingRow) => void) => (item: ListItem) => {
      const b = booking(item);
      if (b) run(b);
    };
    const { onMove } = actions;
    return [
      ...(onMove ? [{ label: t('actions.move'), onAction: on((b) => onMove(b)), hidden: (item: ListItem) => !booking(item) || !mayMove(booking(item)!) }] : []),
      { label: t('actions.cancel'), color: 'red', onAction: on(actions.onCancel), hidden: (item) => !booking(item) || !mayCancel(booking(item)!) },
      { label: t('actions.reactivate'), onAction: on(actions.onReactivate), hidden: (item) => !booking(item)?.cancelledAt },
      { label: t('actions.openProfile'), onAction: on(actions.onOpenProfile), hidden: (item) => !booking(item) },
      { label: t('actions.openCard'), onAction: on(actions.onOpenCard), hidden: (item) => !booking(item) },
      ...(actions.onPayment ? [{ label: t('row.payment'), onAction: on(actions.onPayment), hidden: (item: ListItem) => !booking(item) }] : []),
    ];
  }, [t, actions]);
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={items}
      loading={loading}
      getRowId={(item) => item.key}
      rowActions={rowActions}
      getRowLabel={(item) => (item.kind === 'booking' ? customerName(item.booking) : t('absence.label'))}
      emptyText={t('empty')}
      minWidth={1100}
    />
  );
}

/** The booking's marks: birthday near, first booking, reservation, not yet confirmed by the owner of the address. */
export function BookingBadges({ booking }: { booking: StaffBookingRow }) {
  const { t } = useTranslation('booking-list');
  const marks: Array<[boolean, string, string, 'light' | 'outline']> = [
    [booking.customer.birthdayHint, 'row.birthday', 'pink', 'light'],
    [booking.firstBooking, 'row.firstBooking', 'blue', 'light'],
    [booking.temporary, 'row.temporary', 'orange', 'light'],
    [booking.unverified, 'row.unverified', 'orange', 'outline'],
  ];
  return (
    <Group gap={4}>
      {marks
        .filter(([shown]) => shown)
        .map(([, key, color, variant]) => (
          <Badge key={key} color={color} variant={variant} size="sm">
            {t(key)}
          </Badge>
        ))}
    </Group>
  );
}
