import { hasPermission } from '@praxis/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { CashRegister } from '../../features/cash/components/cash-register.tsx';

/** /cashRegister (planners and accountants): the cash book month by month, counts of the till, closing and the exports. */
export function Component() {
  return (
    <RequireRole guard="plannerOrAccountant">
      <CashRegisterPage />
    </RequireRole>
  );
}

function CashRegisterPage() {
  const { t } = useTranslation('cash');
  const session = useSession();
  const roles = session.data?.activeRoles ?? [];
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('lead')} />
      <CashRegister
        permissions={{
          canWrite: hasPermission(roles, 'cash:write'),
          canClose: hasPermission(roles, 'cash:close'),
          canReopen: hasPermission(roles, 'cash:reopen'),
        }}
      />
    </Stack>
  );
}
