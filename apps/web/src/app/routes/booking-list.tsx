import { DEFAULT_PRACTICE_SETTINGS } from '@praxis/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { BookingList } from '../../features/booking-list/components/booking-list.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';

/** /bookingList (planners): the front desk's bookings and absences with filters, comments, cancel and reactivate. */
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
  // The period follows the practice's settings; without them, the defaults (2 months back, 6 ahead).
  const lookbackMonths = settings.data?.staffLookbackMonths ?? DEFAULT_PRACTICE_SETTINGS.staffLookbackMonths;
  const horizonMonths = settings.data?.bookingHorizonMonths ?? DEFAULT_PRACTICE_SETTINGS.bookingHorizonMonths;
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('lead')} />
      {settings.isPending ? <LoadingState /> : <BookingList lookbackMonths={lookbackMonths} horizonMonths={horizonMonths} />}
    </Stack>
  );
}
