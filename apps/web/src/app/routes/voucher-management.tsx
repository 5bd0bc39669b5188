import { hasPermission } from '@praxis/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { VoucherPaymentDialog } from '../../features/payments/components/payment-dialog.tsx';
import { PaymentPermissionsProvider } from '../../features/payments/payment-permissions.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { VoucherList } from '../../features/vouchers/components/voucher-list.tsx';
import { VoucherRequestForm } from '../../features/vouchers/components/voucher-request-form.tsx';

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
  const settings = usePublicSettings();
  const roles = session.data?.activeRoles ?? [];
  const [, setParams] = useSearchParams();
  const [selling, setSelling] = useState(false);
  const [payNumber, setPayNumber] = useState<string | undefined>();
  const phone = useMediaQuery('(max-width: 36em)');
  const mayPay = hasPermission(roles, 'payment:read');
  // Sold at the desk: the list shows the new voucher, and one paid now opens its payment at once.
  const sold = (voucher: { number: string }, method: string) => {
    setSelling(false);
    setParams({ search: voucher.number }, { replace: true });
    if (method === 'inPerson' && mayPay) setPayNumber(voucher.number);
  };
  const paymentOpened = useCallback(() => setPayNumber(undefined), []);
  return (
    <PaymentPermissionsProvider value={{ overrideVoucherExpiry: hasPermission(roles, 'voucher:override-expiry') }}>
      <Stack>
        <PageHeader title={t('management.title')} lead={t('management.lead')} />
        {hasPermission(roles, 'voucher:pick-buyer') ? (
          <Group>
            <Button onClick={() => setSelling(true)}>{t('management.sell')}</Button>
          </Group>
        ) : null}
        <VoucherList paymentDialog={mayPay ? VoucherPaymentDialog : undefined} payNumber={payNumber} onPaymentOpened={paymentOpened} />
      </Stack>
      <Modal opened={selling} onClose={() => setSelling(false)} title={t('management.sellTitle')} size="xl" fullScreen={phone}>
        <VoucherRequestForm loggedIn canPickBuyer phone={settings.data?.phone ?? ''} onLoginNeeded={() => {}} onSold={sold} />
      </Modal>
    </PaymentPermissionsProvider>
  );
}
