import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { SettingsScreen } from '../../features/settings/components/settings-screen.tsx';

/** /admin/settings (admins): the practice's data, rules, billing data and analytics, one section at a time. */
export function Component() {
  return (
    <RequireRole guard="admin">
      <Settings />
    </RequireRole>
  );
}

function Settings() {
  const { t } = useTranslation('settings');
  return (
    <Stack>
      <PageHeader title={t('title')} lead={t('lead')} />
      <SettingsScreen />
    </Stack>
  );
}
