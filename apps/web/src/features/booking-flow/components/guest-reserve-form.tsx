import { CURRENT_TERMS_VERSION, guestBookingInputSchema, guestCanReserve } from '@praxis/domain';
import { Alert, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { codeMessage } from '../../../lib/zod-form-errors.ts';
import { TermsCheckbox } from '../../../components/ui/terms-checkbox.tsx';
import { SLOT_DESCRIPTION } from './selected-slot-panel.tsx';

// The slot, the therapy and the comment come from the booking screen: only the address is typed here.
const emailOnly = guestBookingInputSchema.pick({ email: true });

/**
 * A visitor without a login reserves the slot with an e-mail address (a temporary booking; the
 * e-mail asks for the missing personal data), or logs in first. The terms are accepted with every
 * guest reservation: who types the address is not known to be its owner. A slot too close to its
 * start for a reservation to wait for the data is offered by login only, before anything is typed.
 */
export function GuestReserveForm({
  slot,
  pending,
  onReserve,
  onLogin,
  now = Date.now(),
  actionRef,
}: {
  slot: string;
  pending: boolean;
  onReserve: (email: string, termsVersion: number) => void;
  onLogin: () => void;
  now?: number;
  /** The primary button (reserve, or log in), which takes the focus when the slot was chosen by keyboard. */
  actionRef?: Ref<HTMLButtonElement>;
}) {
  if (!guestCanReserve(now, Date.parse(slot))) return <LoginOnly onLogin={onLogin} actionRef={actionRef} />;
  return <EmailReservation pending={pending} onReserve={onReserve} onLogin={onLogin} actionRef={actionRef} />;
}

function LoginOnly({ onLogin, actionRef }: { onLogin: () => void; actionRef?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation(['booking', 'common']);
  return (
    <Stack gap="sm" data-testid="guest-too-late">
      <Alert color="orange" variant="light">
        {t('common:errors.TOO_LATE_FOR_GUEST')}
      </Alert>
      <Button ref={actionRef} size="md" fullWidth onClick={onLogin} aria-describedby={SLOT_DESCRIPTION}>
        {t('guest.login')}
      </Button>
    </Stack>
  );
}

function EmailReservation({
  pending,
  onReserve,
  onLogin,
  actionRef,
}: {
  pending: boolean;
  onReserve: (email: string, termsVersion: number) => void;
  onLogin: () => void;
  actionRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('booking');
  const form = useSchemaForm(emailOnly, {
    initialValues: { email: '', terms: false },
    toInput: ({ email }) => ({ email }),
    check: ({ terms }) => (terms ? {} : { terms: codeMessage('TERMS_NOT_ACCEPTED') }),
    texts: { namespace: 'booking', prefix: 'guest.' },
    pending,
    onSubmit: ({ email }) => onReserve(email, CURRENT_TERMS_VERSION),
  });
  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate data-testid="guest-form">
      <Stack gap="sm">
        <Text size="sm">{t('guest.intro')}</Text>
        <TextInput label={t('guest.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <TermsCheckbox {...form.getInputProps('terms', { type: 'checkbox' })} />
        <Button ref={actionRef} type="submit" size="md" fullWidth loading={form.pending} aria-describedby={SLOT_DESCRIPTION}>
          {t('guest.reserve')}
        </Button>
        <Divider label={t('guest.or')} labelPosition="center" />
        <Button variant="default" fullWidth onClick={onLogin}>
          {t('guest.login')}
        </Button>
      </Stack>
    </form>
  );
}
