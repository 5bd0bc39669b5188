import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { ActionError } from '../../components/ui/query-state.tsx';
import { useDownloadOwnExport } from '../../features/privacy/api/privacy-api.ts';

/**
 * The page of a mailed data-copy link: the ZIP comes only with the button's POST, so a mail
 * scanner or link preview that opens the link gets this page, neither the data nor the link's use.
 */
export function Component() {
  const { t } = useTranslation('privacy');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const download = useDownloadOwnExport();
  useEffect(() => {
    document.title = t('download.title');
  }, [t]);

  return (
    <Stack align="center" py="xl" gap="md" maw={560} mx="auto" data-testid="data-export">
      <Title order={1} size="h3">
        {t('download.title')}
      </Title>
      {!token ? (
        <Alert color="red">{t('download.missing')}</Alert>
      ) : download.isSuccess ? (
        <Alert color="teal" role="status" data-testid="data-export-done">
          {t('download.done')}
        </Alert>
      ) : (
        <>
          <Text ta="center">{t('download.text')}</Text>
          <Button loading={download.isPending} onClick={() => download.mutate(token)}>
            {t('download.button')}
          </Button>
        </>
      )}
      <ActionError error={download.error} />
      {download.isError || !token ? (
        <Button component={AppLink} to="/account" variant="subtle">
          {t('download.toAccount')}
        </Button>
      ) : null}
    </Stack>
  );
}
