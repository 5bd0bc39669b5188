import { Box, Burger, Container, Group, Image, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import logo from '../../assets/logo.svg';
import { AppLink, AppNavLink } from '../../components/ui/app-link.tsx';
import { AccountButton } from '../../features/account/components/account-button.tsx';
import { StaffMenuButton } from '../../features/account/components/staff-menu-button.tsx';
import { LanguagePicker } from './language-picker.tsx';

const NavDrawer = lazy(() => import('./nav-drawer.tsx'));

export const NAV_ITEMS = [
  { to: '/therapies', key: 'nav.therapies' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/vouchers', key: 'nav.vouchers' },
  { to: '/about', key: 'nav.about' },
  { to: '/contacts', key: 'nav.contacts' },
] as const;

/**
 * Logo, navigation (a drawer on phones), language picker, account and staff-menu buttons; while the
 * site is `closed` (not yet published) no navigation, as every page would be the same neutral one.
 */
export function SiteHeader({ practiceName, closed = false }: { practiceName: string | undefined; closed?: boolean }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads with its first opening and stays for the closing animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (opened && !drawerUsed) setDrawerUsed(true);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  const links = NAV_ITEMS.map((item) => (
    <AppNavLink key={item.to} to={item.to} className="nav-link">
      {t(item.key)}
    </AppNavLink>
  ));
  return (
    <Box component="header" className="site-header">
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <AppLink to="/" className="brand" aria-label={t('nav.homeLabel', { name: practiceName ?? '' })}>
            <Image src={logo} alt="" w={40} h={40} />
            <Text component="span" fw={700} size="lg" className="brand-name">
              {practiceName || '\u00a0'}
            </Text>
          </AppLink>
          {closed ? null : (
            <Group component="nav" gap={4} wrap="nowrap" visibleFrom="md" aria-label={t('nav.main')}>
              {links}
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <LanguagePicker />
            <AccountButton />
            <StaffMenuButton />
            {closed ? null : <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('nav.menu')} size="sm" />}
          </Group>
        </Group>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer opened={opened} onClose={close} title={practiceName} links={links} />
        </Suspense>
      ) : null}
    </Box>
  );
}
