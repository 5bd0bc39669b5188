import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppNavLink } from '../../components/ui/app-link.tsx';

/** The navigation on phones, loaded with its first opening. */
export default function NavDrawer({ opened, onClose, title, links }: { opened: boolean; onClose: () => void; title: string | undefined; links: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={title} hiddenFrom="md" size="xs" position="right" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack component="nav" gap="xs" aria-label={t('nav.main')}>
        <AppNavLink to="/" end className="nav-link">
          {t('nav.home')}
        </AppNavLink>
        {links}
      </Stack>
    </Drawer>
  );
}
