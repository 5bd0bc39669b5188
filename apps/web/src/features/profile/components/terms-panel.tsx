import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { useProfileActions, type Profile } from '../api/profile-queries.ts';

/** What the customer accepted, and accepting the current version. */
export function TermsPanel({ profile, canAccept }: { profile: Profile; canAccept: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const { acceptTerms } = useProfileActions(null, profile.id);
  const accepted = profile.terms.accepted;
  const current = accepted?.version === profile.terms.current;
  return (
    <Stack maw={560} data-testid="terms-panel">
      {accepted ? (
        <Text>{t('terms.accepted', { version: accepted.version, date: new Date(accepted.acceptedAt).toLocaleDateString(`${i18n.language}-CH`) })}</Text>
      ) : (
        <Text>{t('terms.notAccepted')}</Text>
      )}
      <Anchor component={AppLink} to="/agb" target="_blank">
        {t('terms.read')}
      </Anchor>
      {!current && canAccept ? (
        <Button w="fit-content" loading={acceptTerms.isPending} onClick={() => acceptTerms.mutate(profile.terms.current)}>
          {t('terms.accept', { version: profile.terms.current })}
        </Button>
      ) : null}
      {acceptTerms.isError ? <Alert color="red">{t('common:errors.INTERNAL_ERROR')}</Alert> : null}
    </Stack>
  );
}
