import { hasPermission } from '@praxis/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { VoucherPaymentDialog } from '../../features/payments/components/payment-dialog.tsx';
import { PaymentPermissionsProvider } from '../../features/payments/payment-permissions.tsx';
import { VoucherList } from '../../features/vouchers/components/voucher-list.tsx';

/** /voucherManagement (planners and accountants): every voucher with its state, payments, certificate and shipping. */
export function Component() {
  return (
    <RequireRole guard="plannerOrAccountant">
      <VoucherManagementPage />
    </RequireRole>
  );
}

function VoucherManagementPage() {
  const { t } = useTranslation('vouchers');
  const session = useSession();
  const roles = session.data?.activeRoles ?? [];
  return (
    <PaymentPermissionsProvider value={{ overrideVoucherExpiry: hasPermission(roles, 'voucher:override-expiry') }}>
      <Stack>
        <PageHeader title={t('management.title')} lead={t('management.lead')} />
        <VoucherList paymentDialog={hasPermission(roles, 'payment:read') ? VoucherPaymentDialog : undefined} />
      </Stack>
    </PaymentPermissionsProvider>
  );
}
