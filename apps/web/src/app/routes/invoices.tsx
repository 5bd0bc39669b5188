import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { InvoiceList } from '../../features/invoices/components/invoice-list.tsx';

/** /invoices (planners and accountants): every invoice with its state, the overdue ones, the totals and the actions. */
export function Component() {
  return (
    <RequireRole guard="plannerOrAccountant">
      <InvoicesPage />
    </RequireRole>
  );
}

function InvoicesPage() {
  const { t } = useTranslation('invoices');
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('lead')} />
      <InvoiceList />
    </Stack>
  );
}
