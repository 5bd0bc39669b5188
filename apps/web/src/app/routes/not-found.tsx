import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';

/** Any unknown address. */
export function Component() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('notFound.title');
  }, [t]);
  return (
    <Stack align="center" py={64} gap="md" data-testid="not-found">
      <Text fz={64} fw={700} c="praxis.6" aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {t('notFound.text')}
      </Text>
      <Button component={AppLink} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
