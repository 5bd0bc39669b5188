import { Alert, Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../../lib/api-client.ts';

/** Translation key of an error: no-connection, the server's code, or the generic message. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof NetworkError) return 'errors.NETWORK_ERROR';
  if (error instanceof ApiError) return `errors.${error.code}`;
  return 'errors.INTERNAL_ERROR';
}

/** A centred spinner for content that is still loading. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label={label ?? t('loading')} />
    </Center>
  );
}

/** A load failure with its translated message and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('errors.loadFailed')} role="alert">
      {t(errorMessageKey(error), { defaultValue: t('errors.INTERNAL_ERROR') })}
      {onRetry ? (
        <div>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}

/** A failed save or action: the translated reason, or nothing while there is none. */
export function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {t(errorMessageKey(error), { defaultValue: t('errors.INTERNAL_ERROR') })}
    </Alert>
  );
}
