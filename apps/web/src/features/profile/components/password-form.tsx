import { passwordChangeSchema } from '@praxis/domain';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { useProfileActions, type Profile } from '../api/profile-queries.ts';
import { fieldErrors } from './field-error.ts';

/** Sets a password (optional: without one, login is by e-mailed link); entered twice. */
export function PasswordForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { setPassword } = useProfileActions(null, profile.id);
  const [password, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse({ password, confirm });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPassword.mutate(parsed.data, {
      onSuccess: () => {
        setValue('');
        setConfirm('');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <Text size="sm">{profile.hasPassword ? t('password.hasPassword') : t('password.noPassword')}</Text>
        <PasswordInput label={t('password.new')} autoComplete="new-password" value={password} error={errors.password ? t(`errors.${errors.password}`) : undefined} onChange={(e) => setValue(e.currentTarget.value)} />
        <PasswordInput label={t('password.confirm')} autoComplete="new-password" value={confirm} error={errors.confirm ? t(`errors.${errors.confirm}`) : undefined} onChange={(e) => setConfirm(e.currentTarget.value)} />
        {setPassword.isSuccess ? (
          <Alert color="praxis" role="status">
            {t('password.saved')}
          </Alert>
        ) : null}
        {setPassword.isError ? <Alert color="red">{t(`common:${errorMessageKey(setPassword.error)}`)}</Alert> : null}
        <Button type="submit" w="fit-content" loading={setPassword.isPending}>
          {t('password.save')}
        </Button>
      </Stack>
    </form>
  );
}
