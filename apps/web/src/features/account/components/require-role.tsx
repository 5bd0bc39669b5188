import { passesGuard, type Guard } from '@praxis/domain';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { useSession } from '../api/session-queries.ts';
import { openLoginDialog } from '../login-dialog-store.ts';

/**
 * Guards a screen (specification section 6). A visitor who opens it logged out (say from a link in
 * a mail) stays on its address and gets the login pop-up: once logged in, the screen itself shows,
 * and a login link asked for from the pop-up returns here too. Without the required active role,
 * or after logging out here, the user lands on /. `guard` undefined only requires a login.
 */
export function RequireRole({ guard, children }: { guard?: Guard; children: ReactNode }) {
  const { data: user, isPending } = useSession();
  const wasLoggedIn = useRef(false);
  if (user) wasLoggedIn.current = true;
  useEffect(() => {
    if (!isPending && !user && !wasLoggedIn.current) openLoginDialog('login');
  }, [isPending, user]);
  if (isPending) return <LoadingState />;
  if (!user && !wasLoggedIn.current) return <LoginRequired />;
  if (!user || (guard && !passesGuard(user.activeRoles, guard))) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Behind the login pop-up, and left when the visitor closes it: why the page is empty, and a way back to the pop-up. */
function LoginRequired() {
  const { t } = useTranslation('account');
  return (
    <Stack align="flex-start" gap="sm" maw={560} data-testid="login-required">
      <Title order={1} size="h2">
        {t('loginRequired.title')}
      </Title>
      <Text>{t('loginRequired.text')}</Text>
      <Button onClick={() => openLoginDialog('login')}>{t('loginRequired.button')}</Button>
    </Stack>
  );
}
