import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/ui/deferred-menu.tsx';
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
    <DeferredMenu
      label={t('loggedInAs', { name })}
      entries={[
        { key: 'profile', label: t('menu.profile'), to: '/account' },
        { key: 'bookings', label: t('menu.bookings'), to: '/bookings' },
        { key: 'vouchers', label: t('menu.vouchers'), to: '/bookings#vouchers' },
        { key: 'logout', label: t('menu.logout'), color: 'red', dividerBefore: true, onClick: () => logout.mutate() },
      ]}
      target={
        <ActionIcon variant="filled" size="lg" radius="xl" aria-label={t('menu.label', { name })} data-testid="account-button">
          <PersonIcon />
        </ActionIcon>
      }
    />
  );
}
