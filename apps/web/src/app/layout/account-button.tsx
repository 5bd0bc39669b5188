import { ActionIcon, Anchor, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';

/**
 * The account button. Online accounts (login, registration, profile) come with the accounts
 * feature; until then it tells the visitor how to book.
 */
export function AccountButton() {
  const { t } = useTranslation();
  const { data: settings } = usePublicSettings();
  return (
    <Popover position="bottom-end" width={280} withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('account.button')} data-testid="account-button">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600}>{t('account.title')}</Text>
          <Text size="sm">{t('account.comingSoon')}</Text>
          {settings ? (
            <Anchor href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} size="sm">
              {settings.phone}
            </Anchor>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
