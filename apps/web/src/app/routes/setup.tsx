import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { SetupChecklist } from '../../features/settings/components/setup-checklist.tsx';

/** /admin/setup (admins): the set-up checklist from an empty database to the published site. */
export function Component() {
  return (
    <RequireRole guard="admin">
      <Setup />
    </RequireRole>
  );
}

function Setup() {
  const { t } = useTranslation('settings');
  return (
    <Stack maw={860}>
      <PageHeader title={t('setup.title')} lead={t('setup.lead')} />
      <SetupChecklist />
    </Stack>
  );
}
