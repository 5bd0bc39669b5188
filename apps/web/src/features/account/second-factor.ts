/** The screen of a login's second step (setting up an authenticator app, or entering its code). */
export const SECOND_FACTOR_PATH = '/second-factor';

// Where a session that still needs its second step may stay: the step itself, and a login by link (it starts a new session).
const OPEN_PATHS: readonly string[] = [SECOND_FACTOR_PATH, '/auto-login'];

/**
 * Where a session that still needs its second step goes instead of `pathname`: the second-step
 * screen, with the address it came from as `returnTo`; null on the pages it may stay on.
 */
export function secondFactorTarget(pathname: string, search: string, hash: string): string | null {
  if (OPEN_PATHS.includes(pathname)) return null;
  const back = `${pathname}${search}${hash}`;
  return back === '/' ? SECOND_FACTOR_PATH : `${SECOND_FACTOR_PATH}?${new URLSearchParams({ returnTo: back })}`;
}
