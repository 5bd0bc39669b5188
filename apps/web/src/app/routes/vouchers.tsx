import { hasPermission } from '@praxis/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { openLoginDialog } from '../../features/account/login-dialog-store.ts';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { VoucherRequestForm } from '../../features/vouchers/components/voucher-request-form.tsx';

/**
 * /vouchers: the gift voucher request, open to everybody; sending it needs a login (the pop-up
 * opens and the form keeps what was typed). Therapists and above request for a customer.
 */
export function Component() {
  const { t } = useTranslation('vouchers');
  const session = useSession();
  const settings = usePublicSettings();
  if (session.isPending || settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  const user = session.data ?? null;
  return (
    <Stack gap={0}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <VoucherRequestForm
        loggedIn={user !== null}
        canPickBuyer={user !== null && hasPermission(user.activeRoles, 'voucher:pick-buyer')}
        phone={settings.data.phone}
        onLoginNeeded={() => openLoginDialog('login')}
      />
    </Stack>
  );
}
