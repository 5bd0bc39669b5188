import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { useAccountActions, useSession } from '../api/session-queries.ts';
import { openLoginDialog } from '../login-dialog-store.ts';
import { PersonIcon } from './person-icon.tsx';

/** Visitors: opens the account pop-up. Logged in: profile, bookings, vouchers and logout. */
export function AccountButton() {
  const { t } = useTranslation('account');
  const { data: user } = useSession();
  const { logout } = useAccountActions();
  if (!user) {
    return (
      <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('button')} data-testid="account-button" onClick={() => openLoginDialog('login')}>
        <PersonIcon />
      </ActionIcon>
    );
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="filled" size="lg" radius="xl" aria-label={t('menu.label', { name })} data-testid="account-button">
          <PersonIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('loggedInAs', { name })}</Menu.Label>
        <Menu.Item component={AppLink} to="/account">
          {t('menu.profile')}
        </Menu.Item>
        <Menu.Item component={AppLink} to="/bookings">
          {t('menu.bookings')}
        </Menu.Item>
        <Menu.Item component={AppLink} to="/bookings#vouchers">
          {t('menu.vouchers')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logout.mutate()}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
