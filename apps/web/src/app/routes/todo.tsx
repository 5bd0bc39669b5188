import { hasPermission } from '@praxis/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { TodoList } from '../../features/payments/components/todo-list.tsx';
import { PaymentPermissionsProvider } from '../../features/payments/payment-permissions.tsx';

/** /todo (planners): bookings whose payment is not recorded, by urgency, with the payment editor. */
export function Component() {
  return (
    <RequireRole guard="planner">
      <TodoPage />
    </RequireRole>
  );
}

function TodoPage() {
  const { t } = useTranslation('payments');
  const session = useSession();
  return (
    <PaymentPermissionsProvider value={{ overrideVoucherExpiry: hasPermission(session.data?.activeRoles ?? [], 'voucher:override-expiry') }}>
      <Stack>
        <PageHeader title={t('todo.title')} lead={t('todo.lead')} />
        <TodoList />
      </Stack>
    </PaymentPermissionsProvider>
  );
}
