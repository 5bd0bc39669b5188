import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { PerformanceReportView } from '../../features/performance/components/performance-report.tsx';

/** /performance (planners and above): the sums of the last 12 months over all staff or one therapist. */
export function Component() {
  return (
    <RequireRole guard="planner">
      <PerformancePage />
    </RequireRole>
  );
}

function PerformancePage() {
  const { t } = useTranslation('performance');
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('lead')} />
      <PerformanceReportView />
    </Stack>
  );
}
