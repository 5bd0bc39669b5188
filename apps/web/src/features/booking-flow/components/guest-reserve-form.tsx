import { isValidEmail } from '@praxis/domain';
import { Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A visitor without a login reserves the slot with an e-mail address (a temporary booking; the
 * e-mail asks for the missing personal data), or logs in first.
 */
export function GuestReserveForm({ pending, onReserve, onLogin }: { pending: boolean; onReserve: (email: string) => void; onLogin: () => void }) {
  const { t } = useTranslation('booking');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) {
      setError(t('guest.invalidEmail'));
      return;
    }
    setError(null);
    onReserve(value);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="guest-form">
      <Stack gap="sm">
        <Text size="sm">{t('guest.intro')}</Text>
        <TextInput
          label={t('guest.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" size="md" fullWidth loading={pending}>
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
