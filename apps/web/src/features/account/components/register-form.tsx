import { isValidEmail } from '@praxis/domain';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useAccountActions } from '../api/session-queries.ts';

/**
 * Register or reactivate with the e-mail only: a new address gets an account, a known one a login
 * link. "Forgot password" sends a link too; the password stays valid until the link is used.
 */
export function RegisterForm({ initialEmail, returnPath }: { initialEmail: string; returnPath: string }) {
  const { t, i18n } = useTranslation('account');
  const { register, forgotPassword } = useAccountActions();
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const last = register.isSuccess || register.isError ? register : forgotPassword;

  const run = (action: 'register' | 'forgot') => {
    if (!isValidEmail(email.trim())) {
      setEmailError(t('errors.invalidEmail'));
      return;
    }
    setEmailError(null);
    const input = { email: email.trim(), language: i18n.language, returnPath };
    if (action === 'register') {
      forgotPassword.reset();
      register.mutate(input);
    } else {
      register.reset();
      forgotPassword.mutate(input);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run('register');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('dialog.registerIntro')}</Text>
        <TextInput
          label={t('dialog.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={emailError}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        {last.isSuccess ? (
          <Alert color="praxis" role="status" data-testid="account-status">
            {t(`status.${last.data.statusLabel}`)}
          </Alert>
        ) : null}
        {last.isError ? (
          <Alert color="red" role="alert">
            {t(`common:${errorMessageKey(last.error)}`)}
          </Alert>
        ) : null}
        <Button type="submit" loading={register.isPending}>
          {t('dialog.registerButton')}
        </Button>
        <Button variant="subtle" size="compact-sm" loading={forgotPassword.isPending} onClick={() => run('forgot')}>
          {t('dialog.forgotButton')}
        </Button>
      </Stack>
    </form>
  );
}
