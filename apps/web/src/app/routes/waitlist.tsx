import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { useTherapists } from '../../features/practice/api/practice-queries.ts';
import { StaffWaitlist } from '../../features/waitlist/components/staff-waitlist.tsx';
import { therapistNames } from '../../features/waitlist/components/waitlist-window.tsx';

/** /waitlist (planners): the customers waiting for a freed slot, in the order they are offered one. */
export function Component() {
  return (
    <RequireRole guard="planner">
      <WaitlistPage />
    </RequireRole>
  );
}

function WaitlistPage() {
  const { t } = useTranslation('waitlist');
  const team = useTherapists();
  return (
    <Stack>
      <PageHeader title={t('staff.title')} lead={t('staff.lead')} />
      <StaffWaitlist therapistName={therapistNames(team.data)} />
    </Stack>
  );
}
