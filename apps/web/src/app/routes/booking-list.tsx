import { SAMPLE_PRACTICE_SETTINGS, hasPermission, minutesOfDay, mondayOf, practiceDate } from '@praxis/domain';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { columnKey, readCalendar, type WorkingTime } from '../../features/booking-list/calendar-model.ts';
import { BookingList, type BookingDialog, type CalendarSupport } from '../../features/booking-list/components/booking-list.tsx';
import { useRefreshStaffBookings } from '../../features/booking-list/api/booking-list-queries.ts';
import { customerName } from '../../features/booking-list/components/booking-list-table.tsx';
import { CustomerFilesDialog } from '../../features/customer-files/components/customer-files-dialog.tsx';
import { useArrangements, useTherapies } from '../../features/catalogue/api/catalogue-queries.ts';
import { BookingReceiptDialog } from '../../features/invoices/components/receipt-dialog.tsx';
import { BookingPaymentDialog } from '../../features/payments/components/payment-dialog.tsx';
import { PaymentPermissionsProvider } from '../../features/payments/payment-permissions.tsx';
import { usePublicSettings, useTherapists } from '../../features/practice/api/practice-queries.ts';
import { useOperationPlan } from '../../features/schedule/api/schedule-queries.ts';

/** /bookingList (planners): the front desk's bookings and absences with filters, comments, cancel, reactivate and payments; a day and week calendar. */
export function Component() {
  return (
    <RequireRole guard="planner">
      <BookingListScreen />
    </RequireRole>
  );
}

function BookingListScreen() {
  const { t } = useTranslation('booking-list');
  const settings = usePublicSettings();
  const session = useSession();
  const therapies = useTherapies();
  const arrangements = useArrangements();
  const team = useTherapists();
  // The period follows the practice's settings; without them, the defaults (2 months back, 6 ahead).
  const lookbackMonths = settings.data?.staffLookbackMonths ?? SAMPLE_PRACTICE_SETTINGS.staffLookbackMonths;
  const horizonMonths = settings.data?.bookingHorizonMonths ?? SAMPLE_PRACTICE_SETTINGS.bookingHorizonMonths;
  // Planners see the calendar but do not book; therapists and above book from a free cell.
  const canBook = hasPermission(session.data?.activeRoles ?? [], 'booking:create:any');
  const canPay = hasPermission(session.data?.activeRoles ?? [], 'payment:read');
  // The calendar's week (or the week of its day): each therapist's working time from the operation plan.
  const [params] = useSearchParams();
  const shown = readCalendar(params, practiceDate(new Date()));
  const plan = useOperationPlan(mondayOf(shown.date), shown.view !== 'list');
  const workingTime = useMemo<WorkingTime | undefined>(() => {
    if (!plan.data) return undefined;
    const map = new Map<string, Array<{ from: number; to: number }>>();
    for (const therapist of plan.data.therapists)
      for (const day of therapist.days)
        map.set(
          columnKey(day.date, therapist.id),
          day.ranges.map((range) => ({ from: minutesOfDay(range.from), to: minutesOfDay(range.to) })),
        );
    return map;
  }, [plan.data]);
  const calendar = useMemo<CalendarSupport>(
    () => ({
      openingHours: settings.data?.openingHours ?? [],
      therapists: (team.data ?? []).map((therapist) => ({ id: therapist.id, name: `${therapist.firstName} ${therapist.lastName}`.trim() })),
      therapies: therapies.data ?? [],
      arrangements: arrangements.data ?? [],
      canBook,
      workingTime,
    }),
    [settings.data, team.data, therapies.data, arrangements.data, canBook, workingTime],
  );
  return (
    <PaymentPermissionsProvider value={{ overrideVoucherExpiry: hasPermission(session.data?.activeRoles ?? [], 'voucher:override-expiry') }}>
      <Stack>
        <PageHeader title={t('title')} lead={t('lead')} />
        {settings.isPending ? (
          <LoadingState />
        ) : (
          <BookingList
            lookbackMonths={lookbackMonths}
            horizonMonths={horizonMonths}
            calendar={calendar}
            paymentDialog={canPay ? BookingPaymentDialog : undefined}
            canOpenInvoices={hasPermission(session.data?.activeRoles ?? [], 'invoice:read')}
            receiptDialog={hasPermission(session.data?.activeRoles ?? [], 'invoice:write') ? BookingReceiptDialog : undefined}
            filesDialog={hasPermission(session.data?.activeRoles ?? [], 'file:read') ? BookingFilesDialog : undefined}
            records={{
              journal: hasPermission(session.data?.activeRoles ?? [], 'journal:read'),
              drawing: hasPermission(session.data?.activeRoles ?? [], 'drawing:read'),
              healthForm: hasPermission(session.data?.activeRoles ?? [], 'health:read:any'),
            }}
          />
        )}
      </Stack>
    </PaymentPermissionsProvider>
  );
}

/** The customer's files, opened from a booking's row; the rows' file counts follow once it closes. */
const BookingFilesDialog: BookingDialog = ({ booking, onClose }) => {
  const refresh = useRefreshStaffBookings();
  return (
    <CustomerFilesDialog
      customer={{ id: booking.customer.id, name: customerName(booking) }}
      onClose={() => {
        refresh();
        onClose();
      }}
    />
  );
};
