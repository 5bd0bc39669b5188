import { staffMenu } from '@praxis/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/ui/deferred-menu.tsx';
import { useAccountActions, useSession } from '../api/session-queries.ts';

/** The staff menu: exactly the entries the user's roles allow (specification section 6), and logout. */
export function StaffMenuButton() {
  const { t } = useTranslation('account');
  const { data: user } = useSession();
  const { logout } = useAccountActions();
  const entries = user ? staffMenu(user.roles, user.activeRoles) : [];
  if (entries.length === 0) return null;
  return (
    <DeferredMenu
      dropdownTestId="staff-menu"
      entries={[
        ...entries.map((entry) => ({ key: entry.key, label: t(`staff.entries.${entry.key}`), to: entry.path })),
        { key: 'logout', label: t('menu.logout'), color: 'red', dividerBefore: true, onClick: () => logout.mutate() },
      ]}
      target={
        <Button variant="light" size="compact-md" data-testid="staff-menu-button">
          {t('staff.button')}
        </Button>
      }
    />
  );
}
