import { Button, Stack } from '@mantine/core';
import { hasPermission } from '@praxis/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { ClientList } from '../../features/client-list/components/client-list.tsx';
import { CustomerFilesDialog } from '../../features/customer-files/components/customer-files-dialog.tsx';

/** /clientList (planners): every customer with the closest booking; search, filters and sort in the address. */
export function Component() {
  return (
    <RequireRole guard="planner">
      <ClientListPage />
    </RequireRole>
  );
}

function ClientListPage() {
  const { t } = useTranslation(['client-list', 'files']);
  const { data: user } = useSession();
  const [filesOf, setFilesOf] = useState<{ id: number; name: string } | null>(null);
  // Therapists and above open a customer's files from the list.
  const mayReadFiles = Boolean(user && hasPermission(user.activeRoles, 'file:read'));
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ClientList
        rowActions={
          mayReadFiles
            ? (customer) => (
                <Button size="xs" variant="light" onClick={() => setFilesOf(customer)} aria-label={t('files:openLabel', { name: customer.name })}>
                  {t('files:open')}
                </Button>
              )
            : undefined
        }
      />
      <CustomerFilesDialog customer={filesOf} onClose={() => setFilesOf(null)} />
    </Stack>
  );
}
