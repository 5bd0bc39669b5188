import { Alert, Anchor, Box, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { hasPermission } from '@praxis/domain';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { useSecondFactorTarget } from '../../features/account/hooks/use-second-factor-target.ts';
import { useSessionSync } from '../../features/account/hooks/use-session-sync.ts';
import { openLoginDialog, useLoginDialog } from '../../features/account/login-dialog-store.ts';
import { useLatestBooking } from '../../features/drawing-board/api/drawing-queries.ts';
import { DrawingBoardScreen } from '../../features/drawing-board/components/drawing-board.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { MarkInteractive } from '../layout/mark-interactive.tsx';

const AccountDialog = lazy(() => import('../../features/account/components/account-dialog.tsx').then((m) => ({ default: m.AccountDialog })));

/** A full-window message (the board has no site header): what is wrong and the way on. */
function Message({ title, children, login = false }: { title: string; children: ReactNode; login?: boolean }) {
  const { t } = useTranslation('drawing');
  return (
    <Center mih="100dvh" p="md">
      <Stack maw={440} gap="sm" role="alert">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text>{children}</Text>
        <Group gap="sm">
          {login ? <Button onClick={() => openLoginDialog('login')}>{t('access.login')}</Button> : null}
          <Anchor component={Link} to="/">
            {t('access.home')}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}

/** `?email=`: finds the customer's latest booking and continues with its id (the address keeps no e-mail). */
function LatestBooking({ email }: { email: string }) {
  const { t } = useTranslation('drawing');
  const navigate = useNavigate();
  const latest = useLatestBooking(email);
  useEffect(() => {
    if (latest.data) void navigate(`/drawingBoard?bookingId=${latest.data.bookingId}`, { replace: true });
  }, [latest.data, navigate]);
  if (latest.isError && latest.error instanceof ApiError && latest.error.status === 404)
    return <Message title={t('access.noBookingTitle')}>{t('access.noLatestBooking')}</Message>;
  if (latest.isError)
    return (
      <Box p="md">
        <ErrorState error={latest.error} onRetry={() => void latest.refetch()} />
      </Box>
    );
  return <LoadingState />;
}

/**
 * The drawing board in a window of its own (no site header and footer), for `?bookingId=` or a
 * customer's latest booking with `?email=`. Therapists and above only. Once open, the board stays
 * when the session ends, so unsaved strokes wait for the next login instead of being lost.
 */
export function Component() {
  const { t } = useTranslation('drawing');
  useSessionSync();
  const loginDialog = useLoginDialog();
  const session = useSession();
  // Outside the main layout: a login still waiting for its second step is sent there here too.
  const secondStep = useSecondFactorTarget();
  const [params] = useSearchParams();
  const shown = useRef(false);
  const mayWrite = useRef(false);
  useEffect(() => {
    document.title = t('title');
  }, [t]);

  const user = session.data;
  const mayRead = !!user && hasPermission(user.activeRoles, 'drawing:read');
  if (user) mayWrite.current = hasPermission(user.activeRoles, 'drawing:write');
  const bookingId = Number(params.get('bookingId'));
  const email = params.get('email');
  let content: ReactNode;
  if (secondStep) return <Navigate to={secondStep} replace />;
  if (session.isPending) content = <LoadingState />;
  else if (!mayRead && !shown.current) {
    content = user ? (
      <Message title={t('access.forbiddenTitle')}>{t('access.forbiddenText')}</Message>
    ) : (
      <Message title={t('access.loginTitle')} login>
        {t('access.loginText')}
      </Message>
    );
  } else if (Number.isInteger(bookingId) && bookingId > 0) {
    shown.current = true;
    content = (
      <>
        {user ? null : (
          <Alert color="orange" role="alert" style={{ position: 'fixed', top: 8, left: '50%', transform: 'translateX(-50%)', zIndex: 300 }}>
            <Group gap="sm">
              <Text size="sm">{t('access.sessionEnded')}</Text>
              <Button size="compact-sm" onClick={() => openLoginDialog('login', 'expired')}>
                {t('access.login')}
              </Button>
            </Group>
          </Alert>
        )}
        <DrawingBoardScreen key={bookingId} bookingId={bookingId} readOnly={!mayWrite.current} />
      </>
    );
  } else if (email) content = <LatestBooking email={email} />;
  else content = <Message title={t('access.noBookingTitle')}>{t('access.noBookingText')}</Message>;

  return (
    <>
      {content}
      {/* The board's window has no site layout: it says it is live itself. */}
      <MarkInteractive />
      {loginDialog.open ? (
        <Suspense fallback={null}>
          <AccountDialog />
        </Suspense>
      ) : null}
    </>
  );
}
