import { ActionIcon, Button, Center, Kbd, Loader, Modal } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs, type HotkeyItem } from '@mantine/hooks';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from './search-panel.tsx';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The staff's global search for the top bar: a button ("Suchen…" with its shortcut, an icon button
 * on narrow screens) that opens a dialog to find customers, bookings, invoices, receipts and
 * vouchers (as far as the active roles may list them); Ctrl+K (⌘K on a Mac) opens it from anywhere.
 * Shown only to roles with `search:staff`.
 */
export function StaffSearch() {
  // NOTE: the top bar does not wait for the search's texts (no suspense): the buttons appear once they are here.
  const { t, ready } = useTranslation(['search', 'common'], { useSuspense: false });
  const [opened, { open, close }] = useDisclosure(false);
  const os = useOs();
  const mac = os === 'macos' || os === 'ios';
  // NOTE: inputs are not ignored: the shortcut opens the search from a form's field too.
  const hotkeys = useMemo<HotkeyItem[]>(() => [['mod+K', open]], [open]);
  useHotkeys(hotkeys, []);
  const shortcut = mac ? 'Meta+K' : 'Control+K';
  if (!ready) return null;
  return (
    <>
      <Button
        variant="default"
        visibleFrom="sm"
        fw={400}
        onClick={open}
        leftSection={<SearchIcon />}
        rightSection={
          <Kbd size="xs" aria-hidden="true">
            {mac ? '⌘ K' : 'Ctrl K'}
          </Kbd>
        }
        aria-keyshortcuts={shortcut}
        aria-haspopup="dialog"
        data-testid="staff-search-button"
      >
        {t('open')}
      </Button>
      <ActionIcon variant="default" size="lg" hiddenFrom="sm" onClick={open} aria-label={t('openLabel')} aria-keyshortcuts={shortcut} aria-haspopup="dialog">
        <SearchIcon />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t('title')} size="lg" yOffset="8vh" closeButtonProps={{ 'aria-label': t('common:close') }}>
        {opened ? (
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" aria-label={t('common:loading')} />
              </Center>
            }
          >
            <SearchPanel onDone={close} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
