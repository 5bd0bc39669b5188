import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Every navigation starts at the top of the page, unless it targets an anchor or only replaces the
 * query of the page in view (a filter or a choice written into the address stays where it was used);
 * the page the visit began on is left where it is.
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const first = shown.current === null;
    const samePage = shown.current === pathname;
    shown.current = pathname;
    // The first page keeps its position: the browser's own on a reload, or where a visitor on a slow
    // phone scrolled the server-rendered page before the app took it over.
    if (first || hash || (samePage && type === 'REPLACE')) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, type]);
  return null;
}
