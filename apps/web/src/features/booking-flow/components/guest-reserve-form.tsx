import { CURRENT_TERMS_VERSION, guestBookingInputSchema } from '@praxis/domain';
import { Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { codeMessage } from '../../../lib/zod-form-errors.ts';
import { TermsCheckbox } from './terms-checkbox.tsx';

// The slot, the therapy and the comment come from the booking screen: only the address is typed here.
const emailOnly = guestBookingInputSchema.pick({ email: true });

/**
 * A visitor without a login reserves the slot with an e-mail address (a temporary booking; the
 * e-mail asks for the missing personal data), or logs in first. The terms are accepted with every
 * guest reservation: who types the address is not known to be its owner.
 */
export function GuestReserveForm({
  pending,
  onReserve,
  onLogin,
}: {
  pending: boolean;
  onReserve: (email: string, termsVersion: number) => void;
  onLogin: () => void;
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
        <Button type="submit" size="md" fullWidth loading={form.pending}>
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
