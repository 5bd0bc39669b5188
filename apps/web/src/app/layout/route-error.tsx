import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { ChunkLoadError } from '../../lib/lazy-route.ts';

/** Shown when a page cannot be loaded or fails: a reload offer for missing code, else a message. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Stack align="center" py="xl" gap="md" role="alert">
      <Title order={1} size="h2">
        {chunk ? t('routeError.chunkTitle') : notFound ? t('notFound.title') : t('routeError.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={520}>
        {chunk ? t('routeError.chunkText') : notFound ? t('notFound.text') : t('errors.INTERNAL_ERROR')}
      </Text>
      {chunk ? (
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      ) : (
        <Button component={AppLink} to="/">
          {t('notFound.home')}
        </Button>
      )}
    </Stack>
  );
}
