import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { ClientList } from '../../features/client-list/components/client-list.tsx';

/** /clientList (planners): every customer with the closest booking; search, filters and sort in the address. */
export function Component() {
  return (
    <RequireRole guard="planner">
      <ClientListPage />
    </RequireRole>
  );
}

function ClientListPage() {
  const { t } = useTranslation('client-list');
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ClientList />
    </Stack>
  );
}
