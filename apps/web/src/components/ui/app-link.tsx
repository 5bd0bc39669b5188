import { forwardRef, type ComponentProps } from 'react';
import { Link, NavLink, useLocation, useNavigate, type NavigateOptions } from 'react-router';

/** Appends the current `?lang=` to an internal path so the chosen language survives navigation. */
export function withLang(to: string, currentSearch: string): string {
  const lang = new URLSearchParams(currentSearch).get('lang');
  if (!lang || /[?&]lang=/.test(to)) return to;
  const [path, hash] = to.split('#') as [string, string | undefined];
  const joined = `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** An internal link that keeps `?lang=`. */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink({ to, ...rest }, ref) {
  const { search } = useLocation();
  return <Link ref={ref} to={withLang(to, search)} {...rest} />;
});

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

/** A navigation link that keeps `?lang=` and marks the current page. */
export const AppNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function AppNavLink({ to, ...rest }, ref) {
  const { search } = useLocation();
  return <NavLink ref={ref} to={withLang(to, search)} {...rest} />;
});

/** `navigate(path)` that keeps `?lang=`. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (to: string, options?: NavigateOptions) => navigate(withLang(to, search), options);
}
