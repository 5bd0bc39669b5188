import { passwordChangeSchema } from '@praxis/domain';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useProfileActions, type Profile } from '../api/profile-queries.ts';

// Server answers that belong to one field rather than to the whole form.
const FIELD_OF_CODE: Record<string, 'currentPassword' | 'password'> = { CURRENT_PASSWORD_WRONG: 'currentPassword', PASSWORD_TOO_COMMON: 'password' };

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : null);

/**
 * Sets or changes the password (optional: without one, login is by e-mailed link), entered twice.
 * A change needs the current password, unless this session began with an e-mailed link less than
 * 10 minutes ago; without a password and without such a login, the form offers that link instead.
 */
export function PasswordForm({ profile, recentLinkLogin }: { profile: Profile; recentLinkLogin: boolean }) {
  const { t } = useTranslation(['profile', 'common']);
  const { setPassword } = useProfileActions(null, profile.id);
  const needsCurrent = profile.hasPassword && !recentLinkLogin;
  const code = setPassword.isError ? codeOf(setPassword.error) : null;
  const form = useSchemaForm(passwordChangeSchema, {
    initialValues: { currentPassword: '', password: '', confirm: '' },
    toInput: ({ password, confirm }) => ({ password, confirm }),
    check: ({ currentPassword }) => (needsCurrent && !currentPassword ? { currentPassword: 'currentRequired' } : {}),
    texts: { namespace: 'profile' },
    fieldOfCode: FIELD_OF_CODE,
    onSubmit: async ({ password, confirm }, { currentPassword }) => {
      await setPassword.mutateAsync({ ...(needsCurrent ? { currentPassword } : {}), password, confirm });
      form.reset();
    },
  });

  if (!profile.hasPassword && !recentLinkLogin) return <LoginLinkOffer profile={profile} text={t('password.linkNeeded')} />;

  return (
    <Stack maw={420}>
      <form ref={form.rootRef} onSubmit={form.submit} noValidate data-testid="password-form">
        <Stack>
          <Text size="sm">{profile.hasPassword ? t('password.hasPassword') : t('password.noPassword')}</Text>
          {needsCurrent ? (
            <PasswordInput label={t('password.current')} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          ) : null}
          <PasswordInput label={t('password.new')} autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...form.getInputProps('confirm')} />
          {setPassword.isSuccess ? (
            <Alert color="praxis" role="status" data-testid="password-saved">
              <Text size="sm">{t('password.saved')}</Text>
              <Text size="sm">{t('password.otherSessionsEnded')}</Text>
            </Alert>
          ) : null}
          {setPassword.isError && !(code && (code in FIELD_OF_CODE || code === 'RECENT_LOGIN_NEEDED')) ? (
            <Alert color="red" role="alert">
              {t(`common:${errorMessageKey(setPassword.error)}`, { defaultValue: t('common:errors.INTERNAL_ERROR') })}
            </Alert>
          ) : null}
          <Button type="submit" w="fit-content" loading={form.pending}>
            {t('password.save')}
          </Button>
        </Stack>
      </form>
      {/* The session's link login ran out meanwhile, or the current password is forgotten: a fresh link lets the customer set one without it. */}
      {code === 'RECENT_LOGIN_NEEDED' ? (
        <LoginLinkOffer profile={profile} text={t('common:errors.RECENT_LOGIN_NEEDED')} alert />
      ) : needsCurrent ? (
        <LoginLinkOffer profile={profile} compact />
      ) : null}
    </Stack>
  );
}

/**
 * Sends a login link to the own address; opened within its validity, the session it starts may
 * set a password without the current one for 10 minutes.
 */
function LoginLinkOffer({ profile, text, alert = false, compact = false }: { profile: Profile; text?: string; alert?: boolean; compact?: boolean }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const { requestLoginLink } = useProfileActions(null, profile.id);
  const send = () => requestLoginLink.mutate({ email: profile.email, language: i18n.language, returnPath: '/account' });
  return (
    <Stack maw={420} gap="sm" data-testid="password-login-link">
      {text ? (
        alert ? (
          <Alert color="orange" role="alert">
            {text}
          </Alert>
        ) : (
          <Text size="sm">{text}</Text>
        )
      ) : null}
      {requestLoginLink.isSuccess ? (
        <Alert color="praxis" role="status">
          {t('password.linkSent', { email: profile.email })}
        </Alert>
      ) : compact ? (
        <Anchor component="button" type="button" size="sm" w="fit-content" onClick={send} disabled={requestLoginLink.isPending}>
          {t('password.forgotCurrent')}
        </Anchor>
      ) : (
        <Button w="fit-content" variant={alert ? 'light' : 'filled'} loading={requestLoginLink.isPending} onClick={send}>
          {t('password.sendLink')}
        </Button>
      )}
      {requestLoginLink.isError ? (
        <Alert color="red" role="alert">
          {t(`common:${errorMessageKey(requestLoginLink.error)}`, { defaultValue: t('common:errors.INTERNAL_ERROR') })}
        </Alert>
      ) : null}
    </Stack>
  );
}
