import { staffNavigation } from '@praxis/domain';
import { Center, Loader } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RootLayout } from './root-layout.tsx';
import { StaffShell } from './staff-shell.tsx';

/**
 * The layout of the staff screens: the workspace for staff; for anyone else (a visitor who opened a
 * link from a mail, a customer) the public site, where the screen's guard asks for a login or
 * leads home. Logging out here leads home too: the switch from the workspace to the public site
 * mounts the screen afresh, and its guard, no longer knowing that someone was logged in, would ask
 * for a new login.
 */
export function Component() {
  const { t } = useTranslation();
  const { data: user, isPending } = useSession();
  const wasLoggedIn = useRef(false);
  if (user) wasLoggedIn.current = true;
  if (isPending)
    return (
      <Center h="100dvh" role="status">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (!user && wasLoggedIn.current) return <Navigate to="/" replace />;
  const sections = user ? staffNavigation(user.roles, user.activeRoles) : [];
  if (!user || sections.length === 0) return <RootLayout />;
  return <StaffShell user={user} sections={sections} />;
}
