import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { errorMessageKey } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isSlotLost } from '../api/booking-queries.ts';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : null);

// A logged-in customer books directly, without a guest reservation, so a login gets past these.
const LOGIN_HELPS = new Set(['TOO_LATE_FOR_GUEST', 'TEMPORARY_LIMIT']);
// Sending the same request again cannot succeed for these.
const RETRY_FUTILE = new Set(['PERSONAL_DATA_MISSING', 'TEMPORARY_LIMIT', 'TOO_LATE_FOR_GUEST']);

/** Why a booking failed: the specification's message and the server's reason, translated. */
export function FailedReason({ error }: { error: unknown }) {
  const { t } = useTranslation(['booking', 'common']);
  return (
    <Alert color="red" role="alert" title={t('result.failed.text')}>
      <Text size="sm" data-testid="booking-error" data-code={codeOf(error) ?? undefined}>
        {t(`common:${errorMessageKey(error)}`, { defaultValue: t('common:errors.INTERNAL_ERROR') })}
      </Text>
      {isSlotLost(error) ? (
        <Text size="sm" mt="xs">
          {t('result.failed.slotLost')}
        </Text>
      ) : null}
    </Alert>
  );
}

/**
 * The way on after a failure: a lost slot asks for another one; missing personal data leads to
 * the profile; a guest over the reservation limit or too close to the start is offered a login;
 * otherwise back, reload the page, or try again.
 */
export function FailedActions({ error, onBack, onRetry, onLogin }: { error: unknown; onBack?: () => void; onRetry?: () => void; onLogin?: () => void }) {
  const { t } = useTranslation('booking');
  const code = codeOf(error);
  if (isSlotLost(error)) {
    return onBack ? <Button onClick={onBack}>{t('result.chooseAnother')}</Button> : null;
  }
  return (
    <Group>
      {code === 'PERSONAL_DATA_MISSING' ? (
        <Button component={AppLink} to="/account">
          {t('panel.completeData')}
        </Button>
      ) : null}
      {code && LOGIN_HELPS.has(code) && onLogin ? <Button onClick={onLogin}>{t('result.login')}</Button> : null}
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          {t('result.back')}
        </Button>
      ) : null}
      <Button variant="default" onClick={() => window.location.reload()}>
        {t('result.reload')}
      </Button>
      {onRetry && !(code && RETRY_FUTILE.has(code)) ? (
        <Button variant="light" onClick={onRetry}>
          {t('result.retry')}
        </Button>
      ) : null}
    </Group>
  );
}
