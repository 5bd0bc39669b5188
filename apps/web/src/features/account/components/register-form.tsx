import { registerInputSchema } from '@praxis/domain';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { reportConversion, SIGN_UP_VALUE } from '../../../lib/conversions.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAccountActions } from '../api/session-queries.ts';

// The language and the return path come from the page, not from the visitor: only the address is checked here.
const emailOnly = registerInputSchema.pick({ email: true });

/**
 * Register or reactivate with the e-mail only: a new address gets an account, a known one a login
 * link. "Forgot password" sends a link too; the password stays valid until the link is used.
 */
export function RegisterForm({ initialEmail, returnPath }: { initialEmail: string; returnPath: string }) {
  const { t, i18n } = useTranslation('account');
  const { register, forgotPassword } = useAccountActions();
  const last = register.isSuccess || register.isError ? register : forgotPassword;
  const form = useSchemaForm(emailOnly, {
    initialValues: { email: initialEmail },
    texts: { namespace: 'account' },
    onSubmit: async ({ email }) => {
      forgotPassword.reset();
      const answer = await register.mutateAsync({ email, language: i18n.language, returnPath });
      // A known address gets a login link instead: only a new account is a registration.
      if (answer.statusLabel === 'login-new-account') reportConversion({ name: 'sign_up', value: SIGN_UP_VALUE, email });
    },
  });
  const forgot = form.submitWith(({ email }) => {
    register.reset();
    return forgotPassword.mutateAsync({ email, language: i18n.language, returnPath });
  });

  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('dialog.registerIntro')}</Text>
        <TextInput label={t('dialog.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
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
        <Button variant="subtle" size="compact-sm" loading={forgotPassword.isPending} onClick={() => forgot()}>
          {t('dialog.forgotButton')}
        </Button>
      </Stack>
    </form>
  );
}
