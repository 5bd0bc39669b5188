import { loginInputSchema } from '@praxis/domain';
import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { zodFieldErrors } from '../../../lib/zod-form-errors.ts';
import { useAccountActions } from '../api/session-queries.ts';

// The login link needs the address only: the password may be empty.
const emailOnly = loginInputSchema.pick({ email: true });

/**
 * The server answers a login without a password (a guest's or an e-mail-only account) as any failed
 * login, so that nobody learns which accounts have one: each of these answers offers the link.
 */
const offersLink = (error: unknown) => error instanceof ApiError && (error.code === 'LOGIN_FAILED' || error.code === 'RATE_LIMITED');

/**
 * E-mail and password, or a one-time login link by e-mail to the address typed (customers who booked
 * as guests or registered with their address have no password). Each failed login counts and shows
 * the reason with the link on offer; after the first one a "forgot password" link leads to the
 * register tab. The link's confirmation does not tell whether the address has an account.
 */
export function LoginForm({ onDone, onForgot, returnPath }: { onDone: () => void; onForgot: (email: string) => void; returnPath: string }) {
  const { t, i18n } = useTranslation('account');
  const { login, sendLoginLink } = useAccountActions();
  const [failures, setFailures] = useState(0);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  const linkHintId = useId();
  const form = useSchemaForm(loginInputSchema, {
    initialValues: { email: '', password: '' },
    texts: { namespace: 'account' },
    onSubmit: async (input) => {
      sendLoginLink.reset();
      setLinkSentTo(null);
      try {
        await login.mutateAsync(input);
      } catch (error) {
        setFailures((n) => n + 1);
        throw error;
      }
      onDone();
    },
  });

  // The pending button is disabled and loses the focus: after a failure it goes back to the password, to retype it.
  useEffect(() => {
    if (failures > 0) passwordRef.current?.focus();
  }, [failures]);
  // After a link was sent, to its confirmation (read out, and the next Tab stays in the dialogue).
  useEffect(() => {
    if (linkSentTo) sentRef.current?.focus();
  }, [linkSentTo]);
  // A link that could not be sent: its button again, to retry (the reason is announced as an alert).
  useEffect(() => {
    if (sendLoginLink.isError) linkButtonRef.current?.focus();
  }, [sendLoginLink.isError]);

  const sendLink = () => {
    if (sendLoginLink.isPending) return;
    const parsed = emailOnly.safeParse({ email: form.values.email });
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error.issues));
      emailRef.current?.focus();
      return;
    }
    form.clearErrors();
    setLinkSentTo(null);
    sendLoginLink.mutate(
      { email: parsed.data.email, language: i18n.language, returnPath },
      {
        onSuccess: () => {
          login.reset();
          setLinkSentTo(parsed.data.email);
        },
      },
    );
  };

  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate>
      <Stack gap="sm">
        <TextInput ref={emailRef} label={t('dialog.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} data-autofocus />
        <PasswordInput ref={passwordRef} label={t('dialog.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
        {login.isError ? (
          <Alert color="red" role="alert" data-testid="login-error">
            {t('errors.loginUnsuccessful', { reason: t(`common:${errorMessageKey(login.error)}`) })}
            {failures > 1 ? ` (${t('errors.attempts', { count: failures })})` : ''}
            {offersLink(login.error) ? (
              <>
                <Text size="sm" mt="xs">
                  {t('dialog.noPasswordHint')}
                </Text>
                <Button mt="xs" size="xs" variant="white" color="red" loading={sendLoginLink.isPending} onClick={sendLink}>
                  {t('dialog.linkInstead')}
                </Button>
              </>
            ) : null}
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
        <Divider label={t('dialog.or')} labelPosition="center" />
        <Button ref={linkButtonRef} variant="light" loading={sendLoginLink.isPending} onClick={sendLink} aria-describedby={linkHintId}>
          {t('dialog.linkButton')}
        </Button>
        <Text id={linkHintId} size="sm" c="dimmed" ta="center">
          {t('dialog.linkHint')}
        </Text>
        {linkSentTo ? (
          <Alert ref={sentRef} tabIndex={-1} color="praxis" role="status" data-testid="login-link-status">
            {t('dialog.linkSent', { address: linkSentTo, registerTab: t('dialog.tabRegister') })}
          </Alert>
        ) : null}
        {sendLoginLink.isError ? (
          <Alert color="red" role="alert" data-testid="login-link-error">
            {t(`common:${errorMessageKey(sendLoginLink.error)}`)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
