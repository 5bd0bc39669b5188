import type { Guard } from '@praxis/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { AppLink } from '../../components/ui/app-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RequireRole } from '../../features/account/components/require-role.tsx';

/** What a guarded screen's route carries: its guard and its title's key. */
export interface ScreenHandle {
  guard?: Guard;
  titleKey: string;
}

/** A screen whose feature comes with a later issue: guarded like the real one, says it is coming. */
export function Component() {
  const { t } = useTranslation('account');
  const handle = useMatches().at(-1)?.handle as ScreenHandle;
  return (
    <RequireRole guard={handle.guard}>
      <Stack align="flex-start" data-testid="coming-soon">
        <PageHeader title={t(handle.titleKey)} lead={t('comingSoon.text')} />
        <Text c="dimmed">{t('comingSoon.hint')}</Text>
        <Button component={AppLink} to="/" variant="light">
          {t('comingSoon.back')}
        </Button>
      </Stack>
    </RequireRole>
  );
}
