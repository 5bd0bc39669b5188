import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';

/**
 * "Book now" for a logged-in customer. Without the mandatory personal data the customer cannot
 * book (specification section 5): the button waits and a link leads to the profile.
 */
export function CustomerBookAction({ missingData, pending, onBook }: { missingData: boolean; pending: boolean; onBook: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <Stack gap="sm">
      {missingData ? (
        <Alert color="orange" data-testid="personal-data-missing">
          {t('panel.missingData')}{' '}
          <Anchor component={AppLink} to="/account" fw={600}>
            {t('panel.completeData')}
          </Anchor>
        </Alert>
      ) : null}
      <Button size="md" fullWidth loading={pending} disabled={missingData} onClick={onBook}>
        {t('panel.bookNow')}
      </Button>
    </Stack>
  );
}
