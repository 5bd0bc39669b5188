import { safeReturnPath } from '@praxis/domain';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { useAccountActions } from '../../features/account/api/session-queries.ts';
import { ApiError, NetworkError } from '../../lib/api-client.ts';

/**
 * Logs in with an e-mailed link by POST from the page (an e-mail scanner's GET does not use the
 * token up), then goes on to `forwardUrl`. Shows loading, no connection, failure, and for an
 * outdated link a button that sends a new one.
 */
export function Component() {
  const { t, i18n } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { autoLogin, sendLoginLink } = useAccountActions();
  const email = params.get('email') ?? '';
  const token = params.get('pw') ?? '';
  const forward = safeReturnPath(params.get('forwardUrl'));
  const started = useRef(false);

  const attempt = () => autoLogin.mutate({ email, token }, { onSuccess: () => void navigate(forward, { replace: true }) });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    document.title = t('autoLogin.title');
    if (email && token) attempt();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = autoLogin.error;
  const outdated = error instanceof ApiError && error.code === 'LOGIN_LINK_NEEDED';
  const offline = error instanceof NetworkError;
  return (
    <Stack align="center" py="xl" gap="md" maw={560} mx="auto" data-testid="auto-login">
      {!email || !token ? (
        <Failed title={t('autoLogin.failedTitle')} text={t('autoLogin.missingText')} />
      ) : autoLogin.isPending || autoLogin.isIdle || autoLogin.isSuccess ? (
        <>
          <Loader aria-hidden="true" />
          <Title order={1} size="h3" role="status">
            {t('autoLogin.loading')}
          </Title>
        </>
      ) : outdated ? (
        <>
          <Title order={1} size="h3">
            {t('autoLogin.outdatedTitle')}
          </Title>
          <Text ta="center">{t('autoLogin.outdatedText')}</Text>
          {sendLoginLink.isSuccess ? (
            <Alert color="praxis" role="status">
              {t('status.login-link-sent')}
            </Alert>
          ) : (
            <Button loading={sendLoginLink.isPending} onClick={() => sendLoginLink.mutate({ email, language: i18n.language, returnPath: forward })}>
              {t('autoLogin.sendNew')}
            </Button>
          )}
          {sendLoginLink.isError ? <Alert color="red">{t('common:errors.INTERNAL_ERROR')}</Alert> : null}
        </>
      ) : offline ? (
        <>
          <Failed title={t('autoLogin.networkTitle')} text={t('common:errors.NETWORK_ERROR')} />
          <Button variant="light" onClick={attempt}>
            {t('common:retry')}
          </Button>
        </>
      ) : (
        <Failed title={t('autoLogin.failedTitle')} text={t('autoLogin.failedText')} />
      )}
    </Stack>
  );
}

function Failed({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text ta="center" role="alert">
        {text}
      </Text>
      <Button component={AppLink} to="/" variant="subtle">
        {t('autoLogin.home')}
      </Button>
    </>
  );
}
