import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The guard's answer when the address names an unknown or inactive therapy, or a duration it lacks. */
export function OfferUnavailable() {
  const { t } = useTranslation('booking');
  return (
    <Stack align="flex-start" data-testid="offer-unavailable">
      <PageHeader title={t('unavailable.title')} />
      <Alert color="orange" role="alert" maw={640}>
        {t('unavailable.text')}
      </Alert>
      <Button component={AppLink} to="/therapies">
        {t('unavailable.toTherapies')}
      </Button>
    </Stack>
  );
}
