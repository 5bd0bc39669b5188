import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useRequestExport } from '../api/privacy-api.ts';

/** A customer asks for a copy of their data: the server mails a one-time link (24 hours). */
export function RequestDataCopy() {
  const { t } = useTranslation('privacy');
  const request = useRequestExport();
  return (
    <Card withBorder data-testid="request-data-copy">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('own.title')}
        </Title>
        <Text size="sm">{t('own.text')}</Text>
        {request.isSuccess ? (
          <Alert color="teal" data-testid="data-copy-sent">
            {t('own.sent')}
          </Alert>
        ) : (
          <Button variant="light" w="fit-content" loading={request.isPending} onClick={() => request.mutate()}>
            {t('own.button')}
          </Button>
        )}
        <ActionError error={request.error} />
      </Stack>
    </Card>
  );
}
