import { DEFAULT_PRACTICE_SETTINGS, hasPermission } from '@praxis/domain';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { BookingList, type CalendarSupport } from '../../features/booking-list/components/booking-list.tsx';
import { useArrangements, useTherapies } from '../../features/catalogue/api/catalogue-queries.ts';
import { BookingPaymentDialog } from '../../features/payments/components/payment-dialog.tsx';
import { usePublicSettings, useTherapists } from '../../features/practice/api/practice-queries.ts';

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
  const lookbackMonths = settings.data?.staffLookbackMonths ?? DEFAULT_PRACTICE_SETTINGS.staffLookbackMonths;
  const horizonMonths = settings.data?.bookingHorizonMonths ?? DEFAULT_PRACTICE_SETTINGS.bookingHorizonMonths;
  // Planners see the calendar but do not book; therapists and above book from a free cell.
  const canBook = hasPermission(session.data?.activeRoles ?? [], 'booking:create:any');
  const canPay = hasPermission(session.data?.activeRoles ?? [], 'payment:read');
  const calendar = useMemo<CalendarSupport>(
    () => ({
      openingHours: settings.data?.openingHours ?? [],
      therapists: (team.data ?? []).map((therapist) => ({ id: therapist.id, name: `${therapist.firstName} ${therapist.lastName}`.trim() })),
      therapies: therapies.data ?? [],
      arrangements: arrangements.data ?? [],
      canBook,
    }),
    [settings.data, team.data, therapies.data, arrangements.data, canBook],
  );
  return (
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
        />
      )}
    </Stack>
  );
}
