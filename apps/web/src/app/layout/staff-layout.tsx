import { staffNavigation } from '@praxis/domain';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/account/api/session-queries.ts';
import { RootLayout } from './root-layout.tsx';
import { StaffShell } from './staff-shell.tsx';

/**
 * The layout of the staff screens: the workspace for staff; for anyone else (a visitor who opened a
 * link from a mail, a customer) the public site, where the screen's guard asks for a login or
 * leads home.
 */
export function Component() {
  const { t } = useTranslation();
  const { data: user, isPending } = useSession();
  if (isPending)
    return (
      <Center h="100dvh" role="status">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  const sections = user ? staffNavigation(user.roles, user.activeRoles) : [];
  if (!user || sections.length === 0) return <RootLayout />;
  return <StaffShell user={user} sections={sections} />;
}
