import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeferredMenu } from '../../../components/ui/deferred-menu.tsx';
import { useAccountActions, usePendingLogin, useSession } from '../api/session-queries.ts';
import { SECOND_FACTOR_PATH } from '../second-factor.ts';
import { openLoginDialog } from '../login-dialog-store.ts';
import { PersonIcon } from './person-icon.tsx';
import { personName } from '../../../lib/person-name.ts';

/**
 * Visitors: opens the account pop-up. Logged in: profile, bookings, vouchers and logout. A login
 * that still needs its second step: that step and logout (not the pop-up, which would log in anew).
 */
export function AccountButton() {
  const { t } = useTranslation('account');
  const { data: user, isPending } = useSession();
  const { data: pending } = usePendingLogin();
  const { logout } = useAccountActions();
  const navigate = useNavigate();
  const logoutEntry = { key: 'logout', label: t('menu.logout'), color: 'red', dividerBefore: true, onClick: () => logout.mutate() };
  if (!user && pending) {
    const name = personName(pending);
    return (
      <DeferredMenu
        label={t('loggedInAs', { name })}
        entries={[
          { key: 'secondStep', label: t('secondFactor.documentTitle'), to: SECOND_FACTOR_PATH },
          // As the second step's own button: the step's screen would stay with nobody logged in.
          { ...logoutEntry, onClick: () => logout.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) }) },
        ]}
        target={menuButton('light', t('menu.label', { name }))}
      />
    );
  }
  // Until the session is known the button neither offers a login nor an account (a click would open the wrong one).
  if (isPending) return <ActionIcon variant="light" size="lg" radius="xl" loading aria-label={t('sessionLoading')} data-testid="account-button" />;
  if (!user) {
    return (
      <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('button')} data-testid="account-button" onClick={() => openLoginDialog('login')}>
        <PersonIcon />
      </ActionIcon>
    );
  }
  const name = personName(user);
  return (
    <DeferredMenu
      label={t('loggedInAs', { name })}
      entries={[
        { key: 'profile', label: t('menu.profile'), to: '/account' },
        { key: 'bookings', label: t('menu.bookings'), to: '/bookings' },
        { key: 'vouchers', label: t('menu.vouchers'), to: '/bookings#vouchers' },
        logoutEntry,
      ]}
      target={menuButton('filled', t('menu.label', { name }))}
    />
  );
}

/** The button that opens the account menu (an element, so the menu clones the ActionIcon itself): filled for a complete login, light while it still needs its second step. */
const menuButton = (variant: 'filled' | 'light', label: string) => (
  <ActionIcon variant={variant} size="lg" radius="xl" aria-label={label} data-testid="account-button">
    <PersonIcon />
  </ActionIcon>
);
