import { actsAs, hasPermission, ROLES, type SessionUser, type StaffMenuGroup } from '@praxis/domain';
import { Alert, Anchor, AppShell, Badge, Burger, Group, Image, NavLink, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import logo from '../../assets/logo.svg';
import { ScrollToTop } from '../../components/layout/scroll-to-top.tsx';
import { WorkspaceContext } from '../../components/layout/workspace.ts';
import { AppLink } from '../../components/ui/app-link.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { AccountButton } from '../../features/account/components/account-button.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { StaffSearch } from '../../features/staff-search/components/staff-search.tsx';
import { FrameDialogs, useFrameRedirect } from './frame.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { MarkInteractive } from './mark-interactive.tsx';
import { staffHome } from './staff-home.ts';
import { TodoCount } from './todo-count.tsx';

export interface StaffSection {
  group: StaffMenuGroup;
  entries: Array<{ key: string; path: string }>;
}

/**
 * The staff workspace: a top bar (menu toggle, the practice, the search, the active roles, the
 * language, the account) and the navigation grouped by task; no public menu, footer or map. The
 * navigation is at the side on a desktop, folds away on a tablet and is a drawer on a phone.
 */
export function StaffShell({ user, sections }: { user: SessionUser; sections: StaffSection[] }) {
  const { t } = useTranslation('account');
  const settings = usePublicSettings();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  // Open beside the page on a desktop; on a tablet folded away until asked for, the page takes the width.
  const [desktopOpened, desktop] = useDisclosure(window.matchMedia('(min-width: 75em)').matches);
  const { pathname, search } = useLocation();
  // The drawer closes once a link in it has been followed.
  useEffect(() => closeMobile(), [pathname, closeMobile]);
  const redirect = useFrameRedirect();
  if (redirect) return <Navigate to={redirect} replace />;
  const home = staffHome(user, settings.data?.published) ?? sections[0]!.entries[0]!.path;
  return (
    <WorkspaceContext.Provider value={true}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
        padding={{ base: 'sm', sm: 'md' }}
        data-testid="staff-shell"
      >
        <a href="#main" className="skip-link">
          {t('skipToContent', { ns: 'translation' })}
        </a>
        <ScrollToTop />
        <AppShell.Header>
          <Group h="100%" px="sm" gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label={t('staff.toggleNavigation')} />
              <Burger opened={desktopOpened} onClick={desktop.toggle} visibleFrom="sm" size="sm" aria-label={t('staff.toggleNavigation')} />
              <AppLink to={home} className="brand" aria-label={t('staff.homeLabel', { name: settings.data?.name ?? '' })}>
                <Image src={logo} alt="" w={32} h={32} />
                <Text component="span" fw={700} className="brand-name" visibleFrom="md">
                  {settings.data?.name || '\u00a0'}
                </Text>
              </AppLink>
            </Group>
            <div className="staff-search-slot">{hasPermission(user.activeRoles, 'search:staff') ? <StaffSearch /> : null}</div>
            <Group gap={6} wrap="nowrap">
              <ActiveRoles user={user} />
              <LanguagePicker />
              <AccountButton />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar aria-label={t('staff.navigation')} component="nav">
          <AppShell.Section grow component={ScrollArea} p="xs">
            <Stack gap="md">
              {sections.map((section) => (
                <NavSection key={section.group} section={section} current={currentEntry(sections, pathname, search)} />
              ))}
            </Stack>
          </AppShell.Section>
          <AppShell.Section p="xs" className="staff-nav-footer">
            <NavLink component={AppLink} to="/" label={t('staff.website')} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1} className="staff-main">
          {/* Until the site is published, admins are reminded on every screen but the checklist itself. */}
          {settings.data?.published === false && actsAs(user.activeRoles, 'admin') && pathname !== '/admin/setup' ? (
            <Alert color="yellow" mb="md" data-testid="setup-banner">
              {t('staff.setupBanner')}{' '}
              <Anchor component={AppLink} to="/admin/setup">
                {t('staff.setupBannerLink')}
              </Anchor>
            </Alert>
          ) : null}
          <Suspense fallback={<LoadingState />}>
            <Outlet />
            <MarkInteractive />
          </Suspense>
        </AppShell.Main>
        <FrameDialogs />
      </AppShell>
    </WorkspaceContext.Provider>
  );
}

/** The entry of the screen shown: the calendar is the booking list's day or week view. */
function currentEntry(sections: StaffSection[], pathname: string, search: string): string | undefined {
  if (pathname === '/bookingList') return /[?&]view=(day|week)\b/.test(search) ? 'calendar' : 'bookingList';
  if (pathname.startsWith('/therapistProfile/')) return 'therapistProfile';
  return sections.flatMap((section) => section.entries).find((entry) => entry.path === pathname)?.key;
}

/** One group of the navigation: its heading and its screens, the current one marked. */
function NavSection({ section, current }: { section: StaffSection; current: string | undefined }) {
  const { t } = useTranslation('account');
  const headingId = `staff-nav-${section.group}`;
  return (
    <div role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
        {t(`staff.groups.${section.group}`)}
      </Text>
      {section.entries.map((entry) => (
        <NavLink
          key={entry.key}
          component={AppLink}
          to={entry.path}
          label={t(`staff.entries.${entry.key}`)}
          active={entry.key === current}
          aria-current={entry.key === current ? 'page' : undefined}
          rightSection={entry.key === 'todo' ? <TodoCount /> : undefined}
          data-testid={`staff-nav-${entry.key}`}
        />
      ))}
    </div>
  );
}

/** The highest role the user acts in (the others for screen readers), a link to change them. */
function ActiveRoles({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const roles = user.activeRoles.filter((role) => role !== 'customer').sort((a, b) => ROLES[b] - ROLES[a]);
  if (roles.length === 0) return null;
  const [top, ...others] = roles.map((role) => t(`roles.${role}`));
  return (
    <Badge component={AppLink} to="/activeRoles" variant="light" size="lg" radius="sm" tt="none" visibleFrom="sm" className="staff-roles">
      <VisuallyHidden>{t('staff.activeRolesPrefix')} </VisuallyHidden>
      {top}
      {others.length > 0 ? <VisuallyHidden>, {others.join(', ')}</VisuallyHidden> : null}
    </Badge>
  );
}
