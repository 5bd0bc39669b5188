import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { AuditLogView } from '../../features/privacy/components/audit-log-view.tsx';

/** /admin/audit (managing directors and admins): who read or changed health data and money, searchable, as CSV. */
export function Component() {
  return (
    <RequireRole guard="staffManager">
      <AuditLogPage />
    </RequireRole>
  );
}

function AuditLogPage() {
  const { t } = useTranslation('privacy');
  return (
    <Stack>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')} />
      <AuditLogView />
    </Stack>
  );
}
