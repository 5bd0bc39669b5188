import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { useOwnHealthForm } from '../api/health-form-queries.ts';

/**
 * Asks a customer without a signed health form to fill it in before the first therapy
 * (specification 5.21), with a link to it; nothing once it is signed (or while it loads).
 */
export function HealthFormReminder() {
  const { t } = useTranslation('booking');
  const form = useOwnHealthForm();
  if (form.data !== null) return null;
  return (
    <Alert color="orange" role="note" title={t('healthReminder.title')} data-testid="health-form-reminder">
      {t('healthReminder.text')}
      <Button component={AppLink} to="/health-form" size="xs" mt="sm" display="block" w="fit-content">
        {t('healthReminder.action')}
      </Button>
    </Alert>
  );
}
