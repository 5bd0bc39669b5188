import { cloneElement, lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { MenuEntry } from './loaded-menu.tsx';

export type { MenuEntry } from './loaded-menu.tsx';

// The menu's code (popover, focus trap, positioning) is not needed to show the page: it loads once
// the page is idle, or at once when the visitor opens the menu first.
const LoadedMenu = lazy(() => import('./loaded-menu.tsx'));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setIdle(true), 1500);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

type DeferredMenuProps = {
  /** The button that opens the menu, rendered as it is until the menu's code is here. */
  target: ReactElement<Record<string, unknown>>;
  label?: string;
  entries: MenuEntry[];
  dropdownTestId?: string;
};

/** A dropdown menu of links and actions whose code loads after the page. */
export function DeferredMenu({ target, label, entries, dropdownTestId }: DeferredMenuProps) {
  const idle = useIdle();
  const [openNow, setOpenNow] = useState(false);
  const placeholder = cloneElement(target, { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setOpenNow(true) });
  if (!idle && !openNow) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedMenu target={target} label={label} entries={entries} defaultOpened={openNow} dropdownTestId={dropdownTestId} />
    </Suspense>
  );
}
