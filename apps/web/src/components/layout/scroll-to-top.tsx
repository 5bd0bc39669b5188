import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Every navigation starts at the top of the page, unless it targets an anchor or only replaces the
 * query of the page in view (a filter or a choice written into the address stays where it was used).
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    const samePage = shown.current === pathname;
    shown.current = pathname;
    if (hash || (samePage && type === 'REPLACE')) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, type]);
  return null;
}
