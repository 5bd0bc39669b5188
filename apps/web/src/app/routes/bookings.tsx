import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { MyBookings } from '../../features/bookings/components/my-bookings.tsx';
import { useProfile } from '../../features/profile/api/profile-queries.ts';
import { WithPracticeSettings } from '../../features/practice/components/with-practice-settings.tsx';
import { useTherapists } from '../../features/practice/api/practice-queries.ts';
import { OwnVouchers } from '../../features/vouchers/components/own-vouchers.tsx';
import { OwnWaitlist } from '../../features/waitlist/components/own-waitlist.tsx';
import { therapistNames } from '../../features/waitlist/components/waitlist-window.tsx';

/** /bookings: the customer's own bookings with cancellation, their waiting-list requests and their gift vouchers. */
export function Component() {
  return (
    <RequireRole>
      <BookingsPage />
    </RequireRole>
  );
}

function BookingsPage() {
  const { t } = useTranslation('bookings');
  // A temporary booking waits for these; the list tells which (asked only once logged in).
  const profile = useProfile(null);
  const team = useTherapists();
  return (
    <WithPracticeSettings>
      {(settings) => (
        <Stack>
          <PageHeader title={t('title')} lead={t('lead', { hours: settings.cancelHours })} />
          <MyBookings cancelHours={settings.cancelHours} missingData={profile.data?.missing} />
          <OwnWaitlist therapistName={therapistNames(team.data)} />
          <OwnVouchers />
        </Stack>
      )}
    </WithPracticeSettings>
  );
}
