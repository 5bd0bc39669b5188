import { isValidEmail } from '@praxis/domain';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useAccountActions } from '../api/session-queries.ts';

/**
 * E-mail and password. Each failure counts and shows the reason; after the first one a
 * "forgot password" link leads to the register tab.
 */
export function LoginForm({ onDone, onForgot }: { onDone: () => void; onForgot: (email: string) => void }) {
  const { t } = useTranslation('account');
  const { login } = useAccountActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failures, setFailures] = useState(0);
  const [emailError, setEmailError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setEmailError(t('errors.invalidEmail'));
      return;
    }
    setEmailError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: onDone,
        onError: () => setFailures((n) => n + 1),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('dialog.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={emailError}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-autofocus
        />
        <PasswordInput
          label={t('dialog.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {login.isError ? (
          <Alert color="red" role="alert" data-testid="login-error">
            {t('errors.loginUnsuccessful', { reason: t(`common:${errorMessageKey(login.error)}`) })}
            {failures > 1 ? ` (${t('errors.attempts', { count: failures })})` : ''}
          </Alert>
        ) : null}
        <Button type="submit" loading={login.isPending} disabled={!password}>
          {t('dialog.login')}
        </Button>
        {failures > 0 ? (
          <Anchor component="button" type="button" size="sm" onClick={() => onForgot(email)}>
            {t('dialog.forgotLink')}
          </Anchor>
        ) : null}
      </Stack>
    </form>
  );
}
