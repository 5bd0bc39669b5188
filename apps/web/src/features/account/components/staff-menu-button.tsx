import { staffMenu } from '@praxis/domain';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { useAccountActions, useSession } from '../api/session-queries.ts';

/** The staff menu: exactly the entries the user's roles allow (specification section 6), and logout. */
export function StaffMenuButton() {
  const { t } = useTranslation('account');
  const { data: user } = useSession();
  const { logout } = useAccountActions();
  const entries = user ? staffMenu(user.roles, user.activeRoles) : [];
  if (entries.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="compact-md" data-testid="staff-menu-button">
          {t('staff.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="staff-menu">
        {entries.map((entry) => (
          <Menu.Item key={entry.key} component={AppLink} to={entry.path}>
            {t(`staff.entries.${entry.key}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logout.mutate()}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
