import { loginInputSchema } from '@praxis/domain';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAccountActions } from '../api/session-queries.ts';

/**
 * E-mail and password. Each failure counts and shows the reason; after the first one a
 * "forgot password" link leads to the register tab.
 */
export function LoginForm({ onDone, onForgot }: { onDone: () => void; onForgot: (email: string) => void }) {
  const { t } = useTranslation('account');
  const { login } = useAccountActions();
  const [failures, setFailures] = useState(0);
  const form = useSchemaForm(loginInputSchema, {
    initialValues: { email: '', password: '' },
    texts: { namespace: 'account' },
    onSubmit: async (input) => {
      try {
        await login.mutateAsync(input);
      } catch (error) {
        setFailures((n) => n + 1);
        throw error;
      }
      onDone();
    },
  });

  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('dialog.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} data-autofocus />
        <PasswordInput label={t('dialog.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
        {login.isError ? (
          <Alert color="red" role="alert" data-testid="login-error">
            {t('errors.loginUnsuccessful', { reason: t(`common:${errorMessageKey(login.error)}`) })}
            {failures > 1 ? ` (${t('errors.attempts', { count: failures })})` : ''}
          </Alert>
        ) : null}
        <Button type="submit" loading={form.pending} disabled={!form.values.password}>
          {t('dialog.login')}
        </Button>
        {failures > 0 ? (
          <Anchor component="button" type="button" size="sm" onClick={() => onForgot(form.values.email)}>
            {t('dialog.forgotLink')}
          </Anchor>
        ) : null}
      </Stack>
    </form>
  );
}
