import { guestBookingInputSchema } from '@praxis/domain';
import { Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

// The slot, the therapy and the comment come from the booking screen: only the address is typed here.
const emailOnly = guestBookingInputSchema.pick({ email: true });

/**
 * A visitor without a login reserves the slot with an e-mail address (a temporary booking; the
 * e-mail asks for the missing personal data), or logs in first.
 */
export function GuestReserveForm({ pending, onReserve, onLogin }: { pending: boolean; onReserve: (email: string) => void; onLogin: () => void }) {
  const { t } = useTranslation('booking');
  const form = useSchemaForm(emailOnly, {
    initialValues: { email: '' },
    texts: { namespace: 'booking', prefix: 'guest.' },
    pending,
    onSubmit: ({ email }) => onReserve(email),
  });
  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate data-testid="guest-form">
      <Stack gap="sm">
        <Text size="sm">{t('guest.intro')}</Text>
        <TextInput label={t('guest.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
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
